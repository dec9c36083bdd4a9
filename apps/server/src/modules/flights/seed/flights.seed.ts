import {
  addDays,
  CABIN_CLASSES,
  type CabinClass,
  DEFAULT_CHILD_FARE_PERCENT,
  DEFAULT_INFANT_FARE_PERCENT,
  daysBetween,
  expandSchedule,
  isoWeekday,
  type ProgrammeCabins,
  parseRate,
} from '@charterdesk/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { DEMO_EXCHANGE_RATES } from '../../currency/currency.seed.js';
import { airports } from '../../geo/geo.tables.js';
import { createSettingsRepository } from '../../settings/settings.repository.js';
import { expandProgrammeFlights } from '../flights.expansion.js';
import {
  createFlightsRepository,
  type FlightInsert,
  type ProgrammeInsert,
  programmeKey,
} from '../flights.repository.js';
import { CHARTER_SUPPLIER } from '../providers/charter-supplier.js';
import { AIRCRAFT, AIRLINE_TERMS, DEMO_AIRLINES, DEMO_ROUTES, type DemoRoute } from './demo-routes.js';
import { createRandom, hashString } from './random.js';

/** Bump when the demo programmes change: the next start adds the new data (existing rows stay). */
export const FLIGHTS_DATA_VERSION = '1';
const VERSION_SETTING = 'Seed.FlightsDataVersion';
/** Fixed seed of the demo inventory: the same clock date always gives the same flights, seats and prices. */
export const DEMO_RANDOM_SEED = 0x2026_c0de;
/** Six months of programmes from the seed's date. */
export const DEFAULT_HORIZON_DAYS = 183;

export interface FlightSeedOptions {
  /** the seed's clock: programmes start on its UTC date */
  now?: Date;
  /** days of dated flights from that date (tests may seed fewer) */
  horizonDays?: number;
}

export type DemoFlight = Omit<FlightInsert, 'programmeId'> & { programmeKey: string };

export interface DemoInventory {
  airlines: { code: string; name: string }[];
  programmes: ProgrammeInsert[];
  flights: DemoFlight[];
}

/** Minor-unit step each currency's fares are rounded to (10 RUB, 1 EUR/USD/BYN, 5 TRY). */
const PRICE_STEP: Record<string, number> = { RUB: 1_000, EUR: 100, USD: 100, TRY: 500, BYN: 100 };
/** Share of the adult economy total: base fare, airport taxes, fuel surcharge, our service price. */
const FARE_SPLIT = { baseFare: 0.76, tax: 0.12, fuel: 0.08, servicePrice: 0.04 } as const;
/** Price of a cabin against economy, on the total. */
const CABIN_FACTOR: Record<CabinClass, number> = {
  economy: 1,
  premiumEconomy: 1.6,
  business: 2.8,
  first: 4.5,
};

function eurToMinor(eur: number, currency: string): number {
  const rate = Number(parseRate(DEMO_EXCHANGE_RATES[currency] ?? '1')) / 1_000_000;
  const step = PRICE_STEP[currency] ?? 100;
  return Math.max(step, Math.round((eur * rate * 100) / step) * step);
}

function cabinsOf(route: DemoRoute, currency: string): ProgrammeCabins {
  const layout = AIRCRAFT[route.aircraft];
  if (!layout) throw new Error(`unknown aircraft ${route.aircraft}`);
  const cabins: ProgrammeCabins = {};
  for (const cabin of CABIN_CLASSES) {
    const seats = layout[cabin];
    if (!seats) continue;
    const total = route.fareEur * CABIN_FACTOR[cabin];
    // taxes and fuel hardly change with the cabin; the base fare carries the premium
    const tax = eurToMinor(route.fareEur * FARE_SPLIT.tax, currency);
    const fuel = eurToMinor(route.fareEur * FARE_SPLIT.fuel, currency);
    const servicePrice = eurToMinor(total * FARE_SPLIT.servicePrice, currency);
    const baseFare = eurToMinor(total, currency) - tax - fuel - servicePrice;
    cabins[cabin] = { seats, baseFare, tax, fuel, servicePrice };
  }
  return cabins;
}

