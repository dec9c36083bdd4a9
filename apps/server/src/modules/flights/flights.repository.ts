import type { CabinClass, FlightSearchCriteria, ProgrammeCabin, ProgrammeCabins } from '@charterdesk/domain';
import { and, count, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { TransactionRollbackError } from 'drizzle-orm/errors';
import type { Db } from '../../db/client.js';
import { prepareRaw } from '../../db/prepared-statement.js';
import { airlines, flightProgrammes, flightSearches, flights } from './flights.tables.js';

/** The seats-left column of each cabin class (raw SQL of the search). */
const SEAT_COLUMNS = {
  economy: 'seats_left_economy',
  premiumEconomy: 'seats_left_premium_economy',
  business: 'seats_left_business',
  first: 'seats_left_first',
} as const satisfies Record<CabinClass, string>;

/** A row of the search statement, as both drivers answer it. */
interface LegRow {
  part: number | string;
  id: number;
  programme_id: number;
  origin_code: string;
  destination_code: string;
  departure_date: string;
  departure_epoch: number | string;
  arrival_epoch: number | string;
  departure_local: string;
  arrival_local: string;
  fare_percent: number;
  seats_left: number | null;
  airline_code: string;
  airline_name: string;
  flight_number: string;
  aircraft: string;
  is_charter: boolean;
  is_refundable: boolean;
  baggage_kg: number;
  hand_baggage_kg: number;
  currency: string;
  cabin: string | null;
  child_fare_percent: number;
  infant_fare_percent: number;
}

/** The seats-left counter of each cabin class: property name (for updates) and column (for filters). */
const SEAT_COUNTERS = {
  economy: { key: 'seatsLeftEconomy', column: flights.seatsLeftEconomy },
  premiumEconomy: { key: 'seatsLeftPremiumEconomy', column: flights.seatsLeftPremiumEconomy },
  business: { key: 'seatsLeftBusiness', column: flights.seatsLeftBusiness },
  first: { key: 'seatsLeftFirst', column: flights.seatsLeftFirst },
} as const satisfies Record<CabinClass, { key: string; column: unknown }>;

/** One bookable dated flight in one cabin, with what pricing and the answer need from its programme. */
export interface FlightLeg {
  flightId: number;
  programmeId: number;
  airlineCode: string;
  airlineName: string;
  flightNumber: string;
  aircraft: string;
  originCode: string;
  destinationCode: string;
  departureDate: string;
  departureAt: Date;
  arrivalAt: Date;
  departureLocal: string;
  arrivalLocal: string;
  seatsLeft: number;
  isCharter: boolean;
  isRefundable: boolean;
  baggageKg: number;
  handBaggageKg: number;
  currency: string;
  /** the cabin's programme fare (before farePercent) */
  cabin: ProgrammeCabin;
  farePercent: number;
  childFarePercent: number;
  infantFarePercent: number;
}

export interface LegQuery {
  origins: readonly string[];
  destinations: readonly string[];
  /** local departure dates of the first flight, inclusive */
  dateFrom: string;
  dateTo: string;
  /** UTC instant: only departures strictly after it (now) */
  departAfter: Date;
  cabinClass: CabinClass;
  /** seats the party needs (adults + children; infants sit on a lap) */
  seats: number;
  supplier: string;
  /** the site variant searching: it sees the host's programmes (tenant_id null) and its own, no other's */
  tenantId: number | null;
  /**
   * Also answer second flights for one-stop connections: from any airport a first flight reaches (not an origin
   * nor a destination) to a destination, departing within [min, max] minutes after the earliest/latest arrival.
   */
  connections?: { minMinutes: number; maxMinutes: number };
}

export interface LegSearch {
  /** flights out of the origins: to the destinations, and (with connections) to anywhere else */
  firstLegs: FlightLeg[];
  /** flights from hubs to the destinations (empty without connections) */
  secondLegs: FlightLeg[];
}

export interface ProgrammeInsert {
  supplier: string;
  airlineCode: string;
  flightNumber: string;
  originCode: string;
  destinationCode: string;
  weekdays: number[];
  departureTime: string;
  durationMinutes: number | null;
  arrivalTime: string | null;
  arrivalDayOffset: number;
  aircraft: string;
  validFrom: string;
  validTo: string;
  isCharter: boolean;
  isRefundable: boolean;
  baggageKg: number;
  handBaggageKg: number;
  currency: string;
  cabins: ProgrammeCabins;
  childFarePercent: number;
  infantFarePercent: number;
}

export type FlightInsert = typeof flights.$inferInsert;

export interface StoredSearch {
  id: string;
  tenantId: number | null;
  criteria: FlightSearchCriteria;
  creationTime: Date;
  expiresAt: Date;
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** `make()` on first use, then the same value. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/** A placeholder of the search statement, filled at each run (named apart from the SQL alias `p` of flight_programmes). */
const value = (name: string) => sql.placeholder(name);

/**
 * The search's statement (LegQuery's values as placeholders of those names): the first flights and, with
 * `connect`, the connecting second flights in ONE round trip.
 */
function legQuery(cabinClass: CabinClass, connect: boolean, forTenant: boolean): SQL {
  const seats = sql.identifier(SEAT_COLUMNS[cabinClass]);
  const origins = sql`${value('origins')}::varchar[]`;
  const destinations = sql`${value('destinations')}::varchar[]`;
  const bookable = sql`f.${seats} >= ${value('seats')} and not f.is_cancelled and not f.sales_closed`;
  return sql`
        with first_legs as (
          select f.* from flights f
          where f.origin_code = any(${origins})
            and f.departure_date between ${value('dateFrom')}::date and ${value('dateTo')}::date
            and f.departure_at > ${value('departAfter')}::timestamptz
            and ${bookable}
            ${connect ? sql`` : sql`and f.destination_code = any(${destinations})`}
        ),
        feeders as (
          select destination_code, arrival_at from first_legs
          where ${connect ? sql`true` : sql`false`}
            and not (destination_code = any(${destinations}))
            and not (destination_code = any(${origins}))
        ),
        second_legs as (
          select f.* from flights f
          where f.origin_code in (select destination_code from feeders)
            and f.destination_code = any(${destinations})
            and f.departure_date between ${value('dateFrom')}::date and (${value('dateTo')}::date + 1)
            and f.departure_at >= (select min(arrival_at) from feeders) + make_interval(mins => ${value('minMinutes')})
            and f.departure_at <= (select max(arrival_at) from feeders) + make_interval(mins => ${value('maxMinutes')})
            and ${bookable}
        ),
        legs as (
          select 1 as part, * from first_legs
          union all
          select 2 as part, * from second_legs
        )
        select l.part, l.id, l.programme_id, l.origin_code, l.destination_code, l.departure_date::text as departure_date,
          extract(epoch from l.departure_at)::float8 as departure_epoch,
          extract(epoch from l.arrival_at)::float8 as arrival_epoch,
          l.departure_local, l.arrival_local, l.fare_percent, l.${seats} as seats_left,
          p.airline_code, a.name as airline_name, p.flight_number, p.aircraft, p.is_charter, p.is_refundable,
          p.baggage_kg, p.hand_baggage_kg, p.currency, (p.cabins -> ${value('cabinClass')}::text)::text as cabin,
          p.child_fare_percent, p.infant_fare_percent
        from legs l
        join flight_programmes p on p.id = l.programme_id
        join airlines a on a.code = p.airline_code
        where p.supplier = ${value('supplier')} and p.is_active and not p.is_deleted and a.is_active
          and ${forTenant ? sql`(p.tenant_id is null or p.tenant_id = ${value('tenantId')}::integer)` : sql`p.tenant_id is null`}`;
}

/**
 * The only place that touches the flight tables. A search's own statements (save and read its criteria, find
 * its flights) run on `searchDb` (Database.searchDb: PostgreSQL's search pool); everything else on `db`.
 */
export function createFlightsRepository(db: Db, searchDb: Db = db) {
  // Every search saves one row and reads it back: built once (drizzle's query building took about as long as
  // the insert itself) and run as named prepared statements.
  const statements = {
    saveSearch: once(() =>
      searchDb
        .insert(flightSearches)
        .values({
          id: sql.placeholder('id'),
          tenantId: sql.placeholder('tenantId'),
          criteria: sql.placeholder('criteria'),
          creationTime: sql.placeholder('creationTime'),
          expiresAt: sql.placeholder('expiresAt'),
        })
        .prepare('save_flight_search'),
    ),
    findSearch: once(() =>
      searchDb
        .select()
        .from(flightSearches)
        .where(eq(flightSearches.id, sql.placeholder('id')))
        .prepare('find_flight_search'),
    ),
  };
  // The search's statement has a text per cabin, with or without connections, for the host or a tenant: each
  // built once, its values filled at every run.
  const legStatements = new Map<string, (values: Record<string, unknown>) => Promise<LegRow[]>>();
  const legStatement = (cabinClass: CabinClass, connect: boolean, forTenant: boolean) => {
    const key = `${cabinClass}|${connect}|${forTenant}`;
    let run = legStatements.get(key);
    if (!run) {
      run = prepareRaw<LegRow>(searchDb, 'find_legs', legQuery(cabinClass, connect, forTenant));
      legStatements.set(key, run);
    }
    return run;
  };
  return {
    /**
     * Vacuums the flight tables and refreshes their statistics after a bulk load (outside any transaction), as
     * autovacuum would only later. Without statistics PostgreSQL plans the search on empty-table guesses (a
     * nested loop over every programme, 8 ms instead of 0.5 ms per search). Without the vacuum every page read
     * for the first time still has to look up whether its rows committed and record it (hint bits), and the
     * visibility map is empty: the first searches over half a year of new flights cost the database about twice
     * the CPU, 300 searches/s saturated both cores for the first 20–30 s, and shed searches.
     */
    async vacuumTables(): Promise<void> {
      await db.execute(sql`vacuum analyze airlines, flight_programmes, flights`);
    },

    /**
     * Dated flights with enough seats in the cabin, of active programmes, not cancelled: the first flights and
     * (optionally) the connecting second flights in ONE round trip. Raw SQL on purpose: this is the hot path of
     * every search, and one statement with only the needed columns costs a fraction of several ORM queries.
     */
    async findLegs(q: LegQuery): Promise<LegSearch> {
      if (q.origins.length === 0 || q.destinations.length === 0) return { firstLegs: [], secondLegs: [] };
      const connect = q.connections ?? null;
      const rows = await legStatement(
        q.cabinClass,
        connect !== null,
        q.tenantId !== null,
      )({
        origins: [...q.origins],
        destinations: [...q.destinations],
        dateFrom: q.dateFrom,
        dateTo: q.dateTo,
        departAfter: q.departAfter.toISOString(),
        seats: q.seats,
        minMinutes: connect?.minMinutes ?? 0,
        maxMinutes: connect?.maxMinutes ?? 0,
        cabinClass: q.cabinClass,
        supplier: q.supplier,
        tenantId: q.tenantId,
      });
      const out: LegSearch = { firstLegs: [], secondLegs: [] };
      for (const r of rows) {
        // a counter without a fare is a data error: such a cabin is not for sale
        if (r.cabin === null || r.seats_left === null) continue;
        const leg: FlightLeg = {
          flightId: r.id,
          programmeId: r.programme_id,
          airlineCode: r.airline_code,
          airlineName: r.airline_name,
          flightNumber: r.flight_number,
          aircraft: r.aircraft,
          originCode: r.origin_code,
          destinationCode: r.destination_code,
          departureDate: r.departure_date,
          departureAt: new Date(Math.round(Number(r.departure_epoch) * 1000)),
          arrivalAt: new Date(Math.round(Number(r.arrival_epoch) * 1000)),
          departureLocal: r.departure_local,
          arrivalLocal: r.arrival_local,
          seatsLeft: r.seats_left,
          isCharter: r.is_charter,
          isRefundable: r.is_refundable,
          baggageKg: r.baggage_kg,
          handBaggageKg: r.hand_baggage_kg,
          currency: r.currency,
          cabin: JSON.parse(r.cabin) as ProgrammeCabin,
          farePercent: r.fare_percent,
          childFarePercent: r.child_fare_percent,
          infantFarePercent: r.infant_fare_percent,
        };
        (Number(r.part) === 1 ? out.firstLegs : out.secondLegs).push(leg);
      }
      return out;
    },

    /**
     * Takes `seats` in the cabin on every flight, all or nothing: one conditional update per flight
     * (`seats_left >= n`), so two buyers can never both get the last seat. False when a flight lacks them.
     */
    async takeSeats(flightIds: readonly number[], cabinClass: CabinClass, seats: number): Promise<boolean> {
      if (!Number.isInteger(seats) || seats <= 0) throw new RangeError('seats must be a positive integer');
      const { key, column } = SEAT_COUNTERS[cabinClass];
      try {
        await db.transaction(async (tx) => {
          for (const id of flightIds) {
            const taken = await tx
              .update(flights)
              .set({ [key]: sql`${column} - ${seats}`, lastModificationTime: new Date() })
              .where(
                and(
                  eq(flights.id, id),
                  gte(column, seats),
                  eq(flights.isCancelled, false),
                  eq(flights.salesClosed, false),
                ),
              )
              .returning({ id: flights.id });
            if (taken.length === 0) tx.rollback();
          }
        });
        return true;
      } catch (err) {
        if (err instanceof TransactionRollbackError) return false;
        throw err;
      }
    },

    /** Gives seats back (an expired hold, a cancelled order). */
    async releaseSeats(flightIds: readonly number[], cabinClass: CabinClass, seats: number): Promise<void> {
      if (!Number.isInteger(seats) || seats <= 0) throw new RangeError('seats must be a positive integer');
      if (flightIds.length === 0) return;
      const { key, column } = SEAT_COUNTERS[cabinClass];
      await db
        .update(flights)
        .set({ [key]: sql`${column} + ${seats}`, lastModificationTime: new Date() })
        .where(and(inArray(flights.id, [...flightIds]), sql`${column} is not null`));
    },

    /**
     * Runs the search's statements once with nothing to find: on a new connection this loads PostgreSQL's
     * catalog caches for the flight tables and prepares the statements, so a visitor's search does not.
     */
    async warmUp(): Promise<void> {
      const nothing: LegQuery = {
        origins: ['-'],
        destinations: ['-'],
        dateFrom: '2000-01-01',
        dateTo: '2000-01-01',
        departAfter: new Date(0),
        cabinClass: 'economy',
        seats: 1,
        supplier: '-',
        tenantId: null,
      };
      await this.findLegs(nothing);
      await this.findLegs({ ...nothing, connections: { minMinutes: 0, maxMinutes: 0 } });
      await this.findSearch('00000000-0000-0000-0000-000000000000');
    },

    async saveSearch(search: StoredSearch): Promise<void> {
      await statements.saveSearch().execute({ ...search });
    },

    async findSearch(id: string): Promise<StoredSearch | undefined> {
      const [row] = await statements.findSearch().execute({ id });
      return row;
    },

    /** Removes searches that expired before `before`; answers how many. */
    async deleteSearchesExpiredBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(flightSearches)
        .where(lt(flightSearches.expiresAt, before))
        .returning({ id: flightSearches.id });
      return deleted.length;
    },

    // ---- inventory writes (seed now, admin later) ----

    async insertAirlines(rows: { code: string; name: string }[]): Promise<void> {
      if (rows.length) await db.insert(airlines).values(rows).onConflictDoNothing();
    },

    /** Inserts programmes that are not there yet (same airline, number and start) and answers every id. */
    async ensureProgrammes(rows: readonly ProgrammeInsert[]): Promise<Map<string, number>> {
      for (const part of chunks(rows, 200)) {
        await db.insert(flightProgrammes).values(part).onConflictDoNothing();
      }
      const ids = new Map<string, number>();
      const airlineCodes = [...new Set(rows.map((r) => r.airlineCode))];
      if (airlineCodes.length === 0) return ids;
      const stored = await db
        .select({
          id: flightProgrammes.id,
          airlineCode: flightProgrammes.airlineCode,
          flightNumber: flightProgrammes.flightNumber,
          validFrom: flightProgrammes.validFrom,
        })
        .from(flightProgrammes)
        .where(inArray(flightProgrammes.airlineCode, airlineCodes));
      for (const r of stored) ids.set(programmeKey(r), r.id);
      return ids;
    },

    /**
     * Bulk insert of dated flights: one statement per chunk with a column array each (`unnest`), which is an
     * order of magnitude faster than multi-row VALUES on PGlite. Existing (programme, date) pairs are kept.
     */
    async insertFlights(rows: readonly FlightInsert[], chunkSize = 5000): Promise<void> {
      const column = <T>(part: readonly FlightInsert[], pick: (r: FlightInsert) => T) =>
        sql.param(part.map(pick));
      for (const part of chunks(rows, chunkSize)) {
        await db.execute(sql`
          insert into flights (programme_id, origin_code, destination_code, departure_date, departure_at, arrival_at,
            departure_local, arrival_local, fare_percent,
            seats_left_economy, seats_left_premium_economy, seats_left_business, seats_left_first)
          select * from unnest(
            ${column(part, (r) => r.programmeId)}::int[],
            ${column(part, (r) => r.originCode)}::varchar[],
            ${column(part, (r) => r.destinationCode)}::varchar[],
            ${column(part, (r) => r.departureDate)}::date[],
            ${column(part, (r) => r.departureAt.toISOString())}::timestamptz[],
            ${column(part, (r) => r.arrivalAt.toISOString())}::timestamptz[],
            ${column(part, (r) => r.departureLocal)}::varchar[],
            ${column(part, (r) => r.arrivalLocal)}::varchar[],
            ${column(part, (r) => r.farePercent ?? 100)}::smallint[],
            ${column(part, (r) => r.seatsLeftEconomy ?? null)}::smallint[],
            ${column(part, (r) => r.seatsLeftPremiumEconomy ?? null)}::smallint[],
            ${column(part, (r) => r.seatsLeftBusiness ?? null)}::smallint[],
            ${column(part, (r) => r.seatsLeftFirst ?? null)}::smallint[])
          on conflict (programme_id, departure_date) do nothing`);
      }
    },

    /** Which of these dated flights staff closed for sale (a booking names them when it is refused). */
    async findSalesClosed(flightIds: readonly number[]): Promise<number[]> {
      if (flightIds.length === 0) return [];
      const rows = await db
        .select({ id: flights.id })
        .from(flights)
        .where(and(inArray(flights.id, [...flightIds]), eq(flights.salesClosed, true)));
      return rows.map((r) => r.id);
    },

    async countFlights(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(flights);
      return row?.n ?? 0;
    },
  };
}
export type FlightsRepository = ReturnType<typeof createFlightsRepository>;

/** Natural key of a programme: airline, number and first date (`ZF|9012|2026-11-22`). */
export function programmeKey(p: { airlineCode: string; flightNumber: string; validFrom: string }): string {
  return `${p.airlineCode}|${p.flightNumber}|${p.validFrom}`;
}
