import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { PaymentGatewayError, type PaymentOutcome } from './payment-gateway.js';
import { type PaymentRow, type RefundRow, recordPayment } from './payment-ledger.js';
import type { GatewayProvider } from './payments.provider.js';

/**
 * The payments module's conversations with the bank, as exported functions with explicit dependencies: start
 * a card payment, read a verified return, ask how an abandoned session ended, ask for a refund. They record the
 * payment rows they make (payment-ledger.ts); what an order does with the outcome is the bookings module's.
 */

export interface CardPaymentDeps {
  db: Db;
  /** the bank of a site variant (its merchant settings) */
  gateway: GatewayProvider;
  /** where the bank sends the buyer back */
  publicUrl: string;
  clock: () => Date;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** The bank would not open a session: nothing was recorded and nothing charged. */
export class PaymentStartFailed extends Error {
  constructor(cause: unknown) {
    super('payment start failed', { cause });
  }
}

/**
 * Opens a 3-D Secure session at the site variant's bank for `amount` and records the pending payment; throws
 * PaymentStartFailed when the bank is unreachable or refuses.
 */
export async function startCardPayment(
  deps: CardPaymentDeps,
  p: {
    orderId: string;
    tenantId: number | null;
    amount: number;
    currency: string;
    description: string;
    language: string;
  },
): Promise<PaymentRow> {
  const gateway = await deps.gateway(p.tenantId);
  const id = randomUUID();
  let started: Awaited<ReturnType<typeof gateway.start>>;
  try {
    started = await gateway.start({
      paymentRef: id,
      amount: p.amount,
      currency: p.currency,
      description: p.description,
      returnUrl: `${deps.publicUrl}/payments/${gateway.name}/return`,
      language: p.language,
    });
  } catch (err) {
    deps.log.error({ err, orderId: p.orderId }, 'payment start failed');
    throw new PaymentStartFailed(err);
  }
  const row: PaymentRow = {
    id,
    orderId: p.orderId,
    tenantId: p.tenantId,
    gateway: gateway.name,
    gatewaySessionId: started.gatewaySessionId,
    cardAction: started.cardAction,
    sessionExpiresAt: new Date(started.expiresAt),
    amount: p.amount,
    currency: p.currency,
    status: 'pending',
    reason: null,
    reference: null,
    creationTime: deps.clock(),
    completionTime: null,
    refundDueAt: null,
  };
  await recordPayment(deps.db, row);
  return row;
}

/** What the bank confirms of a return: its outcome, or nothing known (the return was refused). */
export type ReturnReading = { kind: 'refused' } | { kind: 'outcome'; outcome: PaymentOutcome; actor: string };

/**
 * Confirms the buyer's return from the bank (the payment of its session, found with paymentOfSession) with the
 * site variant's bank, server to server: the outcome it confirms, or 'refused' when it does not.
 */
export async function confirmBankReturn(
  deps: { gateway: GatewayProvider; log: Pick<CardPaymentDeps['log'], 'warn'> },
  tenantId: number | null,
  payment: PaymentRow,
  params: Record<string, string>,
): Promise<ReturnReading> {
  const gateway = await deps.gateway(tenantId);
  try {
    return { kind: 'outcome', outcome: await gateway.complete(params), actor: `gateway:${gateway.name}` };
  } catch (err) {
    deps.log.warn({ err, paymentId: payment.id }, 'payment return refused');
    return { kind: 'refused' };
  }
}

/**
 * How a session the buyer never came back from ended, asked of the bank (the settlement sweep); undefined
 * while the bank does not know yet.
 */
export async function sessionOutcome(
  deps: Pick<CardPaymentDeps, 'gateway'>,
  tenantId: number | null,
  payment: PaymentRow,
): Promise<{ outcome: PaymentOutcome; actor: string } | undefined> {
  const gateway = await deps.gateway(tenantId);
  const outcome = await gateway.status(payment.gatewaySessionId);
  return outcome ? { outcome, actor: `gateway:${gateway.name}:sweep` } : undefined;
}

/** How the bank answered an opened refund; `unavailable` leaves it pending (asked again with the same id). */
export type RefundAnswer =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reason: string }
  | { status: 'unavailable'; error: PaymentGatewayError };

/**
 * Asks the bank to pay an opened refund back on the payment's session, by the refund's id (idempotent there,
 * so a retry never pays twice). Only throws what is not the bank's answer.
 */
export async function askRefund(
  deps: { gateway: GatewayProvider; log: Pick<CardPaymentDeps['log'], 'warn'> },
  tenantId: number | null,
  refund: RefundRow,
  gatewaySessionId: string,
): Promise<RefundAnswer> {
  const gateway = await deps.gateway(tenantId);
  try {
    const outcome = await gateway.refund({
      refundRef: refund.id,
      gatewaySessionId,
      amount: refund.amount,
      currency: refund.currency,
    });
    if (outcome.status === 'declined') return { status: 'declined', reason: outcome.reason || 'declined' };
    return { status: 'succeeded', reference: outcome.reference };
  } catch (err) {
    if (!(err instanceof PaymentGatewayError)) throw err;
    // unknown outcome: the refund stays pending; staff's Refund asks the bank again with the same id
    deps.log.warn({ err, refundId: refund.id }, 'refund not confirmed by the bank');
    return { status: 'unavailable', error: err };
  }
}
