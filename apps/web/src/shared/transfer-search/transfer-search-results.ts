import type { Culture, Currency, TransferSearchResult } from '@charterdesk/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { isApiError } from '../api/api-error';

export const TRANSFER_SEARCH_RESULTS_PATH = '/api/services/app/Transfer/GetTransferSearchResults';

/**
 * A search that can no longer be read (409 expired, like flights; 404 unknown id; 400 an id that is none, as in
 * a link cut short): search again.
 */
export function isTransferSearchGone(error: unknown): boolean {
  if (!isApiError(error) || error.kind !== 'server') return false;
  if (error.key && /search_(expired|not_found)$/.test(error.key)) return true;
  if (error.status === 400)
    return error.validationErrors.some((v) => v.members?.some((m) => m.toLowerCase() === 'id'));
  return error.status === 409 || error.status === 404;
}

// Names come in the request culture and prices in the chosen currency: both are in the key.
export const transferSearchResultsQueryOptions = (id: string, currency: Currency, culture: Culture) =>
  queryOptions({
    queryKey: ['transfers', 'search', id, currency, culture] as const,
    queryFn: ({ signal }) =>
      apiClient.get<TransferSearchResult>(TRANSFER_SEARCH_RESULTS_PATH, {
        query: { Id: id, Currency: currency },
        silent: true,
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: (count, error) => !isTransferSearchGone(error) && count < 1,
  });

export function useTransferSearchResults(id: string | undefined, currency: Currency, culture: Culture) {
  return useQuery({
    ...transferSearchResultsQueryOptions(id ?? '', currency, culture),
    enabled: Boolean(id),
    // A new currency or language keeps the old list on screen (dimmed) until the new one arrives.
    placeholderData: (previous) => (previous?.id === id ? keepPreviousData(previous) : undefined),
  });
}
