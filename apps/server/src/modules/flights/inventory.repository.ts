import type { CabinClass, ProgrammeCabins } from '@charterdesk/domain';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { liveVisible, ownedBy, visibleRow } from '../../db/tenancy.js';
import { likePattern } from '../../kernel/sorting.js';
import { type DatedFlightRow, SEAT_LEFT_KEYS } from './flights.expansion.js';
import type { ProgrammeInsert } from './flights.repository.js';
import { airlines, flightProgrammes, flights } from './flights.tables.js';
import { SEAT_COLUMNS } from './seat-holds.js';

/** A programme as staff create it: the stored fields plus its site variant and whether it is on sale. */
export interface NewProgramme extends ProgrammeInsert {
  tenantId: number | null;
  isActive: boolean;
}

/** A programme as the back office lists it, with its airline's name and how many dated flights it has. */
export interface ProgrammeRow extends NewProgramme {
  id: number;
  airlineName: string;
  flightCount: number;
  creationTime: Date;
}

export interface ProgrammeFilter {
  keyword?: string | undefined;
  /** airports the keyword names (a city code resolved into its airports) */
  keywordAirports?: readonly string[];
  isActive?: boolean | undefined;
  isCharter?: boolean | undefined;
  origins?: readonly string[] | undefined;
  destinations?: readonly string[] | undefined;
  sorting?: string | undefined;
  skipCount: number;
  maxResultCount: number;
}

export interface DatedFlightRecord {
  id: number;
  programmeId: number;
  programmeTenantId: number | null;
  airlineCode: string;
  flightNumber: string;
  originCode: string;
  destinationCode: string;
  departureDate: string;
  departureLocal: string;
  arrivalLocal: string;
  departureAt: Date;
  farePercent: number;
  isCancelled: boolean;
  salesClosed: boolean;
  cabins: ProgrammeCabins;
  seatsLeft: Record<CabinClass, number | null>;
}

export interface FlightFilter {
  programmeId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  origins?: readonly string[] | undefined;
  destinations?: readonly string[] | undefined;
  salesClosed?: boolean | undefined;
  sorting?: string | undefined;
  skipCount: number;
  maxResultCount: number;
}

/** Which flights a sales stop applies to: ids, or a programme's flights in a date range. */
export type SalesTarget =
  | { flightIds: readonly number[] }
  | { programmeId: number; dateFrom?: string | undefined; dateTo?: string | undefined };

/** `column in (codes)`; an empty list (a code that names no airport) matches nothing. */
const anyOf = (column: Parameters<typeof inArray>[0], codes: readonly string[]) =>
  codes.length ? inArray(column, [...codes]) : sql`false`;

const flightCountSql = sql<number>`(select count(*)::int from flights f where f.programme_id = ${flightProgrammes.id})`;

const programmeColumns = {
  id: flightProgrammes.id,
  tenantId: flightProgrammes.tenantId,
  supplier: flightProgrammes.supplier,
  airlineCode: flightProgrammes.airlineCode,
  airlineName: airlines.name,
  flightNumber: flightProgrammes.flightNumber,
  originCode: flightProgrammes.originCode,
  destinationCode: flightProgrammes.destinationCode,
  weekdays: flightProgrammes.weekdays,
  departureTime: flightProgrammes.departureTime,
  durationMinutes: flightProgrammes.durationMinutes,
  arrivalTime: flightProgrammes.arrivalTime,
  arrivalDayOffset: flightProgrammes.arrivalDayOffset,
  aircraft: flightProgrammes.aircraft,
  validFrom: flightProgrammes.validFrom,
  validTo: flightProgrammes.validTo,
  isCharter: flightProgrammes.isCharter,
  isRefundable: flightProgrammes.isRefundable,
  baggageKg: flightProgrammes.baggageKg,
  handBaggageKg: flightProgrammes.handBaggageKg,
  currency: flightProgrammes.currency,
  cabins: flightProgrammes.cabins,
  childFarePercent: flightProgrammes.childFarePercent,
  infantFarePercent: flightProgrammes.infantFarePercent,
  isActive: flightProgrammes.isActive,
  flightCount: flightCountSql,
  creationTime: flightProgrammes.creationTime,
};

