import type { AddOrderResult, Culture, OrderDetail } from '@charterdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';
import { readStorage, writeStorage } from '../lib/storage';

/**
 * Order calls every kind of order shares (flight tickets and transfers): reading an order, paying it
 * again, re-sending its confirmation, and the Idempotency-Key of the submission that creates it.
 */
const BASE = '/api/services/app';

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

export function retryPayment(orderId: string, token: string) {
  return apiClient.post<AddOrderResult>(`${BASE}/Booking/RetryPayment`, { orderId, token }, { silent: true });
}

export function resendTicket(orderId: string, token: string | null) {
  return apiClient.post<boolean>(`${BASE}/Booking/ResendTicket`, { orderId, token }, { silent: true });
}

/** Cancels a booking with a full refund after its flight was cancelled or re-timed beyond the allowed hours. */
export function requestScheduleRefund(orderId: string, token: string | null) {
  return apiClient.post<OrderDetail>(
    `${BASE}/Booking/RequestScheduleRefund`,
    { orderId, token },
    { silent: true },
  );
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

/** Where an order's own page is: transfers and flight tickets have separate success pages. */
export function orderPagePath(order: Pick<OrderDetail, 'id' | 'kind'>, token: string | null): string {
  const base = order.kind === 'transfer' ? '/transferDetail' : '/ticketDetail';
  return `${base}/${order.id}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
}
