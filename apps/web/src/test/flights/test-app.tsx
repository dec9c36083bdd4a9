import type { Currency } from '@charterdesk/domain';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../../shared/api/query-client';
import { i18n } from '../../shared/i18n/i18n';
import { CurrencyProvider } from '../../shared/lib/currency-context';

// jsdom has no layout: Mantine's Combobox scrolls the highlighted option into view.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => undefined;
}

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export interface ApiAnswer {
  status?: number;
  result?: unknown;
  error?: {
    code?: number;
    key?: string;
    message: string;
    details?: string | null;
    validationErrors?: unknown;
  };
}

export type ApiHandler = (call: ApiCall) => ApiAnswer | Promise<ApiAnswer>;

/**
 * Stubs fetch with an ABP-envelope API: handlers by the last path segment (e.g. 'SaveFlightSearch'),
 * case-insensitive; anything else answers 404. Every call is recorded.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const calls: ApiCall[] = [];
  const byName = new Map(Object.entries(handlers).map(([name, handler]) => [name.toLowerCase(), handler]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    const handler = byName.get(url.pathname.split('/').pop()?.toLowerCase() ?? '');
    const answer: ApiAnswer = handler
      ? await handler(call)
      : { status: 404, error: { message: 'Not found' } };
    const error = answer.error
      ? { code: 0, key: null, details: null, validationErrors: null, ...answer.error }
      : null;
    return new Response(
      JSON.stringify({
        result: answer.result ?? null,
        targetUrl: null,
        success: !error,
        error,
        unAuthorizedRequest: false,
        __abp: true,
      }),
      { status: answer.status ?? (error ? 400 : 200), headers: { 'Content-Type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (name: string) =>
    calls.filter((c) => c.path.toLowerCase().endsWith(`/${name.toLowerCase()}`));
  return { calls, callsTo, fetchMock };
}

export function Providers({ children, currency = 'EUR' }: { children: ReactNode; currency?: Currency }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MantineProvider>
          <CurrencyProvider initialCurrency={currency}>
            <ModalsProvider>{children}</ModalsProvider>
          </CurrencyProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Renders routes in a memory router inside the app's providers; answers the router. */
export function renderRoutes(routes: RouteObject[], path: string, options: { currency?: Currency } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers currency={options.currency}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

/** The current URL of a memory router: pathname + search. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
