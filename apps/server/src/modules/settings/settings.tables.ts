import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** ABP-style setting values: application (both null), tenant or user scope; value is text (JSON where structured). */
export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    userId: integer('user_id'),
    name: varchar('name', { length: 256 }).notNull(),
    value: text('value').notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true, mode: 'date' }),
    lastModifierUserId: integer('last_modifier_user_id'),
  },
  (t) => [
    uniqueIndex('settings_scope_name_uq').on(
      sql`coalesce(${t.tenantId}, 0)`,
      sql`coalesce(${t.userId}, 0)`,
      t.name,
    ),
  ],
);
