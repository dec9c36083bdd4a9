import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Exchange rates against EUR: `rate` units of `currency` buy 1 EUR (exact decimal, 6 fraction digits).
 * A row with tenant_id null is the host's default; a tenant's own row overrides it for that tenant.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    currency: varchar('currency', { length: 3 }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** who set it in admin; null for the seed */
    setterUserId: integer('setter_user_id'),
  },
  (t) => [
    uniqueIndex('exchange_rates_scope_currency_uq').on(sql`coalesce(${t.tenantId}, 0)`, t.currency),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
  ],
);

/** Every rate ever set (seed and admin), newest last: the history screen and audits read it. */
export const exchangeRateHistory = pgTable(
  'exchange_rate_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    currency: varchar('currency', { length: 3 }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    setterUserId: integer('setter_user_id'),
  },
  (t) => [index('exchange_rate_history_scope_idx').on(t.tenantId, t.currency, t.setAt)],
);
