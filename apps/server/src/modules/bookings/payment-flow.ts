import { randomUUID } from 'node:crypto';
import {
  type AddOrderResult,
  DEFAULT_SCHEDULE_REFUND_HOURS,
  generateTicketNumber,
  ORDER_STATES,
  type OrderDetail,
  scheduleRefundAllowed,
} from '@charterdesk/domain';
import {
  confirmBankReturn,
  PaymentStartFailed,
  sessionOutcome,
  startCardPayment,
} from '../payments/card-payments.js';
import type { PaymentOutcome } from '../payments/payment-gateway.js';
import { paymentOfSession } from '../payments/payment-ledger.js';
import { confirmationMail } from './bookings.confirmation.js';
import type { BookingsServiceDeps, CallContext } from './bookings.deps.js';
import { bookingErrors } from './bookings.errors.js';
import { AIRLINE_TICKET_PREFIXES, DEFAULT_TICKET_PREFIX } from './bookings.money.js';
import {
  FLIGHT_CANCELLED_ACTOR,
  isUniqueViolation,
  type OrderRow,
  type PaymentRow,
} from './bookings.repository.js';
import { agencyOf } from './mail-outbox.js';
import { accessibleOrder, detail, failedUrl, ticketUrl, transferOfferOf } from './order-reads.js';
import { scheduleChangesOf } from './schedule-notices.js';

const GATEWAY = 'sandbox';
/** who refunds a payment approved after the hold expired (order events, refund actions) */
const LATE_PAYMENT_ACTOR = 'system:late-payment';
/** who refunds a second approved payment of an order already paid */
const DUPLICATE_PAYMENT_ACTOR = 'system:duplicate-payment';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// What an order does when its money moves: the payment started for it, the bank's return and capture once,
// failures and retries, refunds of captures no order keeps, hold expiry. Each takes the service's dependencies
// first; the bank conversations and the money records are the payments module's.

/** The bank conversations (the payments module's), with what they need of this service's dependencies. */
const cardsOf = (deps: BookingsServiceDeps) => ({
  db: deps.db,
  gateway: deps.gateway,
  publicUrl: deps.publicUrl,
  clock: deps.clock,
  log: deps.log,
});

/**
 * One card payment for the order and what it also pays (a transfer bought with the flights); `companions` when
 * the caller knows them (none for an order it has just placed alone), else they are read.
 */
export async function startPayment(
  deps: BookingsServiceDeps,
  order: OrderRow,
  companions?: OrderRow[],
): Promise<PaymentRow> {
  // what staff cancelled meanwhile is not charged again
  const payable = (companions ?? (await deps.repository.companionsOf(order.id))).filter((c) =>
    ['WaitingForPayment', 'PaymentFailed'].includes(c.state),
  );
  try {
    return await startCardPayment(cardsOf(deps), {
      orderId: order.id,
      tenantId: order.tenantId,
      amount: order.totalAmount + payable.reduce((sum, c) => sum + c.totalAmount, 0),
      currency: order.currency,
      description: `CharterDesk ${[order, ...payable].map((o) => o.pnr).join(' + ')}`,
      language: order.culture,
    });
  } catch (err) {
    if (err instanceof PaymentStartFailed) throw bookingErrors.paymentUnavailable();
    throw err;
  }
}

/** AddOrder's answer: the order, its page's token and the card form of its payment. */
export const answer = (order: OrderRow, payment: PaymentRow): AddOrderResult => ({
  orderId: order.id,
  pGuid: order.accessToken,
  response: {
    cardAction: payment.cardAction,
    expiresAt: payment.sessionExpiresAt.toISOString(),
    amount: payment.amount,
    currency: payment.currency,
  },
});

/**
 * The order of a reused Idempotency-Key, answered again only for the same request: the same key with
 * another body (compared by the hash of the normalized input) is a client bug, refused with 422 as
 * Stripe does, rather than a success for an order that was never asked for.
 */
export async function replayIfSame(
  deps: BookingsServiceDeps,
  order: OrderRow,
  requestHash: string,
): Promise<AddOrderResult> {
  if (order.idempotencyHash !== null && order.idempotencyHash !== requestHash)
    throw bookingErrors.idempotencyKeyReused();
  return replay(deps, order);
}

/** The answer of an order already created with this key: its pending payment (waiting for the first request). */
async function replay(deps: BookingsServiceDeps, order: OrderRow): Promise<AddOrderResult> {
  for (let i = 0; i < 100; i++) {
    const payment = await deps.repository.latestPayment(order.id);
    if (payment) return answer(order, payment);
    await sleep(50);
  }
  return answer(order, await startPayment(deps, order));
}