const minutesOfDay = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** Minimum turnaround of the aircraft before the return flight. */
const TURNAROUND_MINUTES = 60;

function shiftWeekdays(days: readonly number[], by: number): number[] {
  return [...new Set(days.map((d) => ((d - 1 + by) % 7) + 1))].sort((a, b) => a - b);
}

/** Higher prices on weekends, holidays and summer, and close to departure; a little noise on top. */
function farePercentFor(date: string, daysAhead: number, random: () => number): number {
  const md = date.slice(5);
  let percent = 100;
  const weekday = isoWeekday(date);
  if (weekday >= 5) percent += 6;
  if (
    md >= '12-27' ||
    md <= '01-08' ||
    (md >= '05-01' && md <= '05-10') ||
    (md >= '06-15' && md <= '08-31')
  ) {
    percent += 18;
  }
  if (daysAhead < 10) percent += 12;
  percent += Math.round((random() - 0.5) * 24);
  return Math.min(160, Math.max(70, percent));
}

/** Seats left on a dated flight: a few sold out, some nearly full, the rest partly sold. */
function seatsLeftFor(capacity: number, cabin: CabinClass, daysAhead: number, random: () => number): number {
  if (cabin !== 'economy') return Math.floor(random() * (capacity + 1));
  const soldOut = daysAhead < 30 ? 0.07 : 0.03;
  const r = random();
  if (r < soldOut) return 0;
  if (r < soldOut + 0.07) return 1 + Math.floor(random() * 9);
  return Math.max(10, Math.round(capacity * (0.1 + 0.85 * random())));
}

/**
 * The demo inventory as plain rows (no I/O): both directions of every route in demo-routes.ts, valid for
 * `horizonDays` from `today`, with dated flights whose seats and price levels come from a PRNG seeded by
 * flight number and date, so the same date always gives the same data whatever the horizon.
 */
export function buildDemoInventory(options: {
  today: string;
  horizonDays: number;
  timeZoneOf: (airportCode: string) => string;
}): DemoInventory {
  const { today, horizonDays, timeZoneOf } = options;
  const lastDay = addDays(today, horizonDays - 1);
  const programmes: ProgrammeInsert[] = [];
  const flights: DemoFlight[] = [];

  for (const route of DEMO_ROUTES) {
    const terms = AIRLINE_TERMS[route.airline];
    const kind = route.kind;
    const outboundDays = [...route.days].map(Number);
    // the return flies once the aircraft has arrived and turned around: same local day or the next
    const sample = expandSchedule(
      {
        weekdays: [1, 2, 3, 4, 5, 6, 7],
        departureTime: route.dep,
        durationMinutes: route.minutes,
        validFrom: today,
        validTo: today,
        originTimeZone: timeZoneOf(route.from),
        destinationTimeZone: timeZoneOf(route.to),
      },
      today,
      today,
    )[0]!;
    const arrivalDayOffset = daysBetween(today, sample.arrivalLocal.slice(0, 10));
    const turnedAround =
      minutesOfDay(route.ret) >= minutesOfDay(sample.arrivalLocal.slice(11)) + TURNAROUND_MINUTES;
    const returnShift = arrivalDayOffset + (turnedAround ? 0 : 1);

    const legs = [
      {
        number: route.number,
        from: route.from,
        to: route.to,
        days: outboundDays,
        dep: route.dep,
        minutes: route.minutes,
      },
      {
        number: route.number + 1,
        from: route.to,
        to: route.from,
        days: shiftWeekdays(outboundDays, returnShift),
        dep: route.ret,
        minutes: route.retMinutes,
      },
    ];
    for (const leg of legs) {
      const programme: ProgrammeInsert = {
        supplier: CHARTER_SUPPLIER,
        airlineCode: route.airline,
        flightNumber: String(leg.number),
        originCode: leg.from,
        destinationCode: leg.to,
        weekdays: leg.days,
        departureTime: leg.dep,
        durationMinutes: leg.minutes,
        arrivalTime: null,
        arrivalDayOffset: 0,
        aircraft: route.aircraft.replace(/ \(2-class\)$/, ''),
        validFrom: today,
        validTo: lastDay,
        isCharter: kind === 'charter',
        isRefundable: kind === 'scheduled',
        baggageKg: terms.baggageKg,
        handBaggageKg: terms.handBaggageKg,
        currency: terms.currency,
        cabins: cabinsOf(route, terms.currency),
        childFarePercent: terms.childPercent ?? DEFAULT_CHILD_FARE_PERCENT,
        infantFarePercent: terms.infantPercent ?? DEFAULT_INFANT_FARE_PERCENT,
      };
      programmes.push(programme);
      const key = programmeKey(programme);
      const rows = expandProgrammeFlights(
        programme,
        {
          originTimeZone: timeZoneOf(programme.originCode),
          destinationTimeZone: timeZoneOf(programme.destinationCode),
        },
        today,
        lastDay,
        (d) => {
          // one PRNG per flight number and date: the same date always gets the same price level and seats
          const random = createRandom(
            hashString(`${route.airline}${leg.number}|${d.departureDate}`) ^ DEMO_RANDOM_SEED,
          );
          const daysAhead = daysBetween(today, d.departureDate);
          return {
            farePercent: farePercentFor(d.departureDate, daysAhead, random),
            seatsLeft: (cabin, capacity) => seatsLeftFor(capacity, cabin, daysAhead, random),
          };
        },
      );
      for (const row of rows) flights.push({ ...row, programmeKey: key });
    }
  }
  return { airlines: DEMO_AIRLINES.map((a) => ({ ...a })), programmes, flights };
}

