import { and, asc, eq, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
// biome-ignore lint/style/noRestrictedImports: known boundary debt (#16 item 5), to go through that module's service
import { payments, refunds } from '../payments/payments.tables.js';
import type { OrderRow, PaymentRow } from './bookings.repository.js';
import { orders } from './bookings.tables.js';

/**
 * The settlement sweep's reads: payments whose outcome we never learned, and captures no order keeps. Every
 * write they lead to is guarded where it happens (conditional updates under the order's lock, refunds
 * idempotent at the bank by their id), so several instances may sweep at once.
 */
export function createPaymentSettlementRepository(db: Db) {
  return {
    /** Pending payments whose bank session ended before `before`: the buyer never came back to us. */
    async abandonedPayments(
      before: Date,
      limit: number,
    ): Promise<{ payment: PaymentRow; order: OrderRow }[]> {
      return db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.status, 'pending'), lt(payments.sessionExpiresAt, before)))
        .orderBy(asc(payments.sessionExpiresAt))
        .limit(limit);
    },

    /**
     * Captures completed before `before` that no order keeps and that have no refund which succeeded or was
     * declined (a declined one waits for staff): a duplicate payment, or an approval of an Expired order.
     * A refund still pending is among them: it is driven again.
     */
    async capturesToRefund(before: Date, limit: number): Promise<{ payment: PaymentRow; order: OrderRow }[]> {
      return db
        .select({ payment: payments, order: orders })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(
          and(
            lt(payments.completionTime, before),
            or(
              eq(payments.status, 'duplicate'),
              and(eq(payments.status, 'approved'), eq(orders.state, 'Expired')),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(refunds)
                .where(
                  and(eq(refunds.paymentId, payments.id), inArray(refunds.status, ['succeeded', 'failed'])),
                ),
            ),
          ),
        )
        .orderBy(asc(payments.completionTime))
        .limit(limit);
    },
  };
}
export type PaymentSettlementRepository = ReturnType<typeof createPaymentSettlementRepository>;
