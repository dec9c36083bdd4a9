import type { TransferSearchCriteria } from '@charterdesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { districts, packageTypes } from '../definitions/definitions.tables.js';

/**
 * The price of a transfer to one zone in one vehicle type (per vehicle, one way), in the supplier's currency.
 * tenant_id null = the host's tariff, sold on every site variant; a tenant's own row replaces it there.
 */
export const transferTariffs = pgTable(
  'transfer_tariffs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id),
    packageTypeId: integer('package_type_id')
      .notNull()
      .references(() => packageTypes.id),
    /** minor units of `currency` */
    price: integer('price').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('transfer_tariffs_uq')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.districtId, t.packageTypeId)
      .where(sql`${t.isDeleted} = false`),
    check('transfer_tariffs_price_positive', sql`${t.price} > 0`),
  ],
);

/** A saved transfer search (Transfer/SaveTransferSearch): results are answered for it until it expires. */
export const transferSearches = pgTable(
  'transfer_searches',
  {
    id: uuid('id').primaryKey(),
    tenantId: integer('tenant_id'),
    criteria: jsonb('criteria').$type<TransferSearchCriteria>().notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('transfer_searches_expires_idx').on(t.expiresAt)],
);
