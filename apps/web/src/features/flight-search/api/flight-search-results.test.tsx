import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, reviveApiError } from '../../../shared/api/api-error';
import { mockApi } from '../../../test/flights/test-app';
import {
  flightSearchResultsQueryOptions,
  isSearchGone,
  useFlightSearchResults,
} from './flight-search-results';

/**
 * The browser's query cache as main.tsx fills it from a page the server drew: the server's failed answer for
 * the search, through JSON, revived.
 */
async function cacheDrawnWith(error: ApiError): Promise<QueryClient> {
  const server = new QueryClient();
  await server.prefetchQuery({
    ...flightSearchResultsQueryOptions('old', 'EUR', 'en'),
    queryFn: () => Promise.reject(error),
    retry: false,
  });
  const state = JSON.parse(JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true })));
  for (const query of state.queries) query.state.error = reviveApiError(query.state.error);
  const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  hydrate(browser, state);
  return browser;
}

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

afterEach(() => vi.unstubAllGlobals());

describe('useFlightSearchResults', () => {
  it('keeps a search the server found gone as gone, without asking again, so the page hydrates as drawn', async () => {
    const api = mockApi({ GetFlightSearchResults: () => ({ result: { id: 'old' } }) });
    const client = await cacheDrawnWith(
      new ApiError({ kind: 'server', status: 409, key: 'flights.search_expired', message: 'Search expired' }),
    );
    const { result } = renderHook(() => useFlightSearchResults('old', 'EUR', 'en'), {
      wrapper: wrapperOf(client),
    });
    expect(result.current.status).toBe('error');
    expect(isSearchGone(result.current.error)).toBe(true);
    expect(result.current.error?.message).toBe('Search expired');
    // mounted without starting a request (one on mount would show as fetching from the first render)
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.callsTo('GetFlightSearchResults')).toHaveLength(0);
  });

  it('asks again for a search that failed otherwise', async () => {
    const api = mockApi({ GetFlightSearchResults: () => ({ result: { id: 'old' } }) });
    const client = await cacheDrawnWith(new ApiError({ kind: 'network', message: 'offline' }));
    renderHook(() => useFlightSearchResults('old', 'EUR', 'en'), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(api.callsTo('GetFlightSearchResults')).toHaveLength(1));
  });
});
