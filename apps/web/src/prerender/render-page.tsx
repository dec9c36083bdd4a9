import type { Culture } from '@charterdesk/domain';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot, PRERENDER_CURRENCY } from '../app/app-root';
import { routes } from '../app/router';
import { i18n, initI18n } from '../shared/i18n/i18n';
import { STARTUP_NAMESPACES } from '../shared/i18n/resources';

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

// read by scripts/prerender.mjs, which turns them into the links the server adds to each page's HTML
export { ROUTE_PRELOADS, STARTUP_TEXTS } from '../app/route-preloads';
