import type { OrderEvent } from '@charterdesk/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { releaseSeats } from '../flights/seat-holds.js';
import * as outbox from '../notifications/outbox.js';
import * as ledger from '../payments/payment-ledger.js';
import { orderEvents, orderPassengers, orderSegments, orders, tickets } from './bookings.tables.js';
import {
  companionIds,
  FLIGHT_CANCELLED_ACTOR,
  type OrderRow,
  type PassengerRow,
  type SegmentRow,
  transition,
} from './order-rows.js';

/**
 * What an order's money changes in the order tables: capture and confirmation, failures and retries, hold expiry;
 * the payment rows through the payments ledger in the same transaction.
 */
export function createPaymentFlowRepository(db: Db) {
  return {
    /**
     * Linked transfers whose flight was cancelled and that still wait for their refund (the cancellation's
     * transaction asked for it; a refund interrupted by a crash is picked up by the settlement sweep).
     */
    async transfersToRefundForCancelledFlights(limit = 50): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.kind, 'transfer'),
            eq(orders.state, 'WaitingForCancel'),
            sql`${orders.linkedOrderId} is not null`,
            sql`exists (select 1 from ${orderEvents} e where e.order_id = ${orders.id}
              and e.event = 'cancelRequested' and e.actor = ${FLIGHT_CANCELLED_ACTOR})`,
          ),
        )
        .limit(limit);
    },

    /**
     * Captures an approved payment once (pending → approved, conditional) and, in the same transaction, moves
     * the order to Paid, issues the tickets (a transfer has none), moves it to Confirmed with `confirm`'s event
     * and queues the confirmation. Answers 'repeated' when the payment was already completed.
     */
    async captureApproved(a: {
      paymentId: string;
      orderId: string;
      reference: string;
      time: Date;
      actor: string;
      /** how Paid becomes Confirmed: tickets issued (flights) or the reservation confirmed (transfers) */
      confirm: { event: Extract<OrderEvent, 'ticketsIssued' | 'reservationConfirmed'>; actor: string };
      issue: (
        passengers: PassengerRow[],
        segments: SegmentRow[],
      ) => { passengerId: number; segmentPosition: number; number: string }[];
      mail: (
        ticketRows: { passengerId: number; segmentPosition: number; number: string }[],
        passengers: PassengerRow[],
      ) => outbox.NewMail;
    }): Promise<'captured' | 'repeated' | 'late' | 'duplicate'> {
      return db.transaction(async (tx) => {
        // the order's lock orders two payments of one order finishing at once: the second sees the first
        const [locked] = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(eq(orders.id, a.orderId))
          .for('update');
        if (!locked) return 'repeated';
        const other = await ledger.otherApprovedPayment(tx, a.orderId, a.paymentId);
        if (other) {
          const dup = await ledger.completePayment(tx, a.paymentId, {
            status: 'duplicate',
            reference: a.reference,
            time: a.time,
            refundDue: true,
          });
          if (!dup) return 'repeated';
          const [order] = await tx
            .select({ state: orders.state })
            .from(orders)
            .where(eq(orders.id, a.orderId));
          await tx.insert(orderEvents).values({
            orderId: a.orderId,
            fromState: order!.state,
            toState: order!.state,
            event: 'duplicatePayment',
            actor: a.actor,
            time: a.time,
            note: `payment ${a.paymentId} approved after payment ${other.id}: to be refunded`,
          });
          return 'duplicate';
        }
        const done = await ledger.completePayment(tx, a.paymentId, {
          status: 'approved',
          reference: a.reference,
          time: a.time,
        });
        if (!done) return 'repeated';
        const from = await transition(tx, a.orderId, 'paymentApproved', a.actor, a.time);
        if (!from) {
          // the hold expired before the bank answered: money taken, no seats; the payment return refunds it
          // right after this commit (payment-flow), the settlement sweep if that never happened
          await ledger.markRefundDue(tx, a.paymentId, a.time);
          await tx.insert(orderEvents).values({
            orderId: a.orderId,
            fromState: null,
            toState: 'Expired',
            event: 'latePayment',
            actor: a.actor,
            time: a.time,
            note: `payment ${a.paymentId} approved after the hold expired: to be refunded`,
          });
          return 'late';
        }
        const passengers = await tx
          .select()
          .from(orderPassengers)
          .where(eq(orderPassengers.orderId, a.orderId));
        const segments = await tx.select().from(orderSegments).where(eq(orderSegments.orderId, a.orderId));
        const issued = a.issue(passengers, segments);
        if (issued.length)
          await tx
            .insert(tickets)
            .values(issued.map((t) => ({ ...t, orderId: a.orderId, issueTime: a.time })));
        await transition(tx, a.orderId, a.confirm.event, a.confirm.actor, a.time);
        // what the same payment also paid (a transfer bought with the flights) is confirmed with it
        for (const c of await companionIds(tx, a.orderId)) {
          if (await transition(tx, c, 'paymentApproved', a.actor, a.time))
            await transition(tx, c, 'reservationConfirmed', 'system:reservation', a.time);
        }
        await outbox.enqueueMail(
          tx,
          a.mail(
            issued,
            passengers.sort((x, y) => x.position - y.position),
          ),
        );
        return 'captured';
      });
    },

    /** pending → declined/failed once; the order goes to PaymentFailed (its seats stay held until expiry). */
    async recordFailure(a: {
      paymentId: string;
      orderId: string;
      status: 'declined' | 'failed';
      reason: string;
      time: Date;
      actor: string;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await ledger.completePayment(tx, a.paymentId, {
          status: a.status,
          reason: a.reason,
          time: a.time,
        });
        if (!done) return false;
        await transition(tx, a.orderId, 'paymentFailed', a.actor, a.time, a.reason);
        for (const c of await companionIds(tx, a.orderId))
          await transition(tx, c, 'paymentFailed', a.actor, a.time, a.reason);
        return true;
      });
    },

    async retry(orderId: string, time: Date, actor: string): Promise<void> {
      await db.transaction(async (tx) => {
        await transition(tx, orderId, 'paymentRetried', actor, time);
        for (const c of await companionIds(tx, orderId))
          await transition(tx, c, 'paymentRetried', actor, time);
      });
    },

    async expiredHolds(now: Date, limit = 100): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(inArray(orders.state, ['WaitingForPayment', 'PaymentFailed']), lte(orders.holdExpiresAt, now)),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Expires one order and gives its seats back, once (conditional on the state and the hold time). Orders
     * sharing one payment expire together, through the paying order, so a capture (which locks that order
     * first) never confirms one of them while the other is gone.
     */
    async expire(orderId: string, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ paidWith: orders.paidWithOrderId })
          .from(orders)
          .where(and(eq(orders.id, orderId), lte(orders.holdExpiresAt, now)));
        if (!order) return false;
        const lead = order.paidWith ?? orderId;
        const from = await transition(tx, lead, 'holdExpired', 'system:hold-expiry', now);
        if (!from) return false;
        const segments = await tx.select().from(orderSegments).where(eq(orderSegments.orderId, lead));
        await releaseSeats(tx, segments);
        for (const c of await companionIds(tx, lead))
          await transition(tx, c, 'holdExpired', 'system:hold-expiry', now);
        return true;
      });
    },
  };
}
