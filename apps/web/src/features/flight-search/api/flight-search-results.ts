import type { Culture, Currency, FlightSearchResult } from '@charterdesk/domain';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';

export const FLIGHT_SEARCH_RESULTS_PATH = '/api/services/app/Flight/GetFlightSearchResults';

/** Error keys of a search that can no longer be read: run the same criteria again. */
export const SEARCH_GONE_KEYS = ['flights.search_expired', 'flights.search_not_found'] as const;

export function isSearchGone(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.key && (SEARCH_GONE_KEYS as readonly string[]).includes(error.key)) return true;
  return error.kind === 'server' && error.status === 404 && error.code !== null;
}

export function isSearchExpired(error: unknown): boolean {
  return isApiError(error) && error.key === 'flights.search_expired';
}

export async function fetchFlightSearchResults(
  id: string,
  currency: Currency,
  signal?: AbortSignal,
): Promise<FlightSearchResult> {
  return apiClient.get<FlightSearchResult>(FLIGHT_SEARCH_RESULTS_PATH, {
    query: { Id: id, currency },
    silent: true,
    signal,
  });
}

// Place names come in the request culture and prices in the chosen currency: both are in the key.
export const flightSearchResultsQueryOptions = (id: string, currency: Currency, culture: Culture) =>
  queryOptions({
    queryKey: ['flights', 'search', id, currency, culture] as const,
    queryFn: ({ signal }) => fetchFlightSearchResults(id, currency, signal),
    staleTime: 5 * 60_000,
  });

export function useFlightSearchResults(id: string | undefined, currency: Currency, culture: Culture) {
  const options = flightSearchResultsQueryOptions(id ?? '', currency, culture);
  // A search that is gone stays gone: its page (the server draws it so) is not asked for again as it opens.
  // Any other failure is.
  const gone = isSearchGone(useQueryClient().getQueryState(options.queryKey)?.error);
  return useQuery({
    ...options,
    enabled: Boolean(id),
    retryOnMount: !gone,
    // A new currency or language keeps the old list on screen (dimmed) until the new one arrives.
    placeholderData: (previous) => (previous?.id === id ? keepPreviousData(previous) : undefined),
  });
}
