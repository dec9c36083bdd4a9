import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from '../bookings/bookings.tables.js';

/**
 * Card payments of orders; never any card data. At most one approved payment per order: a second one the bank
 * approves (an old session finishing after a retry) is recorded as `duplicate` and refunded in full.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** the order's site variant (its figures are the variant's) */
    tenantId: integer('tenant_id'),
    gateway: varchar('gateway', { length: 32 }).notNull(),
    gatewaySessionId: varchar('gateway_session_id', { length: 128 }).notNull(),
    cardAction: varchar('card_action', { length: 1024 }).notNull(),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'approved' | 'duplicate' | 'declined' | 'failed'>()
      .notNull(),
    reason: varchar('reason', { length: 64 }),
    reference: varchar('reference', { length: 128 }),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull(),
    completionTime: timestamp('completion_time', { withTimezone: true, mode: 'date' }),
    /**
     * Set when the bank captured money no order keeps (a duplicate, or an approval after the order expired):
     * from then on it is owed back in full, and the settlement sweep refunds it if nothing else did
     */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_refund_due_idx').on(t.refundDueAt).where(sql`${t.refundDueAt} is not null`),
    uniqueIndex('payments_session_uq').on(t.gateway, t.gatewaySessionId),
    uniqueIndex('payments_one_approved_uq').on(t.orderId).where(sql`${t.status} = 'approved'`),
  ],
);

/** Refunds of approved payments, made by staff through the payment's gateway; never any card data. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    /** the order's site variant */
    tenantId: integer('tenant_id'),
    /** minor units of the payment's currency; at most what was charged minus earlier refunds */
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    /** acquirer reason code of a failed refund */
    reason: varchar('reason', { length: 64 }),
    reference: varchar('reference', { length: 128 }),
    note: text('note'),
    /** the declined refund this one retries (staff's Order/RetryRefund); each is retried at most once */
    retryOf: uuid('retry_of'),
    actorUserId: integer('actor_user_id'),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull(),
    completionTime: timestamp('completion_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_retry_of_uq').on(t.retryOf).where(sql`${t.retryOf} is not null`),
  ],
);