const PROGRAMME_SORTS: Record<string, SQL[]> = {
  flightnumber: [sql`${flightProgrammes.airlineCode}`, sql`${flightProgrammes.flightNumber}`],
  airline: [sql`${airlines.name}`, sql`${flightProgrammes.flightNumber}`],
  route: [sql`${flightProgrammes.originCode}`, sql`${flightProgrammes.destinationCode}`],
  departuretime: [sql`${flightProgrammes.departureTime}`],
  validfrom: [sql`${flightProgrammes.validFrom}`],
  validto: [sql`${flightProgrammes.validTo}`],
  creationtime: [sql`${flightProgrammes.creationTime}`],
};
const FLIGHT_SORTS: Record<string, SQL[]> = {
  departuredate: [sql`${flights.departureAt}`],
  flightnumber: [sql`${flightProgrammes.airlineCode}`, sql`${flightProgrammes.flightNumber}`],
  route: [sql`${flights.originCode}`, sql`${flights.destinationCode}`],
};

/** ABP Sorting ("ValidFrom desc, Route") onto whitelisted columns only, a stable id last. */
function orderBy(sorting: string | undefined, allowed: Record<string, SQL[]>, fallback: SQL[], id: SQL) {
  const out: SQL[] = [];
  for (const part of (sorting ?? '').split(',')) {
    const [column = '', dir = 'asc'] = part.trim().split(/\s+/);
    const columns = allowed[column.toLowerCase()];
    if (!columns) continue;
    for (const c of columns) out.push(dir.toLowerCase() === 'desc' ? desc(c) : asc(c));
  }
  return [...(out.length ? out : fallback.map((c) => asc(c))), asc(id)];
}

/** Unique (23505) and check (23514) violations, through the drivers' wrappers. */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}
export const isUniqueViolation = (err: unknown) => pgCode(err) === '23505';
export const isCheckViolation = (err: unknown) => pgCode(err) === '23514';

/** Thrown inside the seat update's transaction when a flight would go below zero seats left. */
export class SeatsWouldGoNegative extends Error {
  constructor(
    readonly cabin: CabinClass,
    readonly count: number,
    readonly firstDate: string,
  ) {
    super('seats would go negative');
  }
}

