import type { FlightSearchCriteria, ProgrammeCabins } from '@charterdesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { airports } from '../geo/geo.tables.js';

/** Airlines by IATA designator (PC, XQ, ZF, 2S …). */
export const airlines = pgTable('airlines', {
  code: varchar('code', { length: 3 }).primaryKey(),
  name: varchar('name', { length: 128 }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
  creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A flight programme: one flight number on one route, flying on some weekdays at one local time between
 * two dates, with its cabins (seats per dated flight and the adult fare) in the programme's currency.
 * Dated flights are expanded from it (packages/domain flights.schedule.ts).
 */
export const flightProgrammes = pgTable(
  'flight_programmes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** the site variant selling it; null = the host's inventory, sold on every variant */
    tenantId: integer('tenant_id'),
    /** which FlightSupplier sells it; `charter` = our own inventory */
    supplier: varchar('supplier', { length: 32 }).notNull().default('charter'),
    airlineCode: varchar('airline_code', { length: 3 })
      .notNull()
      .references(() => airlines.code),
    /** the number without the airline designator: 9012 of ZF 9012 */
    flightNumber: varchar('flight_number', { length: 5 }).notNull(),
    originCode: varchar('origin_code', { length: 3 })
      .notNull()
      .references(() => airports.code),
    destinationCode: varchar('destination_code', { length: 3 })
      .notNull()
      .references(() => airports.code),
    /** ISO weekdays of the local departure date, Monday 1 … Sunday 7 */
    weekdays: smallint('weekdays').array().notNull(),
    /** local `HH:mm` at the origin */
    departureTime: varchar('departure_time', { length: 5 }).notNull(),
    /** either the block time … */
    durationMinutes: integer('duration_minutes'),
    /** … or the published local arrival time at the destination with its day offset (+1) */
    arrivalTime: varchar('arrival_time', { length: 5 }),
    arrivalDayOffset: smallint('arrival_day_offset').notNull().default(0),
    aircraft: varchar('aircraft', { length: 64 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    isCharter: boolean('is_charter').notNull(),
    isRefundable: boolean('is_refundable').notNull(),
    baggageKg: smallint('baggage_kg').notNull(),
    handBaggageKg: smallint('hand_baggage_kg').notNull(),
    /** ISO currency of the fares */
    currency: varchar('currency', { length: 3 }).notNull(),
    cabins: jsonb('cabins').$type<ProgrammeCabins>().notNull(),
    childFarePercent: smallint('child_fare_percent').notNull().default(75),
    infantFarePercent: smallint('infant_fare_percent').notNull().default(10),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('flight_programmes_number_from_uq').on(t.airlineCode, t.flightNumber, t.validFrom),
    check(
      'flight_programmes_duration_or_arrival',
      sql`(${t.durationMinutes} is null) <> (${t.arrivalTime} is null)`,
    ),
    check('flight_programmes_valid_range', sql`${t.validFrom} <= ${t.validTo}`),
    check('flight_programmes_child_percent', sql`${t.childFarePercent} between 0 and 100`),
    check('flight_programmes_infant_percent', sql`${t.infantFarePercent} between 0 and 100`),
  ],
);

/**
 * One dated flight of a programme. Route and instants are copied from the programme so the search reads one
 * indexed table; the seats_left_* counters are what bookings take with a conditional update
 * (`… set seats_left_economy = seats_left_economy - n where seats_left_economy >= n`). Null = no such cabin.
 */
export const flights = pgTable(
  'flights',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    programmeId: integer('programme_id')
      .notNull()
      .references(() => flightProgrammes.id),
    originCode: varchar('origin_code', { length: 3 }).notNull(),
    destinationCode: varchar('destination_code', { length: 3 }).notNull(),
    /** local departure date at the origin */
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    departureAt: timestamp('departure_at', { withTimezone: true, mode: 'date' }).notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** airport-local `YYYY-MM-DDTHH:mm`, kept so that answers need no time-zone arithmetic */
    departureLocal: varchar('departure_local', { length: 16 }).notNull(),
    arrivalLocal: varchar('arrival_local', { length: 16 }).notNull(),
    /** this date's price level, in percent of the programme's base fares (holidays up, slow days down) */
    farePercent: smallint('fare_percent').notNull().default(100),
    seatsLeftEconomy: smallint('seats_left_economy'),
    seatsLeftPremiumEconomy: smallint('seats_left_premium_economy'),
    seatsLeftBusiness: smallint('seats_left_business'),
    seatsLeftFirst: smallint('seats_left_first'),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    /** staff stopped selling this date (seats already sold stay valid) */
    salesClosed: boolean('sales_closed').notNull().default(false),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastModificationTime: timestamp('last_modification_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('flights_programme_date_uq').on(t.programmeId, t.departureDate),
    // first legs and direct flights: origin airports on a date (range)
    index('flights_origin_date_idx').on(t.originCode, t.departureDate),
    // second legs of connections: hub → destination airports within a date range
    index('flights_destination_date_idx').on(t.destinationCode, t.departureDate),
    check('flights_fare_percent_positive', sql`${t.farePercent} > 0`),
    check(
      'flights_seats_not_negative',
      sql`coalesce(${t.seatsLeftEconomy}, 0) >= 0 and coalesce(${t.seatsLeftPremiumEconomy}, 0) >= 0
        and coalesce(${t.seatsLeftBusiness}, 0) >= 0 and coalesce(${t.seatsLeftFirst}, 0) >= 0`,
    ),
    check('flights_arrival_after_departure', sql`${t.arrivalAt} > ${t.departureAt}`),
  ],
);

/**
 * Staff re-timed or cancelled a dated flight (Inventory/ChangeSchedule, CancelFlight): old and new airport-local
 * times, who, when and why. The flight row holds the current times; this is their history.
 */
export const flightScheduleChanges = pgTable(
  'flight_schedule_changes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    flightId: integer('flight_id')
      .notNull()
      .references(() => flights.id),
    kind: varchar('kind', { length: 16 }).$type<'retimed' | 'cancelled'>().notNull(),
    oldDepartureLocal: varchar('old_departure_local', { length: 16 }).notNull(),
    oldArrivalLocal: varchar('old_arrival_local', { length: 16 }).notNull(),
    /** null when the flight was cancelled */
    newDepartureLocal: varchar('new_departure_local', { length: 16 }),
    newArrivalLocal: varchar('new_arrival_local', { length: 16 }),
    reason: varchar('reason', { length: 500 }).notNull(),
    actorUserId: integer('actor_user_id'),
    /** paid orders told by e-mail, and unpaid holds on the flight at the time */
    notifiedOrders: integer('notified_orders').notNull().default(0),
    heldOrders: integer('held_orders').notNull().default(0),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('flight_schedule_changes_flight_idx').on(t.flightId)],
);

/** A saved search (Flight/SaveFlightSearch): results are answered for it until it expires. */
export const flightSearches = pgTable(
  'flight_searches',
  {
    id: uuid('id').primaryKey(),
    tenantId: integer('tenant_id'),
    criteria: jsonb('criteria').$type<FlightSearchCriteria>().notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('flight_searches_expires_idx').on(t.expiresAt)],
);
