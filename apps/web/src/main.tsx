import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { type AppRouter, createAppRouter } from './app/router';
import { appQueryClient } from './shared/api/query-client';
import { applyDocumentLanguage, i18n, initI18n } from './shared/i18n/i18n';
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
 * Clears #root's `data-prerendered` once the app's first render is on screen: from then on the page
 * answers to clicks and typing (tests and scripts wait for it; see e2e/support/browser.ts).
 */
function AppStarted({ container }: { container: HTMLElement }) {
  useLayoutEffect(() => container.removeAttribute('data-prerendered'), [container]);
  return null;
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
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task that
  // blocks a phone's main thread (Lighthouse's total blocking time) until the whole page is built.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={appQueryClient()} initialCurrency={currency.currency}>
          <RouterProvider router={router} />
          <AppStarted container={container} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void bootstrap();
