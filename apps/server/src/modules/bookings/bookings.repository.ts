import { nextOrderState, type OrderEvent, type OrderState, statesAllowing } from '@charterdesk/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Db, isUniqueViolation, type Tx } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { releaseSeats, takeSeats } from '../flights/seat-holds.js';
import * as outbox from '../notifications/outbox.js';
import * as ledger from '../payments/payment-ledger.js';
import { orderEvents, orderPassengers, orderSegments, orders, tickets } from './bookings.tables.js';

export { SeatsGoneError } from '../flights/seat-holds.js';
export type OrderRow = typeof orders.$inferSelect;
/** who asks for the cancellation of a transfer whose linked flight was cancelled (order events) */
export const FLIGHT_CANCELLED_ACTOR = 'system:flight-cancelled';
export type PassengerRow = typeof orderPassengers.$inferSelect;
export type SegmentRow = typeof orderSegments.$inferSelect;
export type { PaymentRow } from '../payments/payment-ledger.js';
export type TicketRow = typeof tickets.$inferSelect;
export type { Tx };
export { isUniqueViolation };

/** Who a passenger is and the travel document they fly on: what the buyer enters and staff read back. */
export type PassengerIdentity = Pick<
  PassengerRow,
  | 'type'
  | 'gender'
  | 'name'
  | 'surname'
  | 'birthday'
  | 'nationality'
  | 'passportNumber'
  | 'passportSerial'
  | 'passportExpiry'
  | 'turkishId'
>;

/** The identity and document fields of a passenger, copied one by one so nothing else (ids, links) comes along. */
export function passengerIdentity(p: PassengerIdentity): PassengerIdentity {
  return {
    type: p.type,
    gender: p.gender,
    name: p.name,
    surname: p.surname,
    birthday: p.birthday,
    nationality: p.nationality,
    passportNumber: p.passportNumber,
    passportSerial: p.passportSerial,
    passportExpiry: p.passportExpiry,
    turkishId: p.turkishId,
  };
}

export interface NewOrder {
  order: typeof orders.$inferInsert;
  passengers: Omit<typeof orderPassengers.$inferInsert, 'orderId'>[];
  segments: Omit<typeof orderSegments.$inferInsert, 'orderId'>[];
  actor: string;
  /**
   * The buyer's account, opened inside the order's transaction once its seats are held (so a refused order
   * opens none); its id becomes the order's customer.
   */
  customerInTransaction?: (tx: Db) => Promise<number | null>;
  /** other modules' writes that belong to the order (the customer record), inside its transaction */
  alsoInTransaction?: (tx: Db, customerUserId: number | null) => Promise<void>;
  /** orders paid with this one's payment (a transfer bought in the flight's checkout), stored with it */
  companions?: (typeof orders.$inferInsert)[];
}

/** Host (null) or one tenant: its own rows only. */
const tenantIs = ownedBy;

/**
 * Moves an order by an event of the domain's transition table (`order-states.ts`) under its row lock: only from a
 * state the table allows the event in, to the state it names; records the event. Answers the state it left, or
 * undefined when the order is in no such state (someone else moved it first).
 */
export async function transition(
  tx: Tx,
  orderId: string,
  event: OrderEvent,
  actor: string,
  time: Date,
  note?: string,
): Promise<OrderState | undefined> {
  const [before] = await tx
    .select({ state: orders.state })
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.state, statesAllowing(event))))
    .for('update');
  const to = before && nextOrderState(before.state, event);
  if (!before || !to) return undefined;
  await tx.update(orders).set({ state: to, lastModificationTime: time }).where(eq(orders.id, orderId));
  await tx
    .insert(orderEvents)
    .values({ orderId, fromState: before.state, toState: to, event, actor, time, note });
  return before.state;
}

