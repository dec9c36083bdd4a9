import type { Culture } from '@charterdesk/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LoaderFunction,
  type Params,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { appQueryClient } from '../shared/api/query-client';
import { currentCulture, loadNamespaces } from '../shared/i18n/i18n';
import type { Namespace } from '../shared/i18n/resources';
import { CURRENCY_STORAGE_KEY, resolveInitialCurrency } from '../shared/lib/currency-preference';
import { drawingOnServer, serverDrawingCurrency, serverMarkupPending } from '../shared/lib/drawn-page';
import { nextTask } from '../shared/lib/next-task';
import { readStorage } from '../shared/lib/storage';
import { PageLoader } from '../shared/ui/page-loader';
import { MainLayout } from './layouts/main-layout';
import { RootErrorBoundary, RouteErrorContent } from './route-error';

/**
 * Stands for the domain's messages (validation rules, refusals, payment reasons) among a page's texts:
 * pages with forms or API refusals show them, and they load in the current language only.
 */
const DOMAIN_TEXTS = 'domain';
type PageTexts = Namespace | typeof DOMAIN_TEXTS;

async function loadPageTexts(namespaces: readonly Namespace[], withDomainTexts: boolean): Promise<void> {
  await loadNamespaces(namespaces);
  // a chunk of its own, as every page that reads these texts is: the first load has no use for it
  if (withDomainTexts) await (await import('../shared/i18n/domain-texts')).loadDomainTexts();
}

/**
 * Turns a module loader and an export name into a route `lazy` function, so every page is its own
 * chunk and related pages can share one module (the chunk is fetched once for all of them). The texts
 * the page reads beyond the frame's (STARTUP_NAMESPACES) load alongside, so it never paints a key.
 */
function page<M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  texts: readonly PageTexts[] = [],
): RouteObject['lazy'] {
  const namespaces = texts.filter((text): text is Namespace => text !== DOMAIN_TEXTS);
  const withDomainTexts = texts.includes(DOMAIN_TEXTS);
  return async () => {
    // the page's chunks are announced (a <link> each) in a task of their own, not in the router's start
    await nextTask();
    const [module] = await Promise.all([load(), loadPageTexts(namespaces, withDomainTexts)]);
    return { Component: module[exportName] };
  };
}

/**
 * A page's data fetched before it renders, so the first paint of a content page is its content rather than
 * a loader that the content then pushes down (the server-rendered HTML stays in place until then). Failures
 * are the page's to show: the prefetch never fails the route.
 */
function prefetch(
  warm: (params: Params, culture: Culture, client: QueryClient) => Promise<unknown>,
): LoaderFunction {
  return async ({ params }) => {
    await loadNamespaces([]);
    await warm(params, currentCulture(), appQueryClient());
    return null;
  };
}
const contentApi = () => import('../shared/content/content-api');
const content = (slug: string) =>
  prefetch(async (_params, culture, client) =>
    client.prefetchQuery((await contentApi()).contentPageQueryOptions(slug, culture)),
  );
const destinationsApi = () => import('../features/destinations/destinations-api');
const promotionsApi = () => import('../shared/api/promotions');

/** The display currency the app runs with: the visitor's stored choice (main.tsx stores a `?currency=`), else the host's. */
function displayCurrency(): string {
  const drawing = serverDrawingCurrency();
  if (drawing) return drawing;
  const hostname = globalThis.location?.hostname ?? '';
  return resolveInitialCurrency({ search: '', stored: readStorage(CURRENCY_STORAGE_KEY), hostname }).currency;
}

/**
 * A destination page's cheapest fares (PromotionCards, atop the page), fetched with the page's data: arriving
 * later, they would push the rest of the page down (CLS 0.06–0.08 at 1280 px).
 */
async function warmDestinationFares(code: string, culture: Culture, client: QueryClient): Promise<void> {
  const api = await promotionsApi();
  await client.prefetchQuery(api.promotionsQueryOptions(culture, displayCurrency(), code, 8));
}

/** The namespaces of pages beyond the frame's: search results, and everything about orders. */
const SEARCH_NS = ['search', DOMAIN_TEXTS] as const satisfies PageTexts[];
const ORDER_NS = ['booking', 'transfers'] as const satisfies PageTexts[];
/** Order pages with forms (booking, payment retry, PNR check, transfers, profile, settings). */
const ORDER_FORM_NS = [...ORDER_NS, DOMAIN_TEXTS] as const satisfies PageTexts[];

