import { randomUUID } from 'node:crypto';
import {
  type AirportRef,
  addDays,
  type Converter,
  type Culture,
  compareCodeUnits,
  createFlightSearchCriteriaSchema,
  type DayPrice,
  earliestSearchDate,
  FEW_SEATS_THRESHOLD,
  FLIGHT_SEARCH_TTL_MINUTES,
  type FlightOption,
  type FlightSearchCriteria,
  type FlightSearchResult,
  INSURANCE_EUR_PER_PASSENGER,
  priceItinerary,
} from '@charterdesk/domain';
import type { ResultsCache } from '../../kernel/results-cache.js';
import type { CurrencyService } from '../currency/currency.service.js';
import type { AirportRecord, GeoService } from '../geo/geo.service.js';
import { flightErrors } from './flights.errors.js';
import type { FlightsRepository, StoredSearch } from './flights.repository.js';
import type { FlightSupplier, SupplierOffer, SupplierSearchQuery } from './providers/flight-supplier.js';

/** "Include nearby airports" reaches this far from any airport of the origin or destination. */
export const NEARBY_AIRPORTS_KM = 150;
/** The fare strip shows this many days on either side of the searched date. */
export const DAY_STRIP_RADIUS = 3;
/** Expired searches are kept a day (a late results call still answers "expired", not "not found"). */
const EXPIRED_SEARCH_RETENTION_MS = 24 * 3_600_000;
const CLEANUP_INTERVAL_MS = 10 * 60_000;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FlightsServiceDeps {
  repository: FlightsRepository;
  suppliers: readonly FlightSupplier[];
  geo: GeoService;
  currency: CurrencyService;
  clock: () => Date;
  /**
   * Priced results of one search (per language and currency), reused for SEARCH_CACHE_SECONDS; none = never.
   * Safe because AddOrder re-prices and re-checks seats; it turns N identical page loads into one database
   * search (on every instance, when the cache is in Redis).
   */
  resultsCache?: ResultsCache<FlightSearchResult>;
}

export interface ResultsRequest {
  id: string;
  tenantId: number | null;
  culture: Culture;
  /** what the request asked for (?currency=, headers); the tenant's rules decide */
  currency: string | undefined;
}

type Direction = FlightOption['direction'];
type PlaceHeader = FlightSearchResult['origin'];

const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 60_000);

