import type { Culture } from '@charterdesk/domain';
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  type Query,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppRoot, PRERENDER_CURRENCY } from '../app/app-root';
import { isBackOfficePath, routes, withAdminRoutes } from '../app/router';
import { isSearchGone } from '../features/flight-search/api/flight-search-results';
import { answerRequestsWith } from '../shared/api/api-client';
import { renewAppQueryClient } from '../shared/api/query-client';
import { initI18n } from '../shared/i18n/i18n';
import { STARTUP_NAMESPACES } from '../shared/i18n/resources';
import { type DrawnFor, drawPageFor, drewNotFound } from '../shared/lib/drawn-page';
import { warmPageData } from './page-data';

/**
 * The markup of a public page as the app's first render draws it for an anonymous visitor in one
 * language, before any API answer (data sections show their placeholders). Run at build time
 * (scripts/prerender.mjs); the server sends it inside #root, so a phone paints the real page before the
 * bundle has run, and the app then hydrates it (or, started in another language or currency, redraws it).
 */
export async function renderPage(path: string, lng: Culture): Promise<string> {
  // no API at build time: the data sections show their placeholders, as for a first visit
  const noApi: typeof fetch = () => Promise.reject(new Error('no API while prerendering'));
  const drawn = await renderRequest({
    url: path,
    lng,
    currency: PRERENDER_CURRENCY,
    // the marks a prerendered page's #root lacks read as a phone's screen and no cookie notice
    screen: 'phone',
    cookieNotice: false,
    fetch: noApi,
  });
  if (drawn.status !== 200) throw new Error(`${path} answered ${drawn.status} while prerendering`);
  return drawn.markup;
}

/** A page rendered for one request, with the data it was drawn from (for the browser's query cache). */
export interface RenderedRequest {
  markup: string;
  state: DehydratedState;
  /** 404 for the not-found page (an unknown path, article, city…) and a search that is gone, else the route's */
  status: number;
}

/** What the server knows of the request it draws a page for. */
export interface PageRequest extends DrawnFor {
  /** path and query, as the browser asked */
  url: string;
  lng: Culture;
  /** answers the app's API calls (the server itself, in-process) */
  fetch: typeof fetch;
}

let rendering: Promise<unknown> = Promise.resolve();

/**
 * The markup of a public page for one request, with its data: route loaders (and, for pages that read
 * it in their components, {@link warmPageData}) fetch it through the server into a new query client,
 * whose state goes with the markup so the browser hydrates the same page without asking again. One page
 * at a time: the language, the currency, the screen, the cookie notice, the query client and the API
 * transport are the app's module-wide singletons, and a render switches them all.
 */
export function renderRequest(request: PageRequest): Promise<RenderedRequest> {
  const run = rendering.then(() => renderNow(request));
  rendering = run.catch(() => undefined);
  return run;
}

async function renderNow(request: PageRequest): Promise<RenderedRequest> {
  const { url, lng, currency, screen, cookieNotice, fetch } = request;
  answerRequestsWith(fetch);
  drawPageFor({ currency, screen, cookieNotice });
  try {
    await initI18n(lng, STARTUP_NAMESPACES);
    const queryClient = renewAppQueryClient();
    const handler = createStaticHandler(await withAdminRoutes());
    const address = new URL(url, 'http://prerender.invalid');
    const [context] = await Promise.all([
      handler.query(new Request(address)),
      warmPageData(address, lng, currency, queryClient),
    ]);
    if (context instanceof Response) throw new Error(`${url} answered ${context.status} while rendering`);
    // A query that failed is drawn as the browser first draws it, still loading: the browser asks again
    // (with what only it has: a member's token) and shows the answer, rather than hydrate an error it never saw.
    // A search that is gone is drawn as gone (its page says so and offers the form), and that answer goes
    // with the page: asked again, it would be gone again.
    const drawnFailure = (query: Query) => isSearchGone(query.state.error);
    queryClient.removeQueries({
      predicate: (query) => query.state.status === 'error' && !drawnFailure(query),
    });
    const router = createStaticRouter(handler.dataRoutes, context);
    const draw = () =>
      renderToString(
        <AppRoot queryClient={queryClient} currency={currency}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>,
      );
    let markup = draw();
    // A part shown through React.lazy whose code was not loaded yet came out as its placeholder (`<!--$!-->`):
    // its import has started, so the page is drawn once more with it. Not the home page: its route awaits the
    // flight form before the server draws it, and the Transfers tab (`?tab=transfers`) keeps its placeholder,
    // for the browser to draw (its stylesheets are not in that page's <head>).
    if (markup.includes('<!--$!-->') && address.pathname !== '/') {
      await new Promise((resolve) => setTimeout(resolve, 0));
      markup = draw();
    }
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || drawnFailure(query),
    });
    // crawlers and caches learn from the status, not the words, that there is nothing here (no "soft 404")
    const missing =
      drewNotFound() || queryClient.getQueryCache().findAll({ predicate: drawnFailure }).length > 0;
    return { markup, state, status: missing && context.statusCode === 200 ? 404 : context.statusCode };
  } finally {
    answerRequestsWith(undefined);
    drawPageFor(undefined);
  }
}

/**
 * Whether the app has a page at this path (the server draws its not-found page for one it has not). The back
 * office's paths all are: it draws its own not-found page, in the browser.
 */
export async function isAppPath(url: string): Promise<boolean> {
  const { pathname } = new URL(url, 'http://prerender.invalid');
  if (isBackOfficePath(pathname)) return true;
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  return leaf !== undefined && leaf.route.path !== '*';
}

// read by scripts/prerender.mjs, which turns them into the links the server adds to each page's HTML
export { ROUTE_PRELOADS } from '../app/route-preloads';
