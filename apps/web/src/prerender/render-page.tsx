import type { Culture, Currency } from '@charterdesk/domain';
import { type DehydratedState, dehydrate, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot, PRERENDER_CURRENCY } from '../app/app-root';
import { routes } from '../app/router';
import { answerRequestsWith } from '../shared/api/api-client';
import { renewAppQueryClient } from '../shared/api/query-client';
import { i18n, initI18n } from '../shared/i18n/i18n';
import { STARTUP_NAMESPACES } from '../shared/i18n/resources';
import { drawPagesIn } from '../shared/lib/currency-preference';

/**
 * The markup of a public page as the app's first render draws it for an anonymous visitor in one
 * language, before any API answer (data sections show their placeholders). Run at build time
 * (scripts/prerender.mjs); the server sends it inside #root, so a phone paints the real page before the
 * bundle has run, and the app then hydrates it (or, started in another language or currency, redraws it).
 */
export async function renderPage(path: string, lng: Culture): Promise<string> {
  await initI18n(lng, STARTUP_NAMESPACES);
  await i18n.changeLanguage(lng);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while prerendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppRoot queryClient={new QueryClient()} currency={PRERENDER_CURRENCY}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
}

/** A page rendered for one request, with the data it was drawn from (for the browser's query cache). */
export interface RenderedRequest {
  markup: string;
  state: DehydratedState;
  /** the route's status: 404 where a page's loader found nothing */
  status: number;
}

let rendering: Promise<unknown> = Promise.resolve();

/**
 * The markup of a public page for one request, with its data: route loaders fetch it through `fetchImpl`
 * (the server answers them in-process) into a new query client, whose state goes with the markup so the
 * browser hydrates the same page without asking again. One page at a time: the language, the query client
 * and the API transport are the app's module-wide singletons, and a render switches all three.
 */
export function renderRequest(
  url: string,
  lng: Culture,
  currency: Currency,
  fetchImpl: typeof fetch,
): Promise<RenderedRequest> {
  const run = rendering.then(() => renderNow(url, lng, currency, fetchImpl));
  rendering = run.catch(() => undefined);
  return run;
}

async function renderNow(
  url: string,
  lng: Culture,
  currency: Currency,
  fetchImpl: typeof fetch,
): Promise<RenderedRequest> {
  answerRequestsWith(fetchImpl);
  drawPagesIn(currency);
  try {
    await initI18n(lng, STARTUP_NAMESPACES);
    const queryClient = renewAppQueryClient();
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
    if (context instanceof Response) throw new Error(`${url} answered ${context.status} while rendering`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const markup = renderToString(
      <AppRoot queryClient={queryClient} currency={currency}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>,
    );
    return { markup, state: dehydrate(queryClient), status: context.statusCode };
  } finally {
    answerRequestsWith(undefined);
    drawPagesIn(undefined);
  }
}

// read by scripts/prerender.mjs, which turns them into the links the server adds to each page's HTML
export { ROUTE_PRELOADS, STARTUP_TEXTS } from '../app/route-preloads';
