import type { Namespace } from '../shared/i18n/resources';

/**
 * What a page's route loads before it renders, for the server to announce in the page's HTML
 * (`<link rel="modulepreload">`, stylesheets) so the browser fetches it alongside the app instead of after
 * it: the modules its `lazy` and loader import (source paths as in the Vite manifest) and the text
 * namespaces it awaits beyond the frame's. Mirrors app/router.tsx (route-preloads.test.ts checks the
 * modules against it); a miss only costs the page a round trip, never its function.
 */
export interface RoutePreload {
  /** `/flightSearch` matches that path; `/flightSearch/*` also every path below it (any letter case) */
  paths: string[];
  modules: string[];
  texts: Namespace[];
  /** the domain's API messages (validation, refusals) in the page's language */
  domainTexts?: boolean;
  /**
   * The server draws these pages with the app at request time (apps/server/src/kernel/app-renderer.ts),
   * with the data of src/prerender/page-data.ts; pages with an article of their own always are.
   */
  drawn?: boolean;
  /** a drawn page of one visitor's own (an order by its link): drawn for every request, never kept */
  personal?: boolean;
  /**
   * Modules a drawn page shows through React.lazy: the server draws them, so the page's HTML needs their
   * stylesheets (their scripts still load when the page asks for them).
   */
  lazyStyles?: string[];
}

const CONTENT_API = 'src/shared/content/content-api.ts';
const ORDER_TEXTS: Namespace[] = ['booking', 'transfers'];

export const ROUTE_PRELOADS: RoutePreload[] = [
  {
    paths: ['/flightSearch/*'],
    modules: ['src/features/flight-search/flight-search-page.tsx'],
    texts: ['search'],
    domainTexts: true,
    drawn: true,
    lazyStyles: ['src/features/flight-search/components/flight-search-form.tsx'],
  },
  {
    paths: ['/flight/*', '/flightPayment/*'],
    modules: ['src/features/flight-booking/flight-booking-pages.tsx'],
    texts: ORDER_TEXTS,
    domainTexts: true,
    drawn: true,
  },
  {
    paths: ['/ticketDetail/*'],
    modules: ['src/features/flight-booking/ticket-pages.tsx'],
    texts: ORDER_TEXTS,
    drawn: true,
    personal: true,
  },
  {
    paths: ['/paymentFailed'],
    modules: ['src/features/flight-booking/payment-failed-page.tsx'],
    texts: ORDER_TEXTS,
    domainTexts: true,
  },
  // the search page without a search is its form, which the router fetches with it (first match wins)
  {
    paths: ['/transferSearch'],
    modules: [
      'src/features/transfers/transfer-search-page.tsx',
      'src/features/transfers/components/transfer-search-form.tsx',
    ],
    texts: ORDER_TEXTS,
    domainTexts: true,
  },
  {
    paths: ['/transferSearch/*'],
    modules: ['src/features/transfers/transfer-search-page.tsx'],
    texts: ORDER_TEXTS,
    domainTexts: true,
  },
  {
    paths: ['/transferPayment/*'],
    modules: ['src/features/transfers/transfer-booking-page.tsx'],
    texts: ORDER_TEXTS,
    domainTexts: true,
  },
  {
    paths: ['/transferDetail/*'],
    modules: ['src/features/transfers/transfer-detail-page.tsx'],
    texts: ORDER_TEXTS,
    domainTexts: true,
  },
  {
    paths: ['/pnr'],
    modules: ['src/features/flight-booking/pnr-page.tsx'],
    texts: ORDER_TEXTS,
    domainTexts: true,
  },
  // Pages of an article are drawn when it exists (the server has its title); marked drawn, the pages of one that
  // does not are drawn too: the app's not-found page, with status 404.
  {
    paths: ['/help/*', '/faq'],
    modules: ['src/features/help/help-pages.tsx', CONTENT_API],
    texts: [],
    drawn: true,
  },
  {
    paths: ['/aboutUs', '/terms', '/distanceSales', '/privacy', '/cookies', '/legal'],
    modules: ['src/features/content/legal-pages.tsx', CONTENT_API],
    texts: [],
    drawn: true,
  },
  {
    paths: ['/press', '/jobs', '/applications'],
    modules: ['src/features/content/company-pages.tsx', CONTENT_API],
    texts: [],
    drawn: true,
  },
  {
    paths: ['/contact'],
    modules: ['src/features/content/company-pages.tsx'],
    texts: [],
    domainTexts: true,
  },
  { paths: ['/login'], modules: ['src/features/auth/login-page.tsx'], texts: [] },
  {
    // drawn for a visitor without a staff session (the server cannot see a stored token; main.tsx draws the
    // page again in a browser that has one): the form paints before the back office's code has arrived
    paths: ['/admin/login'],
    // the back office's route table (the router learns it there: adminRoutesOnDemand), then its code
    modules: ['src/features/admin/admin-routes.tsx', 'src/features/admin/admin-app.tsx'],
    texts: [],
    drawn: true,
  },
  {
    paths: ['/register', '/resetPassword'],
    modules: ['src/features/auth/auth-pages.tsx'],
    texts: [],
    domainTexts: true,
  },
  { paths: ['/account/*'], modules: ['src/features/account/account-pages.tsx'], texts: ORDER_TEXTS },
  {
    paths: ['/countries/*', '/cities/*'],
    modules: [
      'src/features/destinations/destination-pages.tsx',
      'src/features/destinations/destinations-api.ts',
      'src/shared/api/promotions.ts',
    ],
    texts: [],
    drawn: true,
  },
];
