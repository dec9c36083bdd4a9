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
import { readStorage, writeStorage } from '../../../shared/lib/storage';

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

const IDEMPOTENCY_KEY = 'cd.booking.idempotency';

function fingerprint(body: unknown): string {
  const text = JSON.stringify(body);
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (Math.imul(31, h) + text.charCodeAt(i)) | 0;
  return String(h);
}

/**
 * One Idempotency-Key per submission attempt, kept in sessionStorage until the order is created: a
 * repeated submit of the same body (double click, reload, lost answer) reuses it; a changed body gets a new one.
 */
export function idempotencyKeyFor(body: unknown): string {
  const print = fingerprint(body);
  try {
    const stored = JSON.parse(readStorage(IDEMPOTENCY_KEY, 'session') ?? 'null') as {
      key: string;
      print: string;
    } | null;
    if (stored && stored.print === print && stored.key) return stored.key;
  } catch {
    // A broken entry is replaced below.
  }
  const key = crypto.randomUUID();
  writeStorage(IDEMPOTENCY_KEY, JSON.stringify({ key, print }), 'session');
  return key;
}

export function clearIdempotencyKey(): void {
  writeStorage(IDEMPOTENCY_KEY, 'null', 'session');
}

export async function addOrder(body: AddOrderInput): Promise<AddOrderResult> {
  const result = await apiClient.post<AddOrderResult>(`${BASE}/Booking/AddOrder`, body, {
    silent: true,
    headers: { 'Idempotency-Key': idempotencyKeyFor(body) },
  });
  clearIdempotencyKey();
  return result;
}

export function retryPayment(orderId: string, token: string) {
  return apiClient.post<AddOrderResult>(`${BASE}/Booking/RetryPayment`, { orderId, token }, { silent: true });
}

export function resendTicket(orderId: string, token: string) {
  return apiClient.post<boolean>(`${BASE}/Booking/ResendTicket`, { orderId, token }, { silent: true });
}

export function getOrderByPnr(pnr: string, surname: string) {
  return apiClient.post<OrderDetail>(`${BASE}/Booking/GetOrderByPnr`, { pnr, surname }, { silent: true });
}

export const orderQueryOptions = (id: string, token: string | null, culture: Culture) =>
  queryOptions({
    queryKey: ['bookings', 'order', id, token, culture] as const,
    queryFn: ({ signal }) =>
      apiClient.get<OrderDetail>(`${BASE}/Booking/GetOrder`, {
        query: { Id: id, Token: token },
        silent: true,
        signal,
      }),
    retry: false,
  });

export function useOrder(id: string | undefined, token: string | null, culture: Culture) {
  return useQuery({ ...orderQueryOptions(id ?? '', token, culture), enabled: Boolean(id) });
}
