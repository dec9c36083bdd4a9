import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot, PRERENDER_CURRENCY } from './app/app-root';
import { type AppRouter, createAppRouter } from './app/router';
import { appQueryClient } from './shared/api/query-client';
import { applyDocumentLanguage, initI18n } from './shared/i18n/i18n';
import { LOCALE_STORAGE_KEY, rememberLocale, resolveInitialLocale } from './shared/i18n/initial-locale';
import { STARTUP_NAMESPACES } from './shared/i18n/resources';
import { CURRENCY_STORAGE_KEY, resolveInitialCurrency } from './shared/lib/currency-preference';
import { readStorage, writeStorage } from './shared/lib/storage';

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
 * language, the currency it assumes, and no query parameter but the language (`?tab=` opens another
 * tab). Anything that differs for a signed-in visitor is read after hydration (useSyncExternalStore).
 */
function startsAsPrerendered(container: HTMLElement, locale: string, currency: string, search: string) {
  const params = [...new URLSearchParams(search).keys()];
  return (
    container.dataset.prerendered === locale &&
    currency === PRERENDER_CURRENCY &&
    params.every((key) => key === 'locale')
  );
}

/**
 * React's report of what it drew again in the browser instead of hydrating. The prerenderer leaves the
 * lazily loaded search forms to the browser on purpose (their Suspense fallback is what it draws), which
 * React reports as error 419: not a problem. Anything else is a real mismatch between the two renders.
 */
function reportHydrationProblem(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/\b419\b|Switched to client rendering/.test(message)) return;
  console.error('the prerendered page did not match the app; it was drawn again', error);
}

async function bootstrap(): Promise<void> {
  const { search, hostname } = window.location;

  const locale = resolveInitialLocale(search, readStorage(LOCALE_STORAGE_KEY));
  rememberLocale(locale);
  applyDocumentLanguage(locale);

  const currency = resolveInitialCurrency({ search, stored: readStorage(CURRENCY_STORAGE_KEY), hostname });
  if (currency.source === 'query') writeStorage(CURRENCY_STORAGE_KEY, currency.currency);

  const router = createAppRouter();
  // The frame's texts and the first page's chunk (with the page's own texts) load in parallel.
  await Promise.all([initI18n(locale, STARTUP_NAMESPACES), routerReady(router)]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // From the first render on screen the page answers clicks and typing (tests wait for it: e2e/support).
  const started = () => container.removeAttribute('data-prerendered');
  const app = (
    <AppRoot queryClient={appQueryClient()} currency={currency.currency} onStarted={started}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (startsAsPrerendered(container, locale, currency.currency, search)) {
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

void bootstrap();
