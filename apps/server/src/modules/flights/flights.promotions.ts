import {
  type Culture,
  compareCodeUnits,
  getPromotionsInputSchema,
  type ProgrammeCabins,
  type PromotionFlight,
  type PromotionList,
  percentOf,
  priceItinerary,
  promotionListSchema,
} from '@charterdesk/domain';
import { and, asc, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { method, registerAppService } from '../../kernel/app-service.js';
import { requestedCurrency } from '../currency/currency.http.js';
import type { CurrencyService } from '../currency/currency.service.js';
import type { GeoService } from '../geo/geo.service.js';
import { airlines, flightProgrammes, flights } from './flights.tables.js';

/** The cheapest future economy flight with seats of each active charter programme (one row per programme). */
export interface PromotionCandidate {
  flightId: number;
  originCode: string;
  destinationCode: string;
  departureDate: string;
  departureAt: Date;
  airlineName: string;
  currency: string;
  cabins: ProgrammeCabins;
  farePercent: number;
  childFarePercent: number;
  infantFarePercent: number;
}

/** Repository part of the promotions: the only SQL here. */
export async function findPromotionCandidates(
  db: Db,
  departAfter: Date,
  tenantId: number | null,
): Promise<PromotionCandidate[]> {
  const rows = await db
    .selectDistinctOn([flights.programmeId], {
      flightId: flights.id,
      originCode: flights.originCode,
      destinationCode: flights.destinationCode,
      departureDate: flights.departureDate,
      departureAt: flights.departureAt,
      airlineName: airlines.name,
      currency: flightProgrammes.currency,
      cabins: flightProgrammes.cabins,
      farePercent: flights.farePercent,
      childFarePercent: flightProgrammes.childFarePercent,
      infantFarePercent: flightProgrammes.infantFarePercent,
    })
    .from(flights)
    .innerJoin(flightProgrammes, eq(flightProgrammes.id, flights.programmeId))
    .innerJoin(airlines, eq(airlines.code, flightProgrammes.airlineCode))
    .where(
      and(
        eq(flightProgrammes.isCharter, true),
        eq(flightProgrammes.isActive, true),
        eq(flightProgrammes.isDeleted, false),
        // the host's programmes are sold on every site variant, a tenant's only on its own
        tenantId === null
          ? isNull(flightProgrammes.tenantId)
          : or(isNull(flightProgrammes.tenantId), eq(flightProgrammes.tenantId, tenantId)),
        eq(flights.isCancelled, false),
        eq(flights.salesClosed, false),
        gt(flights.departureAt, departAfter),
        isNotNull(flights.seatsLeftEconomy),
        gt(flights.seatsLeftEconomy, 0),
      ),
    )
    // base fare is fixed per programme: the lowest price level is the cheapest date, the earliest at a tie
    .orderBy(asc(flights.programmeId), asc(flights.farePercent), asc(flights.departureAt));
  return rows;
}

export interface PromotionsDeps {
  db: Db;
  geo: GeoService;
  currency: CurrencyService;
  clock: () => Date;
}

/** Cheapest upcoming charter fare per route, cheapest first, one adult, in the requested currency. */
export async function getPromotions(
  deps: PromotionsDeps,
  request: {
    tenantId: number | null;
    culture: Culture;
    currency: string | undefined;
    destination?: string | null | undefined;
    maxResultCount: number;
  },
): Promise<PromotionList> {
  const [candidates, display] = await Promise.all([
    findPromotionCandidates(deps.db, deps.clock(), request.tenantId),
    deps.currency.forDisplay(request.tenantId, request.currency),
  ]);
  const wanted = request.destination?.toUpperCase();
  const wantedAirports =
    wanted && wanted.length === 3
      ? new Set((await deps.geo.resolveLocation(wanted))?.airports.map((a) => a.code) ?? [])
      : undefined;

  const cheapest = new Map<string, PromotionFlight>();
  for (const c of candidates) {
    const cabin = c.cabins.economy;
    if (!cabin) continue;
    if (wantedAirports && !wantedAirports.has(c.destinationCode)) continue;
    const [origin, destination] = await Promise.all([
      deps.geo.airportRef(c.originCode, request.culture),
      deps.geo.airportRef(c.destinationCode, request.culture),
    ]);
    if (wanted && wanted.length === 2 && destination.countryCode !== wanted) continue;
    const price = priceItinerary(
      [
        {
          currency: c.currency,
          adult: {
            baseFare: percentOf(cabin.baseFare, c.farePercent),
            tax: cabin.tax,
            fuel: cabin.fuel,
            servicePrice: cabin.servicePrice,
          },
          rules: { childPercent: c.childFarePercent, infantPercent: c.infantFarePercent },
        },
      ],
      { adults: 1, children: 0, infants: 0 },
      display.currency,
      display.convert,
    ).total;
    const key = `${c.originCode}-${c.destinationCode}`;
    const best = cheapest.get(key);
    if (best && (best.price < price || (best.price === price && best.departureDate <= c.departureDate)))
      continue;
    cheapest.set(key, {
      flightId: c.flightId,
      origin: { code: origin.code, cityCode: origin.cityCode, cityName: origin.cityName },
      destination: {
        code: destination.code,
        cityCode: destination.cityCode,
        cityName: destination.cityName,
        countryCode: destination.countryCode,
      },
      departureDate: c.departureDate,
      airlineName: c.airlineName,
      isCharter: true,
      price,
      currency: display.currency,
    });
  }
  const items = [...cheapest.values()]
    .sort(
      (a, b) =>
        a.price - b.price ||
        compareCodeUnits(a.departureDate, b.departureDate) ||
        compareCodeUnits(a.origin.code, b.origin.code) ||
        compareCodeUnits(a.destination.code, b.destination.code),
    )
    .slice(0, request.maxResultCount);
  return { items };
}

/** GET Flight/GetPromotions?currency=&Destination=&MaxResultCount=8 */
export function registerPromotionRoutes(app: FastifyInstance, deps: PromotionsDeps) {
  registerAppService(app, 'Flight', {
    GetPromotions: method({
      summary:
        'Cheapest upcoming charter fare per route (one adult, economy) in ?currency=, cheapest first; ' +
        'optional Destination= city/airport (3 letters) or country (2 letters)',
      input: getPromotionsInputSchema,
      output: promotionListSchema,
      handler: (input, ctx) =>
        getPromotions(deps, {
          tenantId: ctx.session.tenantId,
          culture: ctx.culture,
          currency: requestedCurrency(ctx.request, input.currency),
          destination: input.destination,
          maxResultCount: input.maxResultCount,
        }),
    }),
  });
}
