import { PaymentGatewayError } from '../payments/payment-gateway.js';
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
 * payment: asks the bank by the refund's id (idempotent there, so a retry never pays twice) and records the
 * answer. It never drains the outbox (the callers own that) and only throws what is not the bank's answer.
 */
export function createRefundDriver(deps: RefundDriverDeps) {
  const { repository: repo, clock } = deps;
  return async function driveRefund(
    order: OrderRow,
    refund: RefundRow,
    gatewaySessionId: string,
    actor: string,
  ): Promise<RefundDrive> {
    const gateway = await deps.gateway(order.tenantId);
    let outcome: Awaited<ReturnType<typeof gateway.refund>>;
    try {
      outcome = await gateway.refund({
        refundRef: refund.id,
        gatewaySessionId,
        amount: refund.amount,
        currency: refund.currency,
      });
    } catch (err) {
      if (!(err instanceof PaymentGatewayError)) throw err;
      // unknown outcome: the refund stays pending; staff's Refund asks the bank again with the same id
      deps.log.warn({ err, refundId: refund.id }, 'refund not confirmed by the bank');
      return { status: 'unavailable', error: err };
    }
    if (outcome.status === 'declined') {
      const reason = outcome.reason || 'declined';
      await repo.failRefund({ refundId: refund.id, reason, now: clock(), actor });
      return { status: 'declined', reason };
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
