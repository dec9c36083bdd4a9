import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { type AppRouter, createAppRouter } from './app/router';
import { appQueryClient } from './shared/api/query-client';
import { applyDocumentLanguage, i18n, initI18n } from './shared/i18n/i18n';
import { LOCALE_STORAGE_KEY, resolveInitialLocale } from './shared/i18n/initial-locale';
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

async function bootstrap(): Promise<void> {
  const { search, hostname } = window.location;

  const locale = resolveInitialLocale(search, readStorage(LOCALE_STORAGE_KEY));
  writeStorage(LOCALE_STORAGE_KEY, locale);
  applyDocumentLanguage(locale);

  const currency = resolveInitialCurrency({ search, stored: readStorage(CURRENCY_STORAGE_KEY), hostname });
  if (currency.source === 'query') writeStorage(CURRENCY_STORAGE_KEY, currency.currency);

  const router = createAppRouter();
  // The frame's texts and the first page's chunk (with the page's own texts) load in parallel.
  await Promise.all([initI18n(locale, STARTUP_NAMESPACES), routerReady(router)]);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={appQueryClient()} initialCurrency={currency.currency}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
