import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Messages sent with the contact form (Contact/Send); e-mailed to the agency and kept here. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    culture: varchar('culture', { length: 2 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    email: varchar('email', { length: 256 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    clientAddress: varchar('client_address', { length: 64 }),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_tenant_time_idx').on(t.tenantId, t.creationTime)],
);

/** "Notify me" requests for products that are coming soon (hotels, villas, VIP aviation); one per e-mail and product. */
export const comingSoonSubscriptions = pgTable(
  'coming_soon_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    culture: varchar('culture', { length: 2 }).notNull(),
    email: varchar('email', { length: 256 }).notNull(),
    product: varchar('product', { length: 16 }).notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // tenant null = host: coalesce so the host's rows are unique too
    uniqueIndex('coming_soon_subscriptions_uq').using(
      'btree',
      sql`coalesce(${t.tenantId}, 0)`,
      sql`lower(${t.email})`,
      t.product,
    ),
  ],
);
