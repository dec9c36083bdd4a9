import type { GetAllOrdersInput, OrderEvent, OrderState } from '@charterdesk/domain';
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { likePattern } from '../../kernel/sorting.js';
import { releaseSeats } from '../flights/seat-holds.js';
import * as outbox from '../notifications/outbox.js';
import * as ledger from '../payments/payment-ledger.js';
import { formatMinor } from './bookings.money.js';
import { type OrderRow, type PaymentRow, type Tx, transition } from './bookings.repository.js';
import { orderEvents, orderPassengers, orderSegments, orders, tickets } from './bookings.tables.js';

export type { RefundRow } from '../payments/payment-ledger.js';

type RefundRow = ledger.RefundRow;
type MailRow = outbox.NewMail;

const tenantIs = (tenantId: number | null) => ownedBy(orders.tenantId, tenantId);

/** Local departure of the first flight, or a transfer's pick-up ("YYYY-MM-DDTHH:mm"), from the stored order. */
const departureLocal = sql<
  string | null
>`coalesce(${orders.itinerary} -> 0 ->> 'departureLocal', ${orders.transfer} ->> 'pickupLocal')`;

const ORDER_SORTS: Record<string, SQL> = {
  creationtime: sql`${orders.creationTime}`,
  pnr: sql`${orders.pnr}`,
  state: sql`${orders.state}`,
  departure: departureLocal,
  totalamount: sql`${orders.totalAmount}`,
  contactsurname: sql`${orders.contactSurname}`,
};

/** ABP Sorting ("pnr desc") onto whitelisted expressions; newest first when nothing valid is asked. */
function orderBy(sorting: string | undefined): SQL[] {
  const parts = (sorting ?? '')
    .split(',')
    .map((p) => p.trim().split(/\s+/))
    .filter(([column]) => column && ORDER_SORTS[column.toLowerCase()]);
  const chosen = parts.map(([column, dir]) => {
    const expr = ORDER_SORTS[column!.toLowerCase()]!;
    return dir?.toLowerCase() === 'desc' ? desc(expr) : asc(expr);
  });
  // the id breaks ties so paging never repeats or skips a row
  return [...(chosen.length ? chosen : [desc(orders.creationTime)]), asc(orders.id)];
}

const dayStart = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
const nextDay = (isoDay: string) => new Date(dayStart(isoDay).getTime() + 86_400_000);

/** Outcome of opening a refund under the order's lock. */
export type RefundStart =
  | { kind: 'notFound' }
  | { kind: 'wrongState'; state: OrderState }
  | { kind: 'noPayment' }
  | { kind: 'nothingLeft' }
  | { kind: 'tooLarge'; max: number; currency: string }
  /** an earlier refund is still open (in flight, or interrupted): it is driven to its end first */
  | { kind: 'pending'; refund: RefundRow; payment: PaymentRow }
  | { kind: 'created'; refund: RefundRow; payment: PaymentRow }
  /** the declined refund was already retried (and that retry has ended): its retry is the answer */
  | { kind: 'retried'; refund: RefundRow; payment: PaymentRow };