/**
 * A captured payment that no order keeps: approved after the order's hold expired (the order stays Expired,
 * its seats are gone), or a second approval of an order already paid. The whole amount goes back at once
 * through the same refund path as staff refunds, with an e-mail in the order's language. An unreachable
 * bank leaves the refund pending (the settlement sweep drives it again); a declined one waits for staff
 * (Order/RetryRefund). Nothing here throws: the buyer's answer does not depend on the bank's.
 */
async function refundCapture(
  deps: BookingsServiceDeps,
  order: OrderRow,
  payment: PaymentRow,
  why: 'late' | 'duplicate',
): Promise<void> {
  const context = { orderId: order.id, paymentId: payment.id, why };
  try {
    const start = await deps.refunds.start({
      tenantId: order.tenantId,
      orderId: order.id,
      paymentId: payment.id,
      amount: null,
      note:
        why === 'late'
          ? 'payment approved after the hold expired'
          : 'second payment of an order already paid',
      actorUserId: null,
      allowed: why === 'late' ? ['Expired'] : ORDER_STATES,
      id: randomUUID(),
      now: deps.clock(),
    });
    if (start.kind !== 'created' && start.kind !== 'pending') {
      deps.log.warn({ ...context, outcome: start.kind }, 'captured payment not refunded automatically');
      return;
    }
    const result = await deps.refunds.drive(
      order,
      start.refund,
      start.payment.gatewaySessionId,
      why === 'late' ? LATE_PAYMENT_ACTOR : DUPLICATE_PAYMENT_ACTOR,
    );
    if (result.status === 'succeeded') {
      await deps.outbox.drain().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
    } else {
      deps.log.warn(
        { ...context, refundId: start.refund.id, outcome: result.status },
        result.status === 'declined'
          ? 'automatic refund declined by the bank; staff retry it with Order/RetryRefund'
          : 'automatic refund left pending; the settlement sweep asks the bank again',
      );
    }
  } catch (err) {
    deps.log.error({ ...context, err }, 'automatic refund failed; the settlement sweep retries it');
  }
}

/**
 * Applies the bank's verified outcome of one payment, from the buyer's return or from the settlement sweep
 * (a buyer who never came back): capture once and confirm, refund a late or second capture, or record the
 * failure. Answers where to send the buyer.
 */
