import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { orders } from '../bookings/bookings.tables.js';

/** Card payments of orders; never any card data. At most one approved payment per order. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    gateway: varchar('gateway', { length: 32 }).notNull(),
    gatewaySessionId: varchar('gateway_session_id', { length: 128 }).notNull(),
    cardAction: varchar('card_action', { length: 1024 }).notNull(),
    sessionExpiresAt: timestamp('session_expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 10 })
      .$type<'pending' | 'approved' | 'declined' | 'failed'>()
      .notNull(),
    reason: varchar('reason', { length: 64 }),
    reference: varchar('reference', { length: 128 }),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull(),
    completionTime: timestamp('completion_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_session_uq').on(t.gateway, t.gatewaySessionId),
    uniqueIndex('payments_one_approved_uq').on(t.orderId).where(sql`${t.status} = 'approved'`),
  ],
);
