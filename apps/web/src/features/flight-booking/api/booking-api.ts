import type {
  AddOrderInput,
  AddOrderResult,
  Culture,
  Currency,
  FlightSearchResult,
  OrderDetail,
  PriceBreakdown,
} from '@charterdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';
import { clearIdempotencyKey, idempotencyKeyFor } from '../../../shared/payment/orders-api';

// Order calls shared with transfers live in shared/payment; re-exported for this feature's pages.
export {
  orderQueryOptions,
  resendTicket,
  retryPayment,
  useOrder,
} from '../../../shared/payment/orders-api';

const BASE = '/api/services/app';

export const FLIGHT_SEARCH_RESULTS_PATH = `${BASE}/Flight/GetFlightSearchResults`;

export function isSearchExpired(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.key === 'flights.search_expired' ||
      error.key === 'flights.search_not_found' ||
      error.status === 404)
  );
}

/** The search the chosen offers belong to (prices in the chosen currency, names in the culture). */
export const searchResultsQueryOptions = (id: string, currency: Currency, culture: Culture) =>
  queryOptions({
    queryKey: ['flights', 'search', id, currency, culture] as const,
    queryFn: ({ signal }) =>
      apiClient.get<FlightSearchResult>(FLIGHT_SEARCH_RESULTS_PATH, {
        query: { Id: id, currency },
        silent: true,
        signal,
      }),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useSearchResults(id: string | undefined, currency: Currency, culture: Culture) {
  return useQuery({ ...searchResultsQueryOptions(id ?? '', currency, culture), enabled: Boolean(id) });
}

export interface ValidateCouponBody {
  searchId: string;
  outboundOfferId: string;
  inboundOfferId: string | null;
  couponCode: string;
  insurance: boolean;
  currency: Currency;
}

export function validateCoupon(body: ValidateCouponBody) {
  return apiClient.post<{ couponCode: string; price: PriceBreakdown }>(
    `${BASE}/Booking/ValidateCoupon`,
    body,
    {
      silent: true,
    },
  );
}

export async function addOrder(body: AddOrderInput): Promise<AddOrderResult> {
  const result = await apiClient.post<AddOrderResult>(`${BASE}/Booking/AddOrder`, body, {
    silent: true,
    headers: { 'Idempotency-Key': idempotencyKeyFor(body) },
  });
  clearIdempotencyKey();
  return result;
}

export function getOrderByPnr(pnr: string, surname: string) {
  return apiClient.post<OrderDetail>(`${BASE}/Booking/GetOrderByPnr`, { pnr, surname }, { silent: true });
}
