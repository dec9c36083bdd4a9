import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/**
 * The agency's customers (ABP Customer): the contact person of orders, or entered by staff.
 * One row per e-mail and tenant; an order's contact updates it (and its order count), the member account is
 * linked by user_id.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    email: varchar('email', { length: 256 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    mobilePhone: varchar('mobile_phone', { length: 20 }),
    /** ISO 3166-1 alpha-2 country of the customer */
    countryCode: varchar('country_code', { length: 2 }),
    userId: integer('user_id'),
    newsletter: boolean('newsletter').notNull().default(false),
    note: text('note'),
    /** orders placed with this contact e-mail on this site variant, counted when each is placed */
    orderCount: integer('order_count').notNull().default(0),
    lastOrderTime: timestamp('last_order_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('customers_email_uq')
      .on(sql`coalesce(${t.tenantId}, 0)`, sql`lower(${t.email})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);