async function settle(
  deps: BookingsServiceDeps,
  order: OrderRow,
  payment: PaymentRow,
  outcome: PaymentOutcome,
  actor: string,
): Promise<string> {
  const now = deps.clock();
  const matches =
    outcome.paymentRef === payment.id &&
    outcome.gatewaySessionId === payment.gatewaySessionId &&
    outcome.amount === payment.amount &&
    outcome.currency === payment.currency;
  if (outcome.status === 'approved' && matches) {
    const agency = await agencyOf(deps, order.tenantId);
    // an account this booking opened gets its set-password link in the confirmation
    const setPasswordUrl = await deps.accounts?.setPasswordUrl(order.customerUserId).catch((err) => {
      deps.log.warn({ err, orderId: order.id }, 'set-password link not made');
      return undefined;
    });
    // the itinerary as it is now (a schedule change may have corrected it since the buyer left for the bank)
    const latest = (await deps.repository.findOrder(order.id)) ?? order;
    // flights re-timed while the order waited for payment (and not back to the booked time)
    const moved = new Map<number, { booked: string; now: string | null; flight: string }>();
    for (const c of scheduleChangesOf(await deps.repository.events(order.id)))
      moved.set(c.position, {
        booked: moved.get(c.position)?.booked ?? c.oldDepartureLocal,
        now: c.newDepartureLocal,
        flight: c.flight,
      });
    const retimedFlights = [...moved.values()].filter((m) => m.now !== m.booked).map((m) => m.flight);
    // a transfer bought in the same checkout is confirmed with the flights and told in the same e-mail
    const companions = await deps.repository.companionsOf(order.id);
    // the receipt offers a transfer at the destination as the paid booking's page will (none when bought)
    const transferOffer = await transferOfferOf(deps, { ...latest, state: 'Paid' }, companions);
    const capture = deps.repository.captureApproved({
      paymentId: payment.id,
      orderId: order.id,
      reference: outcome.reference,
      time: now,
      actor,
      confirm:
        order.kind === 'transfer'
          ? { event: 'reservationConfirmed', actor: 'system:reservation' }
          : { event: 'ticketsIssued', actor: 'system:ticketing' },
      issue: (passengers, segments) =>
        passengers.flatMap((p) =>
          segments.map((s) => ({
            passengerId: p.id,
            segmentPosition: s.position,
            number: generateTicketNumber(AIRLINE_TICKET_PREFIXES[s.airlineCode] ?? DEFAULT_TICKET_PREFIX),
          })),
        ),
      mail: (issued, passengers) => ({
        tenantId: order.tenantId,
        orderId: order.id,
        to: order.contactEmail,
        ...confirmationMail({ ...order, itinerary: latest.itinerary }, { issued, passengers }, agency, {
          setPasswordUrl,
          publicUrl: deps.publicUrl,
          retimedFlights,
          transferOffer,
          transfers: companions.map((c) => ({ ...c, url: `${deps.publicUrl}${ticketUrl(c)}` })),
        }),
        status: 'pending',
        nextAttemptAt: now,
        creationTime: now,
      }),
    });
    let result: Awaited<typeof capture>;
    try {
      result = await capture;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // cannot happen under the order's lock; should it, the payment stays pending and the settlement
      // sweep asks the bank again once its session is over (then it is a duplicate and refunded)
      deps.log.error({ paymentId: payment.id, orderId: order.id }, 'second approved payment left pending');
      return ticketUrl(order);
    }
    if (result === 'late') {
      // only the return that captured the payment gets here ('repeated' otherwise): one refund per payment
      await refundCapture(deps, order, payment, 'late');
      return failedUrl(order, 'order_expired');
    }
    if (result === 'duplicate') {
      // the order is paid by another payment: this one goes back in full, the buyer sees their booking
      await refundCapture(deps, order, payment, 'duplicate');
      return ticketUrl(order);
    }
    if (result === 'captured') {
      await deps.accounts?.rememberPassengers(order.customerUserId, order.id).catch((err) => {
        deps.log.warn({ err, orderId: order.id }, 'passengers not saved to the account');
      });
    }
    await deps.outbox.drain().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
    const current = (await deps.repository.findOrder(order.id))!;
    if (current.state === 'Confirmed' || current.state === 'Paid') return ticketUrl(order);
    // a reload of a late payment's return: the same answer as the first time (its refund is not repeated)
    if (current.state === 'Expired') return failedUrl(order, 'order_expired');
    return failedUrl(order, 'unknown');
  }
  const reason = matches ? outcome.reason || outcome.status : 'amount_mismatch';
  await deps.repository.recordFailure({
    paymentId: payment.id,
    orderId: order.id,
    status: outcome.status === 'failed' || !matches ? 'failed' : 'declined',
    reason,
    time: now,
    actor,
  });
  const latest = (await deps.repository.findOrder(order.id))!;
  if (latest.state === 'Confirmed') return ticketUrl(order);
  return failedUrl(order, reason);
}

/**
 * Refunds in full the transfers whose linked flight was cancelled (asked for in the cancellation's
 * transaction); run after that commit and by the settlement sweep. Answers how many it refunded.
 */
export async function refundCancelledTransfers(deps: BookingsServiceDeps): Promise<number> {
  let done = 0;
  for (const order of await deps.repository.transfersToRefundForCancelledFlights()) {
    const start = await deps.refunds.start({
      tenantId: order.tenantId,
      orderId: order.id,
      amount: null,
      note: 'flight cancelled: the linked transfer is refunded in full',
      actorUserId: null,
      allowed: ['WaitingForCancel'],
      id: randomUUID(),
      now: deps.clock(),
    });
    if (start.kind !== 'created' && start.kind !== 'pending') continue;
    const result = await deps.refunds.drive(
      order,
      start.refund,
      start.payment.gatewaySessionId,
      FLIGHT_CANCELLED_ACTOR,
    );
    if (result.status === 'succeeded') done++;
    else deps.log.warn({ orderId: order.id, outcome: result.status }, 'linked transfer refund not completed');
  }
  if (done > 0) await deps.outbox.drain().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
  return done;
}

/** The bank sent the buyer back: verify, confirm server-to-server, capture once; answers where to redirect. */
export async function handleReturn(
  deps: BookingsServiceDeps,
  params: Record<string, string>,
): Promise<string> {
  const payment = await paymentOfSession(deps.db, GATEWAY, params.sessionId ?? '');
  if (!payment) throw bookingErrors.orderNotFound(params.sessionId ?? '');
  const order = (await deps.repository.findOrder(payment.orderId))!;
  const read = await confirmBankReturn(cardsOf(deps), order.tenantId, payment, params);
  if (read.kind === 'refused') return failedUrl(order, 'unknown');
  return settle(deps, order, payment, read.outcome, read.actor);
}

