import { and, asc, desc, eq, inArray, lt, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { parsedJson, rowsOf } from '../../db/raw-rows.js';
import { ownedBy } from '../../db/tenancy.js';
import { payments, refunds } from './payments.tables.js';

/**
 * The payments module's records: card payments and their refunds, the only code that reads or writes those
 * tables. Every function takes the database or the caller's transaction, so the bookings module moves an order
 * and records its money in one transaction under the order's lock, as it did when it wrote these rows itself.
 */

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;
export type PaymentStatus = PaymentRow['status'];

/** Records a started card payment (pending until the bank answers). */
export async function recordPayment(db: Db, row: NewPayment): Promise<void> {
  await db.insert(payments).values(row);
}

/** The payment of a bank session, as the bank's return names it. */
export async function paymentOfSession(
  db: Db,
  gateway: string,
  sessionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewaySessionId, sessionId)));
  return row;
}

/** One payment by its id. */
export async function paymentById(db: Db, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The order's newest payment (the one its checkout page shows). */
export async function latestPaymentOf(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.creationTime))
    .limit(1);
  return row;
}

/** Every payment of the order, oldest or newest first. */
export async function paymentsOf(
  db: Db,
  orderId: string | SQL,
  order: 'oldest' | 'newest',
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(order === 'oldest' ? asc(payments.creationTime) : desc(payments.creationTime));
}

/** The order's approved payment, if any (there is at most one). */
export async function approvedPaymentOf(db: Db, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'approved')));
  return row;
}

/** Another approved payment of the order than `paymentId`: a second approval is then a duplicate. */
export async function otherApprovedPayment(
  db: Db,
  orderId: string,
  paymentId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'approved'), ne(payments.id, paymentId)));
  return row;
}

/** A payment of the order the bank captured: approved, or a duplicate approved after another one. */
export async function capturedPayment(
  db: Db,
  orderId: string,
  paymentId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.orderId, orderId),
        inArray(payments.status, ['approved', 'duplicate']),
      ),
    );
  return row;
}

/**
 * Records the bank's outcome of a pending payment, once: answers false when it was already completed (a
 * reload of the bank's return, the sweep and the buyer at once). A capture no order keeps (a duplicate, or
 * an approval after the order expired) is marked refund-due at `time`: the settlement sweep refunds what is
 * still due a few minutes later, so a crash between the capture and its refund loses no money.
 */
export async function completePayment(
  db: Db,
  paymentId: string,
  outcome: {
    status: Exclude<PaymentStatus, 'pending'>;
    reference?: string | null;
    reason?: string | null;
    time: Date;
    refundDue?: boolean;
  },
): Promise<boolean> {
  const done = await db
    .update(payments)
    .set({
      status: outcome.status,
      reference: outcome.reference ?? null,
      reason: outcome.reason ?? null,
      completionTime: outcome.time,
      ...(outcome.refundDue ? { refundDueAt: outcome.time } : {}),
    })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return done.length > 0;
}

/** An approved payment that no order keeps (its order expired first): to be refunded in full. */
export async function markRefundDue(db: Db, paymentId: string, time: Date): Promise<void> {
  await db.update(payments).set({ refundDueAt: time }).where(eq(payments.id, paymentId));
}

/** Pending payments whose bank session ended before `before`: the buyer never came back to us. */
export async function abandonedPayments(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'pending'), lt(payments.sessionExpiresAt, before)))
    .orderBy(asc(payments.sessionExpiresAt))
    .limit(limit);
}

/**
 * Captures due a refund since before `before` that have no refund which succeeded or was declined (a
 * declined one waits for staff). A refund still pending is among them: it is driven again.
 */
export async function capturesToRefund(db: Db, before: Date, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        lt(payments.refundDueAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(refunds)
            .where(and(eq(refunds.paymentId, payments.id), inArray(refunds.status, ['succeeded', 'failed']))),
        ),
      ),
    )
    .orderBy(asc(payments.refundDueAt))
    .limit(limit);
}

// ---- refunds ----

/** Money refunded of a payment (to one order of it, when given). */
export async function refundedOf(db: Db, paymentId: string, orderId?: string): Promise<number> {
  const [row] = await db
    .select({
      succeeded: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'succeeded'), 0)`,
    })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), orderId ? eq(refunds.orderId, orderId) : undefined));
  return Number(row?.succeeded ?? 0);
}

/** One refund by its id. */
export async function refundById(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** The retry of a declined refund, if staff retried it already. */
export async function retryOfRefund(db: Db, declinedId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.retryOf, declinedId));
  return row;
}

/** The order's refund still open (asked of the bank, no answer recorded), of one payment when given. */
export async function openRefundOf(
  db: Db,
  orderId: string,
  paymentId?: string,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.status, 'pending'),
        paymentId ? eq(refunds.paymentId, paymentId) : undefined,
      ),
    );
  return row;
}

/** Every refund of the order, oldest first. */
export async function refundsOf(db: Db, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.creationTime));
}

/** Records a refund about to be asked of the bank (pending). */
export async function openRefund(db: Db, row: NewRefund): Promise<RefundRow> {
  const [refund] = await db.insert(refunds).values(row).returning();
  return refund!;
}

/** pending → succeeded, once: the refund as it was, or undefined when it was already closed. */
export async function closeRefund(
  db: Db,
  id: string,
  reference: string,
  time: Date,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'succeeded', reference, completionTime: time })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

/** pending → failed with the bank's reason, once: the refund, or undefined when it was already closed. */
export async function failRefund(
  db: Db,
  id: string,
  reason: string,
  time: Date,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ status: 'failed', reason: reason.slice(0, 64), completionTime: time })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

// ---- figures ----

export interface AmountRow {
  currency: string;
  amount: number;
  count: number;
}

/**
 * The money of a site variant's day [start, end), in one statement: approved payments and succeeded refunds
 * per currency, and declined or failed payments per acquirer reason (the admin home's figures).
 */
export async function dayMoney(
  db: Db,
  tenantId: number | null,
  start: Date,
  end: Date,
): Promise<{ revenue: AmountRow[]; refunds: AmountRow[]; failed: { reason: string; count: number }[] }> {
  const paymentScope = ownedBy(payments.tenantId, tenantId);
  const refundScope = ownedBy(refunds.tenantId, tenantId);
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        (select coalesce(json_agg(r order by r.currency), '[]'::json) from (
          select ${payments.currency} as currency, sum(${payments.amount})::int as amount, count(*)::int as count
          from ${payments}
          where ${paymentScope} and ${payments.status} = 'approved'
            and ${payments.completionTime} >= ${start} and ${payments.completionTime} < ${end}
          group by ${payments.currency}) r) as revenue,
        (select coalesce(json_agg(r order by r.currency), '[]'::json) from (
          select ${refunds.currency} as currency, sum(${refunds.amount})::int as amount, count(*)::int as count
          from ${refunds}
          where ${refundScope} and ${refunds.status} = 'succeeded'
            and ${refunds.completionTime} >= ${start} and ${refunds.completionTime} < ${end}
          group by ${refunds.currency}) r) as refunds,
        (select coalesce(json_agg(r order by r.count desc, r.reason), '[]'::json) from (
          select coalesce(${payments.reason}, ${payments.status}) as reason, count(*)::int as count
          from ${payments}
          where ${paymentScope} and ${payments.status} in ('declined', 'failed')
            and ${payments.completionTime} >= ${start} and ${payments.completionTime} < ${end}
          group by 1) r) as failed`),
  );
  return {
    revenue: parsedJson(row?.revenue),
    refunds: parsedJson(row?.refunds),
    failed: parsedJson(row?.failed),
  };
}