/** The orders paid with an order's payment, locked in id order (a transfer bought in the flight's checkout). */
async function companionIds(tx: Tx, orderId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paidWithOrderId, orderId))
    .orderBy(asc(orders.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** The only place that touches the booking tables (seats of flights go through flights/seat-holds in the same transaction). */
export function createBookingsRepository(db: Db) {
  return {
    /** Inserts the order, its passengers and segments (none for a transfer) and holds the seats, all or nothing. */
    async insertOrder(n: NewOrder): Promise<void> {
      await db.transaction(async (tx) => {
        await takeSeats(tx, n.segments);
        const customerUserId = n.customerInTransaction
          ? await n.customerInTransaction(tx)
          : (n.order.customerUserId ?? null);
        await tx.insert(orders).values({ ...n.order, customerUserId });
        // a transfer order has neither passengers nor seats
        if (n.passengers.length)
          await tx.insert(orderPassengers).values(n.passengers.map((p) => ({ ...p, orderId: n.order.id! })));
        if (n.segments.length)
          await tx.insert(orderSegments).values(n.segments.map((s) => ({ ...s, orderId: n.order.id! })));
        await tx.insert(orderEvents).values({
          orderId: n.order.id!,
          fromState: null,
          toState: n.order.state,
          event: 'created',
          actor: n.actor,
          time: n.order.creationTime!,
        });
        for (const c of n.companions ?? []) {
          await tx.insert(orders).values({ ...c, customerUserId });
          await tx.insert(orderEvents).values({
            orderId: c.id!,
            fromState: null,
            toState: c.state,
            event: 'created',
            actor: n.actor,
            time: c.creationTime!,
          });
        }
        await n.alsoInTransaction?.(tx, customerUserId);
      });
    },

    /** The orders this order's payment also pays (a transfer bought in the flight's checkout), oldest first. */
    async companionsOf(orderId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.paidWithOrderId, orderId))
        .orderBy(asc(orders.creationTime), asc(orders.id));
    },

    async findByIdempotencyKey(tenantId: number | null, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(tenantIs(orders.tenantId, tenantId), eq(orders.idempotencyKey, key)));
      return row;
    },

    async findOrder(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async findByPnr(tenantId: number | null, pnr: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(tenantIs(orders.tenantId, tenantId), eq(orders.pnr, pnr)));
      return row;
    },

    async pnrExists(pnr: string): Promise<boolean> {
      const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.pnr, pnr));
      return rows.length > 0;
    },

    async details(orderId: string) {
      const [passengers, segments, ticketRows, paymentRows] = await Promise.all([
        db
          .select()
          .from(orderPassengers)
          .where(eq(orderPassengers.orderId, orderId))
          .orderBy(asc(orderPassengers.position)),
        db
          .select()
          .from(orderSegments)
          .where(eq(orderSegments.orderId, orderId))
          .orderBy(asc(orderSegments.position)),
        db.select().from(tickets).where(eq(tickets.orderId, orderId)),
        ledger.paymentsOf(db, orderId, 'newest'),
      ]);
      return { passengers, segments, tickets: ticketRows, payments: paymentRows };
    },

    /** The airport transfers bought for a flight order (any state), oldest first. */
    async linkedTransfers(flightOrderId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.linkedOrderId, flightOrderId), eq(orders.kind, 'transfer')))
        .orderBy(asc(orders.creationTime));
    },

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

    /** E-mails of the order that went out: kind and time, for the traveller's timeline. */
    sentMails(orderId: string): Promise<{ kind: string; sentTime: Date | null }[]> {
      return outbox.sentMailsOf(db, orderId);
    },

    async events(orderId: string) {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
    },

    // ---- payments ----

    latestPayment: (orderId: string) => ledger.latestPaymentOf(db, orderId),

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

    // ---- hold expiry ----

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

    // ---- outbox (the notifications module's; sent by its outbox sender) ----

    async enqueueMail(row: outbox.NewMail) {
      await outbox.enqueueMail(db, row);
    },
  };
}
export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