/** Booking/RetryPayment: a new card payment for an unpaid order whose hold still runs (a failed one is retried). */
export async function retryPayment(
  deps: BookingsServiceDeps,
  orderId: string,
  token: string | null | undefined,
  ctx: CallContext,
): Promise<AddOrderResult> {
  const own = await accessibleOrder(deps, orderId, token, ctx.userId);
  // a transfer bought with the flights is paid again through their order (one payment for both)
  const order = (own.paidWithOrderId && (await deps.repository.findOrder(own.paidWithOrderId))) || own;
  if (!['WaitingForPayment', 'PaymentFailed'].includes(order.state) || order.holdExpiresAt <= deps.clock())
    throw bookingErrors.orderNotPayable();
  if (order.state === 'PaymentFailed')
    await deps.repository.retry(
      order.id,
      deps.clock(),
      ctx.userId === null ? 'customer' : `user:${ctx.userId}`,
    );
  return answer(order, await startPayment(deps, order));
}

/**
 * The traveller cancels a booking whose flight was cancelled or re-timed by more than the allowed hours
 * (a button on the ticket page, linked from the change's e-mail): the whole amount goes back through the
 * gateway and the order becomes Refunded. Answers the order as it is afterwards.
 */
export async function requestScheduleRefund(
  deps: BookingsServiceDeps,
  orderId: string,
  token: string | null | undefined,
  ctx: CallContext,
): Promise<OrderDetail> {
  const order = await accessibleOrder(deps, orderId, token, ctx.userId);
  const hours = deps.scheduleRefundHours ?? DEFAULT_SCHEDULE_REFUND_HOURS;
  const allowed = scheduleRefundAllowed(scheduleChangesOf(await deps.repository.events(order.id)), hours);
  if (!allowed || !['Confirmed', 'WaitingForCancel'].includes(order.state))
    throw bookingErrors.scheduleRefundNotAllowed(hours);
  const start = await deps.refunds.start({
    tenantId: order.tenantId,
    orderId: order.id,
    amount: null,
    note: 'schedule change: full refund requested by the traveller',
    actorUserId: null,
    allowed: ['Confirmed', 'WaitingForCancel'],
    id: randomUUID(),
    now: deps.clock(),
  });
  if (start.kind === 'created' || start.kind === 'pending') {
    const result = await deps.refunds.drive(order, start.refund, start.payment.gatewaySessionId, 'customer');
    if (result.status === 'succeeded')
      await deps.outbox.drain().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
    else
      deps.log.warn(
        { orderId: order.id, outcome: result.status },
        'schedule refund not completed; staff finish it',
      );
  } else if (start.kind !== 'nothingLeft') throw bookingErrors.scheduleRefundNotAllowed(hours);
  return detail(deps, (await deps.repository.findOrder(order.id))!, ctx.culture);
}

/**
 * Every captured payment ends in a confirmed order or a refund (run by each instance's timer, safe on
 * several at once): asks the bank how sessions the buyer never came back from ended and settles them as
 * a return would, then refunds captures no order keeps whose refund was never finished (a crash between
 * capture and refund, a bank that was unreachable). Answers how many payments it settled or refunded.
 */
export async function settlePayments(deps: BookingsServiceDeps, now: Date = deps.clock()): Promise<number> {
  const before = new Date(now.getTime() - (deps.settleGraceMs ?? 5 * 60_000));
  let done = 0;
  // a session ends 5 minutes before the seats' hold: asked at once, an approval still confirms the order
  for (const { payment, order } of await deps.settlement.abandonedPayments(now, 50)) {
    try {
      const ended = await sessionOutcome(cardsOf(deps), order.tenantId, payment);
      if (!ended) continue;
      await settle(deps, order, payment, ended.outcome, ended.actor);
      done++;
    } catch (err) {
      deps.log.warn({ err, paymentId: payment.id }, 'payment outcome not known yet; the sweep asks again');
    }
  }
  for (const { payment, order } of await deps.settlement.capturesToRefund(before, 50)) {
    await refundCapture(deps, order, payment, payment.status === 'duplicate' ? 'duplicate' : 'late');
    done++;
  }
  done += await refundCancelledTransfers(deps);
  return done;
}

/** Expires unpaid orders past their hold and gives their seats back (a transfer has none); answers how many. */
export async function expireHolds(deps: BookingsServiceDeps, now: Date = deps.clock()): Promise<number> {
  let expired = 0;
  for (const id of await deps.repository.expiredHolds(now))
    if (await deps.repository.expire(id, now)) expired++;
  return expired;
}
