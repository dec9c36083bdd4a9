// @mantine/core's styles are added to this module by the build, those of the components each chunk draws
// (build/mantine-styles.ts)
import '@mantine/notifications/styles.layer.css';
import './contrast.css';
import './focus.css';
import './reflow.css';
import './server-html.css';

import type { Currency } from '@charterdesk/domain';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CurrencyProvider } from '../shared/lib/currency-context';
import { OverlayHosts } from '../shared/ui/overlay-hosts';
import { theme } from './theme';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  initialCurrency: Currency;
  children: ReactNode;
}

/**
 * Everything a page needs around it. Light scheme only: no ColorSchemeScript, whose inline script the
 * CSP (`script-src 'self'`) would block.
 */
export function AppProviders({ i18n, queryClient, initialCurrency, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} forceColorScheme="light">
          <CurrencyProvider initialCurrency={initialCurrency}>
            <OverlayHosts />
            {children}
          </CurrencyProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