const home = () => import('../features/home/home-page');
const homeRoute = () => import('./home-route');
const homeFlightSearch = async () => {
  const [module] = await Promise.all([
    import('../features/flight-search/home-flight-search'),
    loadPageTexts([], true),
  ]);
  return module;
};
const flightSearch = async () => {
  const page = await import('../features/flight-search/flight-search-page');
  // a page the server drew shows the search form: hydrated with it, not with its placeholder
  if (serverMarkupPending()) await page.preloadFlightSearchForm();
  return page;
};
const flightBooking = () => import('../features/flight-booking/flight-booking-pages');
const ticketPages = () => import('../features/flight-booking/ticket-pages');
const paymentFailed = () => import('../features/flight-booking/payment-failed-page');
const pnrPage = () => import('../features/flight-booking/pnr-page');
const transferSearch = async () => {
  // /transferSearch without a search is its form: fetched with the page (both at once), drawn with it
  const formIsPage = typeof window !== 'undefined' && /^\/transferSearch\/?$/i.test(window.location.pathname);
  const [page] = await Promise.all([
    import('../features/transfers/transfer-search-page'),
    formIsPage ? import('../features/transfers/components/transfer-search-form') : undefined,
  ]);
  if (formIsPage) await page.preloadTransferSearchForm();
  return page;
};
const transferBooking = () => import('../features/transfers/transfer-booking-page');
const transferDetail = () => import('../features/transfers/transfer-detail-page');
// the search forms check their fields with the domain's rules and messages
const homeTransferSearch = async () => {
  const [module] = await Promise.all([
    import('../features/transfers/home-transfer-search'),
    loadPageTexts([], true),
  ]);
  return module;
};
const help = () => import('../features/help/help-pages');
const legal = () => import('../features/content/legal-pages');
const company = () => import('../features/content/company-pages');
const auth = () => import('../features/auth/auth-pages');
const login = () => import('../features/auth/login-page');
const account = () => import('../features/account/account-pages');
// the profile and settings forms (zod, react-hook-form) load only when opened
const accountProfile = () => import('../features/account/profile-page');
const accountSettings = () => import('../features/account/settings-page');
const destinations = () => import('../features/destinations/destination-pages');
const notFound = () => import('../features/not-found/not-found-page');

