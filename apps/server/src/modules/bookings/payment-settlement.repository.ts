import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as ledger from '../payments/payment-ledger.js';
import type { OrderRow, PaymentRow } from './bookings.repository.js';
import { orders } from './bookings.tables.js';

/**
 * The settlement sweep's reads: payments whose outcome we never learned, and captures no order keeps (the
 * payments module's records), each with its order. Every write they lead to is guarded where it happens
 * (conditional updates under the order's lock, refunds idempotent at the bank by their id), so several
 * instances may sweep at once.
 */
export function createPaymentSettlementRepository(db: Db) {
  async function withOrders(rows: PaymentRow[]): Promise<{ payment: PaymentRow; order: OrderRow }[]> {
    if (rows.length === 0) return [];
    const found = await db
      .select()
      .from(orders)
      .where(inArray(orders.id, [...new Set(rows.map((p) => p.orderId))]));
    const byId = new Map(found.map((o) => [o.id, o]));
    return rows.flatMap((payment) => {
      const order = byId.get(payment.orderId);
      return order ? [{ payment, order }] : [];
    });
  }

  return {
    /** Pending payments whose bank session ended before `before`: the buyer never came back to us. */
    async abandonedPayments(before: Date, limit: number) {
      return withOrders(await ledger.abandonedPayments(db, before, limit));
    },

    /**
     * Captures no order keeps (a duplicate payment, or an approval of an Expired order), owed back since
     * before `before`, that have no refund which succeeded or was declined (a declined one waits for staff).
     * A refund still pending is among them: it is driven again.
     */
    async capturesToRefund(before: Date, limit: number) {
      return withOrders(await ledger.capturesToRefund(db, before, limit));
    },
  };
}
export type PaymentSettlementRepository = ReturnType<typeof createPaymentSettlementRepository>;
