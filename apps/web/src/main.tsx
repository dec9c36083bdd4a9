import { pageQuery } from '@charterdesk/domain';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot, PRERENDER_CURRENCY } from './app/app-root';
import { type AppRouter, createAppRouter, isBackOfficePath } from './app/router';
import { getStoredAuthToken } from './shared/api/api-client';
import { reviveApiError } from './shared/api/api-error';
import { rememberDrawnAnswers } from './shared/api/drawn-queries';
import { appQueryClient } from './shared/api/query-client';
import { applyDocumentLanguage, initI18n } from './shared/i18n/i18n';
import { LOCALE_STORAGE_KEY, rememberLocale, resolveInitialLocale } from './shared/i18n/initial-locale';
import { STARTUP_NAMESPACES } from './shared/i18n/resources';
import { rememberCookieConsent } from './shared/lib/cookie-consent';
import {
  CURRENCY_STORAGE_KEY,
  rememberCurrency,
  resolveInitialCurrency,
} from './shared/lib/currency-preference';
import { nextTask } from './shared/lib/next-task';
import { readStorage } from './shared/lib/storage';

/** Resolves once the router has loaded the first page's code, so the first paint is the real page. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

/**
 * Whether the app starts as the prerendered page in #root was drawn (apps/web/src/prerender): same
 * language, the same currency (the server names it: the visitor's cookie, else the host's), and the same
 * query (on the build's home page, none but the language: `?tab=` opens another tab). Anything that differs for a signed-in visitor is read after hydration (useSyncExternalStore).
 */
function startsAsPrerendered(container: HTMLElement, locale: string, currency: string, search: string) {
  // a page the server drew at request time names the query it was drawn for; the build's, none but `locale`
  // (tracking parameters aside in both: pages are drawn without them)
  const drawnFor = container.dataset.search;
  const query = pageQuery(search);
  const sameQuery =
    drawnFor === undefined
      ? [...new URLSearchParams(query).keys()].every((key) => key === 'locale')
      : drawnFor === query;
  return (
    container.dataset.prerendered === locale &&
    currency === (container.dataset.currency ?? PRERENDER_CURRENCY) &&
    sameQuery
  );
}

/**
 * React's report of what it drew again in the browser instead of hydrating. The server leaves some lazily
 * loaded parts to the browser on purpose (the home page's Transfers tab; their Suspense fallback is what it
 * draws), which React reports as error 419: not a problem. Anything else is a real mismatch between the two renders.
 */
function reportHydrationProblem(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/\b419\b|Switched to client rendering/.test(message)) return;
  console.error('the prerendered page did not match the app; it was drawn again', error);
}

/**
 * The data a server-drawn page was drawn from (apps/server/src/kernel/app-renderer.ts), put into the query
 * cache before the route loaders run: they find it there, so the app draws the same page without asking
 * again. It counts as fetched now, as the page itself was (the server may have drawn it a little earlier).
 */
function restoreServerData(): void {
  const script = document.getElementById('app-state');
  if (!script?.textContent) return;
  try {
    const state = JSON.parse(script.textContent) as DehydratedState;
    const now = Date.now();
    for (const query of state.queries) {
      query.state.dataUpdatedAt = now;
      // the failures the server drew (a search that is gone) come as JSON: the page tells them by their class
      if (query.state.status === 'error') query.state.error = reviveApiError(query.state.error) as Error;
    }
    hydrate(appQueryClient(), state);
    rememberDrawnAnswers(state);
  } catch (error) {
    console.warn('the page data sent with the page could not be read', error);
  }
}

async function bootstrap(): Promise<void> {
  const { search, hostname } = window.location;

  const locale = resolveInitialLocale(search, readStorage(LOCALE_STORAGE_KEY));
  rememberLocale(locale);
  applyDocumentLanguage(locale);

  rememberCookieConsent();
  const currency = resolveInitialCurrency({ search, stored: readStorage(CURRENCY_STORAGE_KEY), hostname });
  // an earlier choice also goes into the cookie, for the server's HTML of the next pages
  if (currency.source !== 'host') rememberCurrency(currency.currency);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  restoreServerData();
  // The server draws the back office's sign-in for a visitor without a staff session: it cannot see a token
  // stored in this browser. With one, that page and its data are not this visitor's: the app asks who is
  // signed in and draws the page itself (most often it moves on to the back office).
  const staffPageOfAnotherSession = isBackOfficePath(window.location.pathname) && !!getStoredAuthToken();
  if (staffPageOfAnotherSession) appQueryClient().removeQueries({ queryKey: ['admin'] });
  const textsReady = initI18n(locale, STARTUP_NAMESPACES);
  // The router starts the first page's loaders (its chunk, texts and data) in a task of its own: together
  // with the module evaluation and the above, it was one task of about 220 ms on Lighthouse's phone.
  await nextTask();
  const router = createAppRouter();
  // The frame's texts and the first page's chunk (with the page's own texts) load in parallel.
  await Promise.all([textsReady, routerReady(router)]);

  // From the first render on screen the page answers clicks and typing (tests wait for it: e2e/support).
  const started = () => container.removeAttribute('data-prerendered');
  const app = (
    <AppRoot queryClient={appQueryClient()} currency={currency.currency} onStarted={started}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (!staffPageOfAnotherSession && startsAsPrerendered(container, locale, currency.currency, search)) {
    // The markup is already on screen: React attaches to it instead of drawing the page again, in a
    // transition so that it hydrates in slices that let the browser answer meanwhile.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationProblem });
    });
    return;
  }
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task that
  // blocks a phone's main thread (Lighthouse's total blocking time) until the whole page is built.
  startTransition(() => root.render(app));
}

// in a task after the one that evaluated the app's modules
void nextTask().then(bootstrap);
