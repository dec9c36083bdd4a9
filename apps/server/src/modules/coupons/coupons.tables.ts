import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/** Discount coupons: a percentage or a fixed amount (in its currency), valid between two dates. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    code: varchar('code', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<'percent' | 'fixed'>().notNull(),
    /** percent (1–100) or minor units of `currency` */
    value: integer('value').notNull(),
    currency: char('currency', { length: 3 }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.code)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/**
 * One use of a coupon: the order placed with it, recorded in the order's transaction. What the coupon list
 * counts, so the coupons module never reads the orders (an order keeps only the code it was placed with).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    /** the bookings module's order */
    orderId: uuid('order_id').notNull(),
    /** the order's site variant (a host coupon may be used on every variant) */
    tenantId: integer('tenant_id'),
    time: timestamp('time', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_uq').on(t.orderId),
    index('coupon_redemptions_coupon_idx').on(t.couponId),
  ],
);