/**
 * Loads the demo airlines, programmes and six months of dated flights once per data version. Idempotent:
 * programmes and flights have natural keys and are inserted with ON CONFLICT DO NOTHING.
 */
export async function seedFlights(
  db: Db,
  options: FlightSeedOptions = {},
): Promise<{ seeded: boolean; programmes: number; flights: number }> {
  const settings = createSettingsRepository(db);
  if ((await settings.get(null, VERSION_SETTING)) === FLIGHTS_DATA_VERSION) {
    return { seeded: false, programmes: 0, flights: 0 };
  }
  const today = (options.now ?? new Date()).toISOString().slice(0, 10);
  const codes = [...new Set(DEMO_ROUTES.flatMap((r) => [r.from, r.to]))];
  const zones = new Map(
    (
      await db
        .select({ code: airports.code, timeZone: airports.timeZone })
        .from(airports)
        .where(inArray(airports.code, codes))
    ).map((a) => [a.code, a.timeZone]),
  );
  const inventory = buildDemoInventory({
    today,
    horizonDays: options.horizonDays ?? DEFAULT_HORIZON_DAYS,
    timeZoneOf: (code) => {
      const zone = zones.get(code);
      if (!zone) throw new Error(`flight seed: airport ${code} is not in the geo data`);
      return zone;
    },
  });

  await db.transaction(async (tx) => {
    const repository = createFlightsRepository(tx as unknown as Db);
    await repository.insertAirlines(inventory.airlines);
    const ids = await repository.ensureProgrammes(inventory.programmes);
    await repository.insertFlights(
      inventory.flights.map(({ programmeKey: key, ...flight }) => {
        const programmeId = ids.get(key);
        if (programmeId === undefined) throw new Error(`flight seed: programme ${key} was not stored`);
        return { ...flight, programmeId };
      }),
    );
  });
  await createFlightsRepository(db).vacuumTables();
  await settings.set(null, VERSION_SETTING, FLIGHTS_DATA_VERSION);
  return { seeded: true, programmes: inventory.programmes.length, flights: inventory.flights.length };
}
