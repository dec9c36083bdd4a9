import { type Currency, defaultCurrency } from '@charterdesk/domain';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { i18n } from '../shared/i18n/i18n';
import { AppProviders } from './providers';
import { StartedSignalProvider } from './started-signal';

/**
 * The display currency the prerendered pages are drawn with (no stored choice, no `?currency=`, no
 * site-variant host): the app hydrates them only when it starts with the same.
 */
export const PRERENDER_CURRENCY: Currency = defaultCurrency('');

/**
 * The whole app around a router: the same tree in the browser (RouterProvider) and in the prerenderer
 * (StaticRouterProvider), so the browser can hydrate the prerendered markup instead of redrawing it.
 */
export function AppRoot({
  queryClient,
  currency,
  onStarted,
  children,
}: {
  queryClient: QueryClient;
  currency: Currency;
  onStarted?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient} initialCurrency={currency}>
        <StartedSignalProvider onStarted={onStarted}>{children}</StartedSignalProvider>
      </AppProviders>
    </StrictMode>
  );
}