/** The admin inventory queries: programmes and dated flights, always within what the tenant may see. */
export function createInventoryRepository(db: Db) {
  function programmeWhere(tenantId: number | null, f: ProgrammeFilter) {
    const conditions: SQL[] = [liveVisible(flightProgrammes, tenantId)];
    if (f.keyword) {
      const compact = f.keyword.replace(/\s+/g, '');
      const matches: SQL[] = [
        ilike(flightProgrammes.flightNumber, likePattern(f.keyword)),
        ilike(sql`${flightProgrammes.airlineCode} || ${flightProgrammes.flightNumber}`, likePattern(compact)),
        ilike(airlines.name, likePattern(f.keyword)),
        eq(flightProgrammes.airlineCode, f.keyword.toUpperCase()),
      ];
      if (f.keywordAirports?.length) {
        matches.push(inArray(flightProgrammes.originCode, [...f.keywordAirports]));
        matches.push(inArray(flightProgrammes.destinationCode, [...f.keywordAirports]));
      }
      conditions.push(or(...matches)!);
    }
    if (f.isActive !== undefined) conditions.push(eq(flightProgrammes.isActive, f.isActive));
    if (f.isCharter !== undefined) conditions.push(eq(flightProgrammes.isCharter, f.isCharter));
    if (f.origins) conditions.push(anyOf(flightProgrammes.originCode, f.origins));
    if (f.destinations) conditions.push(anyOf(flightProgrammes.destinationCode, f.destinations));
    return and(...conditions);
  }

  function flightWhere(tenantId: number | null, f: FlightFilter) {
    const conditions: SQL[] = [liveVisible(flightProgrammes, tenantId)];
    if (f.programmeId !== undefined) conditions.push(eq(flights.programmeId, f.programmeId));
    if (f.dateFrom) conditions.push(gte(flights.departureDate, f.dateFrom));
    if (f.dateTo) conditions.push(lte(flights.departureDate, f.dateTo));
    if (f.origins) conditions.push(anyOf(flights.originCode, f.origins));
    if (f.destinations) conditions.push(anyOf(flights.destinationCode, f.destinations));
    if (f.salesClosed !== undefined) conditions.push(eq(flights.salesClosed, f.salesClosed));
    return and(...conditions);
  }

  function salesWhere(tenantId: number | null, target: SalesTarget) {
    const conditions: SQL[] = [
      sql`${flights.programmeId} in (select id from flight_programmes where ${ownedBy(flightProgrammes.tenantId, tenantId)} and not is_deleted)`,
    ];
    if ('flightIds' in target) conditions.push(inArray(flights.id, [...target.flightIds]));
    else {
      conditions.push(eq(flights.programmeId, target.programmeId));
      if (target.dateFrom) conditions.push(gte(flights.departureDate, target.dateFrom));
      if (target.dateTo) conditions.push(lte(flights.departureDate, target.dateTo));
    }
    return and(...conditions);
  }

  return {
    async listProgrammes(
      tenantId: number | null,
      f: ProgrammeFilter,
    ): Promise<{ totalCount: number; items: ProgrammeRow[] }> {
      const where = programmeWhere(tenantId, f);
      const [total] = await db
        .select({ n: count() })
        .from(flightProgrammes)
        .innerJoin(airlines, eq(airlines.code, flightProgrammes.airlineCode))
        .where(where);
      const items = await db
        .select(programmeColumns)
        .from(flightProgrammes)
        .innerJoin(airlines, eq(airlines.code, flightProgrammes.airlineCode))
        .where(where)
        .orderBy(
          ...orderBy(
            f.sorting,
            PROGRAMME_SORTS,
            PROGRAMME_SORTS.flightnumber!,
            sql`${flightProgrammes.validFrom}`,
          ),
        )
        .offset(f.skipCount)
        .limit(f.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },

    /** A programme the tenant may see (its own or the host's), or undefined. */
    async findProgramme(tenantId: number | null, id: number): Promise<ProgrammeRow | undefined> {
      const [row] = await db
        .select(programmeColumns)
        .from(flightProgrammes)
        .innerJoin(airlines, eq(airlines.code, flightProgrammes.airlineCode))
        .where(visibleRow(flightProgrammes, tenantId, id));
      return row;
    },

    async listAirlines(): Promise<{ code: string; name: string; isActive: boolean }[]> {
      return db
        .select({ code: airlines.code, name: airlines.name, isActive: airlines.isActive })
        .from(airlines)
        .orderBy(asc(airlines.name));
    },

    async findAirline(code: string): Promise<{ code: string; name: string; isActive: boolean } | undefined> {
      const [row] = await db
        .select({ code: airlines.code, name: airlines.name, isActive: airlines.isActive })
        .from(airlines)
        .where(eq(airlines.code, code));
      return row;
    },

    /** Live programmes of the same flight whose period overlaps [from, to], of any site variant. */
    async findOverlapping(
      airlineCode: string,
      flightNumber: string,
      from: string,
      to: string,
    ): Promise<{ id: number; tenantId: number | null; validFrom: string; validTo: string }[]> {
      return db
        .select({
          id: flightProgrammes.id,
          tenantId: flightProgrammes.tenantId,
          validFrom: flightProgrammes.validFrom,
          validTo: flightProgrammes.validTo,
        })
        .from(flightProgrammes)
        .where(
          and(
            eq(flightProgrammes.airlineCode, airlineCode),
            eq(flightProgrammes.flightNumber, flightNumber),
            eq(flightProgrammes.isDeleted, false),
            lte(flightProgrammes.validFrom, to),
            gte(flightProgrammes.validTo, from),
          ),
        );
    },

    /** Stores the programme and its dated flights in one transaction; answers the new id. */
    async insertProgramme(
      values: NewProgramme,
      datedFlights: readonly DatedFlightRow[],
      actorId: number | null,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(flightProgrammes)
          .values({ ...values, creatorUserId: actorId })
          .returning({ id: flightProgrammes.id });
        const programmeId = row!.id;
        if (datedFlights.length) {
          await tx.insert(flights).values(datedFlights.map((f) => ({ ...f, programmeId })));
        }
        return programmeId;
      });
    },

    /**
     * Saves the safe fields and moves the seat counters of every flight that has not departed by the change
     * of each cabin's capacity, in one transaction. A flight that would end below zero seats left (more sold
     * or held than the new capacity) rolls everything back with SeatsWouldGoNegative; the table's check
     * constraint backs that up against a booking racing in between.
     */
    async updateProgramme(
      tenantId: number | null,
      id: number,
      values: {
        isActive: boolean;
        aircraft: string;
        isRefundable: boolean;
        baggageKg: number;
        handBaggageKg: number;
        cabins: ProgrammeCabins;
        childFarePercent: number;
        infantFarePercent: number;
      },
      seatDeltas: Partial<Record<CabinClass, number>>,
      now: Date,
      actorId: number | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [cabin, delta] of Object.entries(seatDeltas) as [CabinClass, number][]) {
          if (!delta) continue;
          const column = SEAT_COLUMNS[cabin];
          const upcoming = and(
            eq(flights.programmeId, id),
            gt(flights.departureAt, now),
            sql`${column} is not null`,
          );
          if (delta < 0) {
            const [short] = await tx
              .select({ n: count(), first: sql<string | null>`min(${flights.departureDate})::text` })
              .from(flights)
              .where(and(upcoming, sql`${column} + ${delta} < 0`));
            if ((short?.n ?? 0) > 0) throw new SeatsWouldGoNegative(cabin, short!.n, short!.first ?? '');
          }
          await tx
            .update(flights)
            .set({ [SEAT_LEFT_KEYS[cabin]]: sql`${column} + ${delta}`, lastModificationTime: now })
            .where(upcoming);
        }
        await tx
          .update(flightProgrammes)
          .set({ ...values, lastModificationTime: now, lastModifierUserId: actorId })
          .where(and(eq(flightProgrammes.id, id), ownedBy(flightProgrammes.tenantId, tenantId)));
      });
    },

    async listFlights(
      tenantId: number | null,
      f: FlightFilter,
    ): Promise<{ totalCount: number; items: DatedFlightRecord[] }> {
      const where = flightWhere(tenantId, f);
      const [total] = await db
        .select({ n: count() })
        .from(flights)
        .innerJoin(flightProgrammes, eq(flightProgrammes.id, flights.programmeId))
        .where(where);
      const rows = await db
        .select({
          id: flights.id,
          programmeId: flights.programmeId,
          programmeTenantId: flightProgrammes.tenantId,
          airlineCode: flightProgrammes.airlineCode,
          flightNumber: flightProgrammes.flightNumber,
          originCode: flights.originCode,
          destinationCode: flights.destinationCode,
          departureDate: flights.departureDate,
          departureLocal: flights.departureLocal,
          arrivalLocal: flights.arrivalLocal,
          departureAt: flights.departureAt,
          farePercent: flights.farePercent,
          isCancelled: flights.isCancelled,
          salesClosed: flights.salesClosed,
          cabins: flightProgrammes.cabins,
          economy: flights.seatsLeftEconomy,
          premiumEconomy: flights.seatsLeftPremiumEconomy,
          business: flights.seatsLeftBusiness,
          first: flights.seatsLeftFirst,
        })
        .from(flights)
        .innerJoin(flightProgrammes, eq(flightProgrammes.id, flights.programmeId))
        .where(where)
        .orderBy(...orderBy(f.sorting, FLIGHT_SORTS, FLIGHT_SORTS.departuredate!, sql`${flights.id}`))
        .offset(f.skipCount)
        .limit(f.maxResultCount);
      return {
        totalCount: total?.n ?? 0,
        items: rows.map(({ economy, premiumEconomy, business, first, ...r }) => ({
          ...r,
          seatsLeft: { economy, premiumEconomy, business, first },
        })),
      };
    },

    /** How many of the targeted flights exist and how many of them the tenant owns (for a clear refusal). */
    async countSalesTargets(
      tenantId: number | null,
      flightIds: readonly number[],
    ): Promise<{ visible: number; owned: number }> {
      if (flightIds.length === 0) return { visible: 0, owned: 0 };
      const [row] = await db
        .select({
          visible: count(),
          owned: sql<number>`count(*) filter (where ${ownedBy(flightProgrammes.tenantId, tenantId)})::int`,
        })
        .from(flights)
        .innerJoin(flightProgrammes, eq(flightProgrammes.id, flights.programmeId))
        .where(and(inArray(flights.id, [...flightIds]), liveVisible(flightProgrammes, tenantId)));
      return { visible: row?.visible ?? 0, owned: Number(row?.owned ?? 0) };
    },

    /** Closes or opens the targeted flights of the tenant's own programmes; answers how many changed. */
    async setSalesClosed(
      tenantId: number | null,
      target: SalesTarget,
      closed: boolean,
      now: Date,
    ): Promise<number> {
      const changed = await db
        .update(flights)
        .set({ salesClosed: closed, lastModificationTime: now })
        .where(and(salesWhere(tenantId, target), eq(flights.salesClosed, !closed)))
        .returning({ id: flights.id });
      return changed.length;
    },
  };
}
export type InventoryRepository = ReturnType<typeof createInventoryRepository>;
