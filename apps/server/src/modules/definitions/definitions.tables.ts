import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { airports, cities } from '../geo/geo.tables.js';

/**
 * Transfer zones (ABP "districts") of a city: the areas an airport transfer drives to, with the usual
 * drive time from the airport. tenant_id null = the host's zones, offered on every site variant.
 */
export const districts = pgTable(
  'districts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    cityCode: varchar('city_code', { length: 3 })
      .notNull()
      .references(() => cities.code),
    /** the airport transfers to this zone start from */
    airportCode: varchar('airport_code', { length: 3 })
      .notNull()
      .references(() => airports.code),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    nameRu: varchar('name_ru', { length: 128 }).notNull(),
    nameTr: varchar('name_tr', { length: 128 }).notNull(),
    transferMinutes: smallint('transfer_minutes').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('districts_city_idx').on(t.cityCode).where(sql`${t.isDeleted} = false`)],
);

/** Package types: the vehicle types a transfer is sold in (sedan, minivan, minibus, VIP…), with their capacity. */
export const packageTypes = pgTable('package_types', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  tenantId: integer('tenant_id'),
  nameEn: varchar('name_en', { length: 64 }).notNull(),
  nameRu: varchar('name_ru', { length: 64 }).notNull(),
  nameTr: varchar('name_tr', { length: 64 }).notNull(),
  passengerCapacity: smallint('passenger_capacity').notNull(),
  baggageCapacity: smallint('baggage_capacity').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});
