import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/admin-routes';
import { PageLoader } from '../shared/ui/page-loader';
import { composeHomePage } from './home-route';
import { MainLayout } from './layouts/main-layout';
import { RootErrorBoundary, RouteErrorContent } from './route-error';

/**
 * Turns a module loader and an export name into a route `lazy` function, so every page is its own
 * chunk and related pages can share one module (the chunk is fetched once for all of them).
 */
function page<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[exportName] });
}

const home = () => import('../features/home/home-page');
const homeFlightSearch = () => import('../features/flight-search/home-flight-search');
const flightSearch = () => import('../features/flight-search/flight-search-page');
const flightBooking = () => import('../features/flight-booking/flight-booking-pages');
const transfers = () => import('../features/transfers/transfer-pages');
const homeTransferSearch = () => import('../features/transfers/home-transfer-search');
const help = () => import('../features/help/help-pages');
const legal = () => import('../features/content/legal-pages');
const company = () => import('../features/content/company-pages');
const auth = () => import('../features/auth/auth-pages');
const account = () => import('../features/account/account-pages');
const destinations = () => import('../features/destinations/destination-pages');
const notFound = () => import('../features/not-found/not-found-page');

/** Public pages (camelCase paths: product spec §2 and DESIGN §6). */
export const mainRoutes: RouteObject[] = [
  {
    index: true,
    // The search form is its own chunk: fetched alongside the home page, painted when it arrives.
    lazy: async () => {
      const searchModule = homeFlightSearch();
      return { Component: composeHomePage((await home()).HomePage, searchModule, homeTransferSearch) };
    },
  },

  { path: 'flightSearch', lazy: page(flightSearch, 'FlightSearchPage') },
  { path: 'flightSearch/:id', lazy: page(flightSearch, 'FlightSearchPage') },
  ...['flight', 'flightPayment'].flatMap((base) => [
    { path: base, lazy: page(flightBooking, 'FlightBookingPage') },
    { path: `${base}/:searchId/:flightId`, lazy: page(flightBooking, 'FlightBookingPage') },
    { path: `${base}/:searchId/:flightId/:returnFlightId`, lazy: page(flightBooking, 'FlightBookingPage') },
  ]),
  { path: 'ticketDetail/:orderId', lazy: page(flightBooking, 'TicketDetailPage') },
  { path: 'paymentFailed', lazy: page(flightBooking, 'PaymentFailedPage') },

  { path: 'transferSearch', lazy: page(transfers, 'TransferSearchPage') },
  { path: 'transferSearch/:id', lazy: page(transfers, 'TransferSearchPage') },
  { path: 'transferPayment', lazy: page(transfers, 'TransferBookingPage') },
  { path: 'transferPayment/:searchId/:transferId', lazy: page(transfers, 'TransferBookingPage') },
  { path: 'transferDetail/:orderId', lazy: page(transfers, 'TransferDetailPage') },

  { path: 'pnr', lazy: page(flightBooking, 'PnrPage') },

  { path: 'help', lazy: page(help, 'HelpCentrePage') },
  { path: 'help/:article', lazy: page(help, 'HelpArticlePage') },
  { path: 'faq', lazy: page(help, 'FaqPage') },

  { path: 'aboutUs', lazy: page(legal, 'AboutUsPage') },
  { path: 'terms', lazy: page(legal, 'TermsPage') },
  { path: 'distanceSales', lazy: page(legal, 'DistanceSalesPage') },
  { path: 'privacy', lazy: page(legal, 'PrivacyPage') },
  { path: 'cookies', lazy: page(legal, 'CookiesPage') },
  { path: 'legal', lazy: page(legal, 'LegalPage') },

  { path: 'contact', lazy: page(company, 'ContactPage') },
  { path: 'press', lazy: page(company, 'PressPage') },
  { path: 'jobs', lazy: page(company, 'JobsPage') },
  { path: 'applications', lazy: page(company, 'ApplicationsPage') },

  { path: 'login', lazy: page(auth, 'LoginPage') },
  { path: 'register', lazy: page(auth, 'RegisterPage') },
  { path: 'resetPassword', lazy: page(auth, 'ResetPasswordPage') },

  {
    path: 'account',
    lazy: page(account, 'AccountLayout'),
    children: [
      { index: true, lazy: page(account, 'AccountIndexPage') },
      { path: 'dashboard', lazy: page(account, 'AccountDashboardPage') },
      { path: 'profile', lazy: page(account, 'AccountProfilePage') },
      { path: 'bookings', lazy: page(account, 'AccountBookingsPage') },
      { path: 'settings', lazy: page(account, 'AccountSettingsPage') },
    ],
  },

  { path: 'countries/:code', lazy: page(destinations, 'CountryPage') },
  { path: 'cities/:code', lazy: page(destinations, 'CityPage') },

  { path: '*', lazy: page(notFound, 'NotFoundPage') },
];

function ShellFallback() {
  return (
    <MainLayout>
      <PageLoader />
    </MainLayout>
  );
}

/**
 * The route tree, free of browser globals so it can also feed a server or prerender renderer.
 * Other layouts (e.g. `/admin/*` with its own shell) are added as siblings of the main layout route.
 */
export const routes: RouteObject[] = [
  {
    id: 'main',
    path: '/',
    Component: MainLayout,
    HydrateFallback: ShellFallback,
    ErrorBoundary: RootErrorBoundary,
    // A pathless route, so a failing page shows its error inside the header and footer.
    children: [{ ErrorBoundary: RouteErrorContent, children: mainRoutes }],
  },
  ...adminRoutes,
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