/** Flight search: saves criteria, answers priced options from every supplier, and the ±3-day fare strip. */
export function createFlightsService(deps: FlightsServiceDeps) {
  const { repository, geo, clock } = deps;
  const criteriaSchema = createFlightSearchCriteriaSchema(() => earliestSearchDate(clock()));
  let lastCleanup = 0;
  const nearbyCache = new Map<string, string[]>();
  /** Saved searches never change: a small per-process cache spares the lookup on every results call. */
  const searchCache = new Map<string, StoredSearch>();
  const SEARCH_CACHE_SIZE = 2000;

  async function resolve(code: string, member: 'origin' | 'destination') {
    const location = await geo.resolveLocation(code);
    if (!location) throw flightErrors.unknownLocation(code, member);
    return location;
  }

  /** The location's own airports and, when asked, those within NEARBY_AIRPORTS_KM of them. */
  async function airportCodes(
    code: string,
    includeNearby: boolean,
  ): Promise<{ own: string[]; near: string[] }> {
    const location = await geo.resolveLocation(code);
    if (!location) return { own: [], near: [] };
    const own = location.airports.map((a) => a.code);
    if (!includeNearby) return { own, near: [] };
    let near = nearbyCache.get(location.code);
    if (!near) {
      near = (await geo.airportsNear(location.airports, NEARBY_AIRPORTS_KM)).map(
        (a: AirportRecord) => a.code,
      );
      if (nearbyCache.size > 1000) nearbyCache.clear();
      nearbyCache.set(location.code, near);
    }
    return { own, near };
  }

  /**
   * Airports of both ends of one direction. Nearby airports never take an airport from the other end
   * (Hurghada and Sharm el-Sheikh are within 150 km of each other), and no airport is on both sides.
   */
  async function endpoints(from: string, to: string, includeNearby: boolean) {
    const [a, b] = await Promise.all([airportCodes(from, includeNearby), airportCodes(to, includeNearby)]);
    const origins = [...new Set([...a.own, ...a.near.filter((c) => !b.own.includes(c))])];
    const destinations = [...new Set([...b.own, ...b.near.filter((c) => !a.own.includes(c))])].filter(
      (c) => !origins.includes(c),
    );
    return { origins, destinations };
  }

  async function placeHeader(code: string, culture: Culture): Promise<PlaceHeader> {
    const location = await geo.resolveLocation(code);
    if (location?.kind === 'airport') {
      const { timeZone: _zone, ...ref } = await geo.airportRef(location.code, culture);
      return { ...ref, kind: 'airport' };
    }
    const place = await geo.locationName(code, culture);
    return {
      code,
      name: place.name,
      cityCode: place.cityCode,
      cityName: place.name,
      countryCode: place.countryCode,
      kind: 'city',
    };
  }

  async function loadSearch(id: string, tenantId: number | null): Promise<StoredSearch> {
    if (!UUID_RE.test(id)) throw flightErrors.searchNotFound();
    const key = id.toLowerCase();
    let search = searchCache.get(key);
    if (!search) {
      search = await repository.findSearch(key);
      if (search) remember(search);
    }
    // another site variant's search is not ours to answer
    if (!search || search.tenantId !== tenantId) throw flightErrors.searchNotFound();
    if (search.expiresAt.getTime() <= clock().getTime()) throw flightErrors.searchExpired();
    return search;
  }

  /** A saved search kept by this process (searches never change once saved): no database read for its results. */
  function remember(search: StoredSearch) {
    if (searchCache.size >= SEARCH_CACHE_SIZE) searchCache.delete(searchCache.keys().next().value!);
    searchCache.set(search.id.toLowerCase(), search);
  }

  async function cleanUpExpired(now: Date) {
    if (now.getTime() - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = now.getTime();
    try {
      await repository.deleteSearchesExpiredBefore(new Date(now.getTime() - EXPIRED_SEARCH_RETENTION_MS));
    } catch {
      // housekeeping must not fail a visitor's search; the next save tries again
      lastCleanup = 0;
    }
  }

  /** Offers of every supplier for one direction and a range of first-flight dates. */
  async function findOffers(
    { criteria, tenantId }: Pick<StoredSearch, 'criteria' | 'tenantId'>,
    direction: Direction,
    dateFrom: string,
    dateTo: string,
  ): Promise<SupplierOffer[]> {
    const [from, to] =
      direction === 'outbound'
        ? [criteria.origin, criteria.destination]
        : [criteria.destination, criteria.origin];
    const { origins, destinations } = await endpoints(from, to, criteria.includeNearbyAirports);
    const query: SupplierSearchQuery = {
      origins,
      destinations,
      dateFrom,
      dateTo,
      cabinClass: criteria.cabinClass,
      seats: criteria.adults + criteria.children,
      departAfter: clock(),
      maxStops: 1,
      tenantId,
    };
    const perSupplier = await Promise.all(deps.suppliers.map((s) => s.search(query)));
    return perSupplier.flat();
  }

  async function toOption(
    offer: SupplierOffer,
    direction: Direction,
    criteria: FlightSearchCriteria,
    currency: string,
    convert: Converter,
    airport: (code: string) => Promise<AirportRef>,
  ): Promise<FlightOption> {
    const legs = offer.legs;
    const first = legs[0]!;
    const last = legs[legs.length - 1]!;
    const segments = await Promise.all(
      legs.map(async (l) => ({
        airlineCode: l.airlineCode,
        airlineName: l.airlineName,
        flightNumber: l.flightNumber,
        aircraft: l.aircraft,
        origin: await airport(l.originCode),
        destination: await airport(l.destinationCode),
        departureLocal: l.departureLocal,
        arrivalLocal: l.arrivalLocal,
        durationMinutes: minutesBetween(l.departureAt, l.arrivalAt),
      })),
    );
    const seatsLeft = Math.min(...legs.map((l) => l.seatsLeft));
    return {
      id: offer.id,
      direction,
      airlineCode: first.airlineCode,
      airlineName: first.airlineName,
      flightNumber: first.flightNumber,
      origin: segments[0]!.origin,
      destination: segments[segments.length - 1]!.destination,
      departureDate: first.departureLocal.slice(0, 10),
      departureHour: first.departureLocal.slice(11, 16),
      arrivalDate: last.arrivalLocal.slice(0, 10),
      arrivalHour: last.arrivalLocal.slice(11, 16),
      departureLocal: first.departureLocal,
      arrivalLocal: last.arrivalLocal,
      durationMinutes: minutesBetween(first.departureAt, last.arrivalAt),
      isDirect: legs.length === 1,
      stops: legs.length - 1,
      segments,
      cabinClass: criteria.cabinClass,
      baggageKg: Math.min(...legs.map((l) => l.baggageKg)),
      handBaggageKg: Math.min(...legs.map((l) => l.handBaggageKg)),
      price: priceItinerary(
        legs.map((l) => l.fare),
        criteria,
        currency,
        convert,
      ),
      isRefundable: legs.every((l) => l.isRefundable),
      isCharter: legs.some((l) => l.isCharter),
      seatsLeft: seatsLeft <= FEW_SEATS_THRESHOLD ? seatsLeft : null,
      layovers: legs.slice(1).map((l, i) => ({
        airport: segments[i + 1]!.origin,
        minutes: minutesBetween(legs[i]!.arrivalAt, l.departureAt),
      })),
    };
  }

  /**
   * Order of the results: cheapest first; at equal price fewer stops, then shorter, then earlier.
   * With "direct preferred" every direct option comes before every connection (each group by price):
   * the traveller said what matters most, and connections still follow for those who scroll.
   */
  function compareOptions(directPreferred: boolean) {
    return (a: FlightOption, b: FlightOption) =>
      (directPreferred ? a.stops - b.stops : 0) ||
      a.price.total - b.price.total ||
      a.stops - b.stops ||
      a.durationMinutes - b.durationMinutes ||
      compareCodeUnits(a.departureLocal, b.departureLocal) ||
      compareCodeUnits(a.id, b.id);
  }

  function airportRefs(culture: Culture) {
    const cache = new Map<string, Promise<AirportRef>>();
    return (code: string) => {
      let ref = cache.get(code);
      if (!ref) {
        ref = geo.airportRef(code, culture);
        cache.set(code, ref);
      }
      return ref;
    };
  }

  /** Priced outbound and inbound options of a saved search (see getResults for the cache in front). */
  async function computeResults(request: ResultsRequest): Promise<FlightSearchResult> {
    const search = await loadSearch(request.id, request.tenantId);

    const { criteria } = search;
    const roundTrip = criteria.tripType === 'roundTrip' && !!criteria.returnDate;
    const [display, outbound, inbound, origin, destination] = await Promise.all([
      deps.currency.forDisplay(request.tenantId, request.currency),
      findOffers(search, 'outbound', criteria.departureDate, criteria.departureDate),
      roundTrip
        ? findOffers(search, 'inbound', criteria.returnDate!, criteria.returnDate!)
        : Promise.resolve([]),
      placeHeader(criteria.origin, request.culture),
      placeHeader(criteria.destination, request.culture),
    ]);
    const airport = airportRefs(request.culture);
    const order = compareOptions(criteria.directPreferred);
    const options = async (offers: SupplierOffer[], direction: Direction) =>
      (
        await Promise.all(
          offers.map((o) => toOption(o, direction, criteria, display.currency, display.convert, airport)),
        )
      ).sort(order);
    return {
      id: search.id,
      criteria: { ...criteria, returnDate: criteria.returnDate ?? null },
      origin,
      destination,
      currency: display.currency,
      expiresAt: search.expiresAt.toISOString(),
      insurancePerPassenger: display.convert(INSURANCE_EUR_PER_PASSENGER, 'EUR', display.currency),
      flightSearchResponses: [
        ...(await options(outbound, 'outbound')),
        ...(await options(inbound, 'inbound')),
      ],
    };
  }

  return {
    /** Validates SaveFlightSearch input with the server's clock (no departure before today anywhere on Earth). */
    criteriaSchema,

    async saveSearch(criteria: FlightSearchCriteria, tenantId: number | null): Promise<{ id: string }> {
      await resolve(criteria.origin, 'origin');
      await resolve(criteria.destination, 'destination');
      const now = clock();
      const id = randomUUID();
      const search: StoredSearch = {
        id,
        tenantId,
        criteria: {
          ...criteria,
          returnDate: criteria.tripType === 'roundTrip' ? (criteria.returnDate ?? null) : null,
        },
        creationTime: now,
        expiresAt: new Date(now.getTime() + FLIGHT_SEARCH_TTL_MINUTES * 60_000),
      };
      await repository.saveSearch(search);
      // the visitor asks for its results next, most often from this same process
      remember(search);
      await cleanUpExpired(now);
      return { id };
    },

    /** Forgets every cached priced result, e.g. after an exchange rate changed (prices must follow at once). */
    clearResultsCache(): void {
      deps.resultsCache?.clear();
    },

    /** Which of these dated flights are closed for sale (AddOrder explains a vanished offer with it). */
    salesClosedFlights: (flightIds: readonly number[]) => repository.findSalesClosed(flightIds),

    async getResults(request: ResultsRequest): Promise<FlightSearchResult> {
      if (!deps.resultsCache) return computeResults(request);
      // a cached answer never outlives its search: past expiresAt the search answers "expired" again
      return deps.resultsCache.get(
        `${request.tenantId}|${request.id}|${request.culture}|${request.currency ?? ''}`,
        () => computeResults(request),
        (result) => Date.parse(result.expiresAt),
      );
    },
    /**
     * The fare strip: the cheapest total for the whole party on each day ±3 around the departure date
     * (outbound) and the return date (inbound); null where nothing has seats. Days before the earliest
     * searchable date are left out, and so are return days before the departure date.
     */
    async getDayPrices(request: ResultsRequest): Promise<{ flightSearchResponses: DayPrice[] }> {
      const search = await loadSearch(request.id, request.tenantId);
      const { criteria } = search;
      const display = await deps.currency.forDisplay(request.tenantId, request.currency);
      const earliest = earliestSearchDate(clock());
      const strips: { direction: Direction; center: string; notBefore: string }[] = [
        { direction: 'outbound', center: criteria.departureDate, notBefore: earliest },
      ];
      if (criteria.tripType === 'roundTrip' && criteria.returnDate) {
        const notBefore = criteria.departureDate > earliest ? criteria.departureDate : earliest;
        strips.push({ direction: 'inbound', center: criteria.returnDate, notBefore });
      }
      const days = await Promise.all(
        strips.map(async ({ direction, center, notBefore }) => {
          const dates: string[] = [];
          for (let d = -DAY_STRIP_RADIUS; d <= DAY_STRIP_RADIUS; d++) {
            const date = addDays(center, d);
            if (date >= notBefore) dates.push(date);
          }
          if (dates.length === 0) return [];
          const offers = await findOffers(search, direction, dates[0]!, dates[dates.length - 1]!);
          const cheapest = new Map<string, number>();
          for (const offer of offers) {
            const total = priceItinerary(
              offer.legs.map((l) => l.fare),
              criteria,
              display.currency,
              display.convert,
            ).total;
            const best = cheapest.get(offer.departureDate);
            if (best === undefined || total < best) cheapest.set(offer.departureDate, total);
          }
          return dates.map(
            (date): DayPrice => ({
              direction,
              date,
              cheapestTotal: cheapest.get(date) ?? null,
              currency: display.currency,
            }),
          );
        }),
      );
      return { flightSearchResponses: days.flat() };
    },
  };
}
export type FlightsService = ReturnType<typeof createFlightsService>;