/** Public pages (camelCase paths: product spec §2 and DESIGN §6). */
export const mainRoutes: RouteObject[] = [
  {
    index: true,
    // The search form is its own chunk, fetched alongside the home page. The server draws the open tab's form
    // into the page (a phone shows the form itself, not a placeholder, before the app runs), so a page it drew
    // waits for that form's chunk before it hydrates; a page the browser draws paints the form when it arrives.
    lazy: async () => {
      await nextTask();
      const searchModule = homeFlightSearch();
      const [{ HomePage }, { composeHomePage }] = await Promise.all([
        home(),
        homeRoute(),
        loadNamespaces(['home', 'search', 'transfers']),
      ]);
      const Component = composeHomePage(HomePage, searchModule, homeTransferSearch);
      if (drawingOnServer()) await Component.preloadForm('');
      else if (serverMarkupPending()) await Component.preloadForm(window.location.search);
      return { Component };
    },
  },

  { path: 'flightSearch', lazy: page(flightSearch, 'FlightSearchPage', SEARCH_NS) },
  { path: 'flightSearch/:id', lazy: page(flightSearch, 'FlightSearchPage', SEARCH_NS) },
  ...['flight', 'flightPayment'].flatMap((base) => [
    { path: base, lazy: page(flightBooking, 'FlightBookingPage', ORDER_FORM_NS) },
    { path: `${base}/:searchId/:flightId`, lazy: page(flightBooking, 'FlightBookingPage', ORDER_FORM_NS) },
    {
      path: `${base}/:searchId/:flightId/:returnFlightId`,
      lazy: page(flightBooking, 'FlightBookingPage', ORDER_FORM_NS),
    },
  ]),
  { path: 'ticketDetail/:orderId', lazy: page(ticketPages, 'TicketDetailPage', ORDER_NS) },
  { path: 'paymentFailed', lazy: page(paymentFailed, 'PaymentFailedPage', ORDER_FORM_NS) },

  { path: 'transferSearch', lazy: page(transferSearch, 'TransferSearchPage', ORDER_FORM_NS) },
  { path: 'transferSearch/:id', lazy: page(transferSearch, 'TransferSearchPage', ORDER_FORM_NS) },
  { path: 'transferPayment', lazy: page(transferBooking, 'TransferBookingPage', ORDER_FORM_NS) },
  {
    path: 'transferPayment/:searchId/:transferId',
    lazy: page(transferBooking, 'TransferBookingPage', ORDER_FORM_NS),
  },
  { path: 'transferDetail/:orderId', lazy: page(transferDetail, 'TransferDetailPage', ORDER_FORM_NS) },

  { path: 'pnr', lazy: page(pnrPage, 'PnrPage', ORDER_FORM_NS) },

  {
    path: 'help',
    lazy: page(help, 'HelpCentrePage'),
    loader: prefetch(async (_p, culture, client) =>
      client.prefetchQuery((await contentApi()).helpArticlesQueryOptions(culture)),
    ),
  },
  {
    path: 'help/:article',
    lazy: page(help, 'HelpArticlePage'),
    loader: prefetch(async ({ article = '' }, culture, client) => {
      if (/^[A-Za-z][\w-]*$/.test(article))
        await client.prefetchQuery((await contentApi()).contentPageQueryOptions(`help/${article}`, culture));
    }),
  },
  { path: 'faq', lazy: page(help, 'FaqPage'), loader: content('faq') },

  { path: 'aboutUs', lazy: page(legal, 'AboutUsPage'), loader: content('aboutUs') },
  { path: 'terms', lazy: page(legal, 'TermsPage'), loader: content('terms') },
  { path: 'distanceSales', lazy: page(legal, 'DistanceSalesPage'), loader: content('distanceSales') },
  { path: 'privacy', lazy: page(legal, 'PrivacyPage'), loader: content('privacy') },
  { path: 'cookies', lazy: page(legal, 'CookiesPage'), loader: content('cookies') },
  { path: 'legal', lazy: page(legal, 'LegalPage'), loader: content('legal') },

  { path: 'contact', lazy: page(company, 'ContactPage', [DOMAIN_TEXTS]) },
  { path: 'press', lazy: page(company, 'PressPage'), loader: content('press') },
  { path: 'jobs', lazy: page(company, 'JobsPage'), loader: content('jobs') },
  { path: 'applications', lazy: page(company, 'ApplicationsPage'), loader: content('applications') },

  { path: 'login', lazy: page(login, 'LoginPage') },
  { path: 'register', lazy: page(auth, 'RegisterPage', [DOMAIN_TEXTS]) },
  { path: 'resetPassword', lazy: page(auth, 'ResetPasswordPage', [DOMAIN_TEXTS]) },

  {
    path: 'account',
    lazy: page(account, 'AccountLayout', ORDER_NS),
    children: [
      { index: true, lazy: page(account, 'AccountIndexPage', ORDER_NS) },
      { path: 'dashboard', lazy: page(account, 'AccountDashboardPage', ORDER_NS) },
      { path: 'profile', lazy: page(accountProfile, 'AccountProfilePage', ORDER_FORM_NS) },
      { path: 'bookings', lazy: page(account, 'AccountBookingsPage', ORDER_NS) },
      { path: 'settings', lazy: page(accountSettings, 'AccountSettingsPage', ORDER_FORM_NS) },
    ],
  },

  {
    path: 'countries/:code',
    lazy: page(destinations, 'CountryPage'),
    loader: prefetch(async ({ code = '' }, culture, client) => {
      const api = await destinationsApi();
      if (api.isCountryCode(code))
        await Promise.all([
          client.prefetchQuery(api.countryQueryOptions(code, culture)),
          warmDestinationFares(code.toUpperCase(), culture, client),
        ]);
    }),
  },
  {
    path: 'cities/:code',
    lazy: page(destinations, 'CityPage'),
    loader: prefetch(async ({ code = '' }, culture, client) => {
      const api = await destinationsApi();
      if (api.isCityCode(code))
        await Promise.all([
          client.prefetchQuery(api.cityQueryOptions(code, culture)),
          warmDestinationFares(code.toUpperCase(), culture, client),
        ]);
    }),
  },

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
 * The public route tree, free of browser globals so it can also feed a server or prerender renderer (which
 * adds the back office's: {@link withAdminRoutes}). The browser's router learns the back office's routes
 * when a visitor goes there ({@link adminRoutesOnDemand}).
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
];

/** Whether a path is the back office's (`/admin` and below). */
export const isBackOfficePath = (pathname: string): boolean => /^\/admin(\/|$)/.test(pathname);
const adminRouteTable = () => import('../features/admin/admin-routes');

/** Every route, the back office's beside the public ones, for a renderer that draws any page. */
export async function withAdminRoutes(): Promise<RouteObject[]> {
  return [...routes, ...(await adminRouteTable()).adminRoutes];
}

/**
 * Adds the back office's routes (26 of them) when a visitor first goes to `/admin…`, as a sibling of the main
 * layout route. Known from the start, they were ranked and matched on every public page's start (the router
 * ranks every route before it matches the first page) and their table was in every page's first load.
 */
export function adminRoutesOnDemand(): PatchRoutesOnNavigationFunction {
  let added: Promise<void> | undefined;
  return ({ path, patch }) => {
    if (!isBackOfficePath(path)) return;
    added ??= adminRouteTable().then(
      ({ adminRoutes }) => patch(null, adminRoutes),
      (error: unknown) => {
        // a lost connection or a new deployment: the next visit to /admin tries again
        added = undefined;
        throw error;
      },
    );
    return added;
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: adminRoutesOnDemand() });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
