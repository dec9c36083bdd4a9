import type { Currency, DayPrice } from '@charterdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

export const DAY_PRICES_PATH = '/api/services/app/Flight/AuxiliaryServiceSearch';

/** Cheapest total per day, ±3 days around the departure (outbound) and the return (inbound). */
export async function fetchDayPrices(
  id: string,
  currency: Currency,
  signal?: AbortSignal,
): Promise<DayPrice[]> {
  const result = await apiClient.get<{ flightSearchResponses?: DayPrice[] } | null>(DAY_PRICES_PATH, {
    query: { Id: id, currency },
    // The strip is a helper around the results: without it the page still works.
    silent: true,
    signal,
  });
  return result?.flightSearchResponses ?? [];
}

export const dayPricesQueryOptions = (id: string, currency: Currency) =>
  queryOptions({
    queryKey: ['flights', 'days', id, currency] as const,
    queryFn: ({ signal }) => fetchDayPrices(id, currency, signal),
    staleTime: 5 * 60_000,
  });

export function useDayPrices(id: string | undefined, currency: Currency) {
  return useQuery({
    ...dayPricesQueryOptions(id ?? '', currency),
    enabled: Boolean(id),
    // Another currency keeps the old prices until the new ones arrive; another search never does.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === id ? previous : undefined),
  });
}
