import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

/** A tenant is a site variant of the agency (own brand, host names, currencies, payment settings). */
export const tenants = pgTable(
  'tenants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenancyName: varchar('tenancy_name', { length: 64 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** host names that resolve to this tenant, lower-case */
    domains: text('domains').array().notNull().default(sql`'{}'::text[]`),
    connectionString: varchar('connection_string', { length: 1024 }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('tenants_tenancy_name_uq')
      .on(sql`lower(${t.tenancyName})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);
