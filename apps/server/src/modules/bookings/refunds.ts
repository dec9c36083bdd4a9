import { askRefund } from '../payments/card-payments.js';
import type { PaymentGatewayError } from '../payments/payment-gateway.js';
import type { GatewayProvider } from '../payments/payments.provider.js';
import type { OrderRow } from './bookings.repository.js';
import { renderDuplicateRefundMail, renderLateRefundMail, renderRefundMail } from './order-admin.mail.js';
import type { OrderAdminRepository, RefundRow } from './order-admin.repository.js';

export interface RefundDriverDeps {
  repository: Pick<OrderAdminRepository, 'completeRefund' | 'failRefund'>;
  gateway: GatewayProvider;
  clock: () => Date;
  log: { warn(obj: object, msg: string): void };
}

/** How the bank answered an opened refund; `unavailable` leaves it pending (asked again with the same id). */
export type RefundDrive =
  | { status: 'succeeded' }
  | { status: 'declined'; reason: string }
  | { status: 'unavailable'; error: PaymentGatewayError };

/** An outbox row to the order's contact, due now. */
export function outboxMail(
  order: OrderRow,
  kind: string,
  content: { subject: string; text: string; html: string },
  now: Date,
) {
  return {
    tenantId: order.tenantId,
    orderId: order.id,
    kind,
    to: order.contactEmail,
    ...content,
    status: 'pending' as const,
    nextAttemptAt: now,
    creationTime: now,
  };
}

/**
 * Drives an opened (pending) refund to its end, shared by staff refunds and the automatic refund of a late
 * payment: asks the bank by the refund's id (the payments module's askRefund, idempotent at the bank, so a
 * retry never pays twice) and records the answer on the order. It never drains the outbox (the callers own
 * that) and only throws what is not the bank's answer.
 */
export function createRefundDriver(deps: RefundDriverDeps) {
  const { repository: repo, clock } = deps;
  return async function driveRefund(
    order: OrderRow,
    refund: RefundRow,
    gatewaySessionId: string,
    actor: string,
  ): Promise<RefundDrive> {
    const outcome = await askRefund(deps, order.tenantId, refund, gatewaySessionId);
    if (outcome.status === 'unavailable') return outcome;
    if (outcome.status === 'declined') {
      await repo.failRefund({ refundId: refund.id, reason: outcome.reason, now: clock(), actor });
      return outcome;
    }
    await repo.completeRefund({
      refundId: refund.id,
      reference: outcome.reference,
      now: clock(),
      actor,
      // decided on the locked order: an Expired order's refund is a late payment's (whoever completes it),
      // whose customer never had a booking, so the usual "booking cancelled" text would be wrong
      mail: (locked, full, payment) =>
        payment?.status === 'duplicate'
          ? outboxMail(
              locked,
              'duplicateRefund',
              renderDuplicateRefundMail(locked, refund.amount, refund.currency),
              clock(),
            )
          : locked.state === 'Expired'
            ? outboxMail(
                locked,
                'lateRefund',
                renderLateRefundMail(locked, refund.amount, refund.currency),
                clock(),
              )
            : outboxMail(
                locked,
                'refund',
                renderRefundMail(locked, refund.amount, refund.currency, full),
                clock(),
              ),
    });
    return { status: 'succeeded' };
  };
}
export type RefundDriver = ReturnType<typeof createRefundDriver>;
