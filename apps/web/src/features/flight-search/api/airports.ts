import type { AirportList, Culture } from '@charterdesk/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { locationLabel } from '../lib/locations';

export const AIRPORTS_PATH = '/api/services/app/Flight/GetAirportsForAutoComplete';
export const AIRPORT_SUGGESTIONS = 8;

/** Places matching the text, cities first, named in the request culture; '' = popular destinations. */
export async function fetchAirports(query: string, signal?: AbortSignal): Promise<AirportList> {
  const list = await apiClient.get<AirportList | null>(AIRPORTS_PATH, {
    query: { Query: query, MaxResultCount: AIRPORT_SUGGESTIONS },
    // Suggestions are optional help: a failure shows inside the dropdown, not as a dialog.
    silent: true,
    signal,
  });
  return { totalCount: list?.totalCount ?? 0, result: list?.result ?? [] };
}

export const airportsQueryOptions = (query: string, culture: Culture) =>
  queryOptions({
    queryKey: ['flights', 'airports', culture, query.trim().toLowerCase()] as const,
    queryFn: ({ signal }) => fetchAirports(query.trim(), signal),
    staleTime: 10 * 60_000,
  });

export function useAirportSuggestions(query: string, culture: Culture, enabled: boolean) {
  return useQuery({ ...airportsQueryOptions(query, culture), enabled, placeholderData: keepPreviousData });
}

/**
 * The name of a place known only by its code (e.g. from a shared results URL): the autocomplete
 * answers the code itself among its suggestions.
 */
export function useLocationName(code: string | undefined, culture: Culture): string | undefined {
  const { data } = useQuery({ ...airportsQueryOptions(code ?? '', culture), enabled: Boolean(code) });
  const option = code ? data?.result.find((o) => o.code === code) : undefined;
  return option ? locationLabel(option) : undefined;
}