/** The back-office queries and state changes of orders; every read and write is scoped to one tenant. */
export function createOrderAdminRepository(db: Db) {
  /** The order's approved payment: its own, or the one of the order it was bought with (one checkout). */
  async function approvedPayment(tx: Tx | Db, orderId: string): Promise<PaymentRow | undefined> {
    const [order] = await tx
      .select({ paidWith: orders.paidWithOrderId })
      .from(orders)
      .where(eq(orders.id, orderId));
    return ledger.approvedPaymentOf(tx, order?.paidWith ?? orderId);
  }

  /**
   * What of a payment is still the order's to refund. A payment of one checkout pays several orders (the
   * flights and a transfer): each gets back at most its own total. A late or second capture goes back whole.
   */
  async function refundableOf(tx: Tx | Db, order: OrderRow, payment: PaymentRow): Promise<number> {
    const left = payment.amount - (await ledger.refundedOf(tx, payment.id));
    if (order.state === 'Expired' || payment.status === 'duplicate') return left;
    return Math.min(left, order.totalAmount - (await ledger.refundedOf(tx, payment.id, order.id)));
  }

  /** Seats of the order's flights that have not departed yet go back on sale. */
  async function releaseFutureSeats(tx: Tx, orderId: string, now: Date) {
    const segments = await tx.select().from(orderSegments).where(eq(orderSegments.orderId, orderId));
    await releaseSeats(tx, segments, { departingAfter: now });
  }

  async function lockOrder(tx: Tx, tenantId: number | null, orderId: string) {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), tenantIs(tenantId)))
      .for('update');
    return order;
  }

  return {
    async list(
      tenantId: number | null,
      f: GetAllOrdersInput,
    ): Promise<{ totalCount: number; items: (OrderRow & { passengerCount: number })[] }> {
      const conditions: SQL[] = [tenantIs(tenantId)];
      if (f.keyword) {
        const like = likePattern(f.keyword);
        conditions.push(
          or(
            ilike(orders.pnr, like),
            sql`${orders.id}::text ilike ${like}`,
            ilike(orders.contactSurname, like),
            ilike(orders.contactEmail, like),
            sql`exists (select 1 from "order_passengers" p where p."order_id" = "orders"."id" and p."surname" ilike ${like})`,
          )!,
        );
      }
      if (f.state) conditions.push(eq(orders.state, f.state));
      if (f.kind) conditions.push(eq(orders.kind, f.kind));
      if (f.creationFrom) conditions.push(gte(orders.creationTime, dayStart(f.creationFrom)));
      if (f.creationTo) conditions.push(lt(orders.creationTime, nextDay(f.creationTo)));
      if (f.departureFrom) conditions.push(sql`substr(${departureLocal}, 1, 10) >= ${f.departureFrom}`);
      if (f.departureTo) conditions.push(sql`substr(${departureLocal}, 1, 10) <= ${f.departureTo}`);
      const where = and(...conditions);
      // the total rides along with the page (one round trip instead of two); only a page past the end
      // has no row to carry it and needs its own count
      const items = await db
        .select({
          order: orders,
          passengerCount: sql<number>`(select count(*)::int from "order_passengers" p where p."order_id" = "orders"."id")`,
          totalCount: sql<number>`count(*) over ()`,
        })
        .from(orders)
        .where(where)
        .orderBy(...orderBy(f.sorting))
        .offset(f.skipCount)
        .limit(f.maxResultCount);
      const totalCount =
        items.length > 0
          ? Number(items[0]!.totalCount)
          : f.skipCount === 0
            ? 0
            : ((await db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0);
      return {
        totalCount,
        items: items.map((r) => ({ ...r.order, passengerCount: Number(r.passengerCount) })),
      };
    },

    async find(tenantId: number | null, id: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), tenantIs(tenantId)));
      return row;
    },

    /** Everything the detail page shows besides the order row itself. */
    async details(orderId: string) {
      const [passengers, ticketRows, paymentRows, refundRows, events, mails] = await Promise.all([
        db
          .select()
          .from(orderPassengers)
          .where(eq(orderPassengers.orderId, orderId))
          .orderBy(asc(orderPassengers.position)),
        db.select().from(tickets).where(eq(tickets.orderId, orderId)),
        // a transfer bought with the flights shows the one payment that paid both
        ledger.paymentsOf(
          db,
          sql`coalesce((select ${orders.paidWithOrderId} from ${orders} where ${orders.id} = ${orderId}), ${orderId}::uuid)`,
          'oldest',
        ),
        ledger.refundsOf(db, orderId),
        db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id)),
        outbox.mailsOfOrder(db, orderId),
      ]);
      return { passengers, tickets: ticketRows, payments: paymentRows, refunds: refundRows, events, mails };
    },

    /**
     * The order's captured amount (its share of a payment that paid several orders) and what is already
     * refunded of it (0/0 without one).
     */
    async refundBalance(orderId: string): Promise<{ captured: number; refunded: number }> {
      const payment = await approvedPayment(db, orderId);
      if (!payment) return { captured: 0, refunded: 0 };
      // an order alone on its payment owns all of it and all of its refunds: the same figures either way
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      return { captured: order!.totalAmount, refunded: await ledger.refundedOf(db, payment.id, orderId) };
    },

    /**
     * Opens a refund under the order's row lock: checks the state and the amount left on the approved
     * payment and records a pending refund, so two clicks can never both pay out. An open refund is
     * answered instead of a new one (the caller completes it; the bank is idempotent by its id).
     */
    async startRefund(a: {
      tenantId: number | null;
      orderId: string;
      amount: number | null | undefined;
      note: string;
      actorUserId: number | null;
      allowed: readonly OrderState[];
      id: string;
      now: Date;
      /** refund this captured payment (a duplicate one, say) instead of the order's approved payment */
      paymentId?: string;
      /** the declined refund this one retries: a second retry of it answers the first */
      retryOf?: string;
    }): Promise<RefundStart> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, a.tenantId, a.orderId);
        if (!order) return { kind: 'notFound' };
        if (a.retryOf) {
          const earlier = await ledger.retryOfRefund(tx, a.retryOf);
          const paid = earlier && (await ledger.paymentById(tx, earlier.paymentId));
          if (earlier && paid)
            return {
              kind: earlier.status === 'pending' ? 'pending' : 'retried',
              refund: earlier,
              payment: paid,
            };
        }
        const payment = a.paymentId
          ? await ledger.capturedPayment(tx, order.id, a.paymentId)
          : await approvedPayment(tx, order.id);
        const open = await ledger.openRefundOf(tx, order.id, a.paymentId);
        // money already on its way back is completed whatever the state: a late payment's refund left open
        // when the bank could not be reached sits on an Expired order, which staff may not refund otherwise
        if (open) {
          // driven with the session of the payment it refunds (a duplicate payment's, say)
          const own = await ledger.paymentById(tx, open.paymentId);
          if (own) return { kind: 'pending', refund: open, payment: own };
        }
        if (!a.allowed.includes(order.state)) return { kind: 'wrongState', state: order.state };
        if (!payment) return { kind: 'noPayment' };
        const remaining = await refundableOf(tx, order, payment);
        if (remaining <= 0) return { kind: 'nothingLeft' };
        const amount = a.amount ?? remaining;
        if (amount > remaining) return { kind: 'tooLarge', max: remaining, currency: payment.currency };
        const refund = await ledger.openRefund(tx, {
          id: a.id,
          orderId: order.id,
          tenantId: order.tenantId,
          paymentId: payment.id,
          amount,
          currency: payment.currency,
          status: 'pending',
          note: a.note,
          retryOf: a.retryOf ?? null,
          actorUserId: a.actorUserId,
          creationTime: a.now,
        });
        return { kind: 'created', refund, payment };
      });
    },

    /**
     * Closes a refund the bank paid (pending → succeeded, once). When nothing is left on the payment the
     * order becomes Refunded and the seats of flights not yet flown go back on sale; a partial refund keeps
     * the order's state and is recorded as an event. The customer's e-mail is queued in the same transaction.
     */
    async completeRefund(a: {
      refundId: string;
      reference: string;
      now: Date;
      actor: string;
      mail: (order: OrderRow, full: boolean, payment: PaymentRow | undefined) => MailRow;
    }): Promise<'done' | 'repeated'> {
      return db.transaction(async (tx) => {
        const refund = await ledger.refundById(tx, a.refundId);
        if (!refund) return 'repeated';
        const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
        const done = await ledger.closeRefund(tx, a.refundId, a.reference, a.now);
        if (!done || !order) return 'repeated';
        const payment = await ledger.paymentById(tx, refund.paymentId);
        // all of the payment back, or all of this order's share of a payment that paid several orders
        const full =
          (await ledger.refundedOf(tx, refund.paymentId)) >= (payment?.amount ?? 0) ||
          (await ledger.refundedOf(tx, refund.paymentId, order.id)) >= order.totalAmount;
        const duplicate = payment?.status === 'duplicate';
        const from =
          full && !duplicate
            ? await transition(tx, order.id, 'refunded', a.actor, a.now, refund.note ?? undefined)
            : undefined;
        if (from) await releaseFutureSeats(tx, order.id, a.now);
        else if (duplicate) {
          // a second charge of an order paid once: the order keeps its state, the event says what went back
          await tx.insert(orderEvents).values({
            orderId: order.id,
            fromState: order.state,
            toState: order.state,
            event: 'duplicateRefund',
            actor: a.actor,
            note: `${formatMinor(refund.amount, refund.currency)} ${refund.currency}${refund.note ? `: ${refund.note}` : ''}`,
            time: a.now,
          });
        } else if (order.state === 'Expired') {
          // a payment approved after the hold expired: the order had no seats and stays Expired (there is no
          // Expired → Refunded transition); the event says how much went back
          await tx.insert(orderEvents).values({
            orderId: order.id,
            fromState: order.state,
            toState: order.state,
            event: 'lateRefund',
            actor: a.actor,
            note: `${formatMinor(refund.amount, refund.currency)} ${refund.currency}${refund.note ? `: ${refund.note}` : ''}`,
            time: a.now,
          });
        } else {
          await tx.insert(orderEvents).values({
            orderId: order.id,
            fromState: order.state,
            toState: order.state,
            event: full ? 'refunded' : 'partialRefund',
            actor: a.actor,
            note: refund.note,
            time: a.now,
          });
        }
        await outbox.enqueueMail(tx, a.mail(order, full, payment));
        return 'done';
      });
    },

    /** A refund the bank declined: pending → failed with its reason, and an event on the order. */
    async failRefund(a: { refundId: string; reason: string; now: Date; actor: string }): Promise<void> {
      await db.transaction(async (tx) => {
        const refund = await ledger.failRefund(tx, a.refundId, a.reason, a.now);
        if (!refund) return;
        const [order] = await tx
          .select({ state: orders.state })
          .from(orders)
          .where(eq(orders.id, refund.orderId));
        await tx.insert(orderEvents).values({
          orderId: refund.orderId,
          fromState: order?.state ?? null,
          toState: order?.state ?? 'Confirmed',
          event: 'refundFailed',
          actor: a.actor,
          note: `${a.reason}${refund.note ? `: ${refund.note}` : ''}`,
          time: a.now,
        });
      });
    },

    findRefund: (id: string): Promise<RefundRow | undefined> => ledger.refundById(db, id),

    /**
     * A staff state change (cancel, cancellation request handled) under the order's lock; optionally gives
     * the seats of flights not yet flown back and queues an e-mail. Refused while a refund is open.
     */
    async changeState(a: {
      tenantId: number | null;
      orderId: string;
      /** the staff action, as the domain's transition table names it */
      event: Extract<OrderEvent, 'cancelled' | 'cancelHandled'>;
      actor: string;
      note: string;
      now: Date;
      releaseSeats: boolean;
      mail?: (order: OrderRow) => MailRow;
    }): Promise<{ ok: true } | { ok: false; state?: OrderState; refundPending?: boolean }> {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, a.tenantId, a.orderId);
        if (!order) return { ok: false };
        // money on its way back must land before the order changes under it (Refund completes it first)
        const open = await ledger.openRefundOf(tx, order.id);
        if (open) return { ok: false, state: order.state, refundPending: true };
        const from = await transition(tx, order.id, a.event, a.actor, a.now, a.note);
        if (!from) return { ok: false, state: order.state };
        if (a.releaseSeats) await releaseFutureSeats(tx, order.id, a.now);
        if (a.mail) await outbox.enqueueMail(tx, a.mail(order));
        return { ok: true };
      });
    },

    async enqueueMail(row: MailRow) {
      await outbox.enqueueMail(db, row);
    },
  };
}
export type OrderAdminRepository = ReturnType<typeof createOrderAdminRepository>;
