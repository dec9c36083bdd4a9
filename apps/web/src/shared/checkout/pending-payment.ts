import { readStorage, writeStorage } from '../lib/storage';
import type { PaymentSummaryItem } from '../payment/payment-form';

/**
 * An order created but not yet paid, kept for the session so a reload of the booking page returns to
 * the card step instead of creating a second order. Holds what the card step shows, never card data.
 */
export interface PendingPayment {
  orderId: string;
  pGuid: string;
  cardAction: string;
  expiresAt: string;
  total: number;
  currency: string;
  summary: PaymentSummaryItem[];
}

const pendingKey = (key: string) => `${key}.payment`;

export function readPendingPayment(key: string): PendingPayment | null {
  try {
    return JSON.parse(readStorage(pendingKey(key), 'session') ?? 'null') as PendingPayment | null;
  } catch {
    return null;
  }
}

/** null forgets it (back to the form). */
export function writePendingPayment(key: string, pending: PendingPayment | null): void {
  writeStorage(pendingKey(key), JSON.stringify(pending), 'session');
}

/** Whether the visitor reached the card step (the abandoned-checkout survey counts that as started). */
export function hasPendingPaymentEntry(key: string): boolean {
  return readStorage(pendingKey(key), 'session') !== null;
}
