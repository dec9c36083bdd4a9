import type { Culture, PromotionFlight, PromotionList } from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Where a promotion card leads: a one-way search for one adult, which the results page re-creates. */
export function promotionSearchHref(p: Pick<PromotionFlight, 'origin' | 'destination' | 'departureDate'>) {
  const params = new URLSearchParams({
    from: p.origin.code,
    to: p.destination.code,
    depart: p.departureDate,
    trip: 'oneWay',
    adults: '1',
  });
  return `/flightSearch?${params.toString()}`;
}

export async function fetchPromotions(
  input: { currency: string; destination?: string; max?: number },
  signal?: AbortSignal,
): Promise<PromotionFlight[]> {
  const list = await apiClient.get<PromotionList>('/api/services/app/Flight/GetPromotions', {
    query: { currency: input.currency, Destination: input.destination, MaxResultCount: input.max ?? 8 },
    silent: true,
    signal,
  });
  return list?.items ?? [];
}

export const promotionsQueryOptions = (culture: Culture, currency: string, destination?: string, max = 8) =>
  queryOptions({
    queryKey: ['flights', 'promotions', culture, currency, destination ?? '', max] as const,
    queryFn: ({ signal }) =>
      fetchPromotions({ currency, ...(destination ? { destination } : {}), max }, signal),
    staleTime: 5 * 60_000,
  });
