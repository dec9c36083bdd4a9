import { type CabinClass, type PassengerCounts, percentOf } from '@charterdesk/domain';
import { distanceKm } from '../../geo/geo.service.js';
import type { FlightLeg, FlightsRepository } from '../flights.repository.js';
import type {
  FlightSupplier,
  OfferLeg,
  SupplierHold,
  SupplierOffer,
  SupplierSearchQuery,
} from './flight-supplier.js';

export const CHARTER_SUPPLIER = 'charter';

/** Connections: at the same airport, at least an hour (minimum connecting time) and at most six. */
export const MIN_CONNECTION_MINUTES = 60;
export const MAX_CONNECTION_MINUTES = 360;
/** A connection may fly at most this much farther than the great circle from origin to destination. */
export const MAX_DETOUR_RATIO = 1.3;
/** Upper bound of connecting offers per query (shortest kept): a guard against a combinatorial explosion. */
export const MAX_CONNECTING_OFFERS = 300;

interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface CharterSupplierDeps {
  repository: FlightsRepository;
  /** airport coordinates for the detour check (the geo index, in memory) */
  airport: (code: string) => Promise<Coordinates | undefined>;
}

function toOfferLeg(leg: FlightLeg): OfferLeg {
  return {
    ref: String(leg.flightId),
    airlineCode: leg.airlineCode,
    airlineName: leg.airlineName,
    flightNumber: `${leg.airlineCode} ${leg.flightNumber}`,
    aircraft: leg.aircraft,
    originCode: leg.originCode,
    destinationCode: leg.destinationCode,
    departureAt: leg.departureAt,
    arrivalAt: leg.arrivalAt,
    departureLocal: leg.departureLocal,
    arrivalLocal: leg.arrivalLocal,
    seatsLeft: leg.seatsLeft,
    isCharter: leg.isCharter,
    isRefundable: leg.isRefundable,
    baggageKg: leg.baggageKg,
    handBaggageKg: leg.handBaggageKg,
    fare: {
      currency: leg.currency,
      // the date's price level moves the base fare only; taxes, fuel and service are fixed amounts
      adult: {
        baseFare: percentOf(leg.cabin.baseFare, leg.farePercent),
        tax: leg.cabin.tax,
        fuel: leg.cabin.fuel,
        servicePrice: leg.cabin.servicePrice,
      },
      rules: { childPercent: leg.childFarePercent, infantPercent: leg.infantFarePercent },
    },
  };
}

function offerOf(legs: FlightLeg[]): SupplierOffer {
  return {
    supplier: CHARTER_SUPPLIER,
    id: legs.map((l) => l.flightId).join('-'),
    departureDate: legs[0]!.departureDate,
    legs: legs.map(toOfferLeg),
  };
}

const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / 60_000);

/**
 * Our own flight programmes and seat allotments (DESIGN §4): direct flights, and one-stop connections built
 * from two of our flights at the same hub airport within the connection window.
 */
export function createCharterSupplier(deps: CharterSupplierDeps): FlightSupplier {
  const { repository } = deps;

  async function detourAllows(
    origin: string,
    hub: string,
    destination: string,
    cache: Map<string, Coordinates | undefined>,
  ) {
    const at = async (code: string) => {
      if (!cache.has(code)) cache.set(code, await deps.airport(code));
      return cache.get(code);
    };
    const [o, h, d] = await Promise.all([at(origin), at(hub), at(destination)]);
    if (!o || !h || !d) return false;
    return distanceKm(o, h) + distanceKm(h, d) <= MAX_DETOUR_RATIO * distanceKm(o, d);
  }

  return {
    code: CHARTER_SUPPLIER,

    async search(q: SupplierSearchQuery): Promise<SupplierOffer[]> {
      const origins = new Set(q.origins);
      const destinations = new Set(q.destinations);
      const { firstLegs, secondLegs } = await repository.findLegs({
        origins: q.origins,
        destinations: q.destinations,
        dateFrom: q.dateFrom,
        dateTo: q.dateTo,
        departAfter: q.departAfter,
        cabinClass: q.cabinClass,
        seats: q.seats,
        supplier: CHARTER_SUPPLIER,
        tenantId: q.tenantId,
        ...(q.maxStops >= 1
          ? { connections: { minMinutes: MIN_CONNECTION_MINUTES, maxMinutes: MAX_CONNECTION_MINUTES } }
          : {}),
      });
      const offers = firstLegs.filter((l) => destinations.has(l.destinationCode)).map((l) => offerOf([l]));
      const feeders = firstLegs.filter(
        (l) => !destinations.has(l.destinationCode) && !origins.has(l.destinationCode),
      );
      if (feeders.length === 0 || secondLegs.length === 0) return offers;
      const byHub = new Map<string, FlightLeg[]>();
      for (const leg of secondLegs) {
        if (origins.has(leg.destinationCode)) continue;
        const atHub = byHub.get(leg.originCode);
        if (atHub) atHub.push(leg);
        else byHub.set(leg.originCode, [leg]);
      }
      const coordinates = new Map<string, Coordinates | undefined>();
      const connections: { legs: FlightLeg[]; minutes: number }[] = [];
      for (const first of feeders) {
        for (const second of byHub.get(first.destinationCode) ?? []) {
          const wait = minutesBetween(first.arrivalAt, second.departureAt);
          if (wait < MIN_CONNECTION_MINUTES || wait > MAX_CONNECTION_MINUTES) continue;
          if (
            !(await detourAllows(
              first.originCode,
              first.destinationCode,
              second.destinationCode,
              coordinates,
            ))
          ) {
            continue;
          }
          connections.push({
            legs: [first, second],
            minutes: minutesBetween(first.departureAt, second.arrivalAt),
          });
        }
      }
      connections.sort((a, b) => a.minutes - b.minutes);
      for (const c of connections.slice(0, MAX_CONNECTING_OFFERS)) offers.push(offerOf(c.legs));
      return offers;
    },

    async hold(
      offerId: string,
      cabinClass: CabinClass,
      passengers: PassengerCounts,
    ): Promise<SupplierHold | undefined> {
      const ids = parseOfferId(offerId);
      const seats = passengers.adults + passengers.children;
      if (!ids || seats <= 0) return undefined;
      const taken = await repository.takeSeats(ids, cabinClass, seats);
      return taken ? { supplier: CHARTER_SUPPLIER, offerId, cabinClass, seats } : undefined;
    },

    async release(hold: SupplierHold): Promise<void> {
      const ids = parseOfferId(hold.offerId);
      if (ids) await repository.releaseSeats(ids, hold.cabinClass, hold.seats);
    },
  };
}

/** "12-345" → [12, 345]; anything else → undefined. */
export function parseOfferId(offerId: string): number[] | undefined {
  if (!/^\d{1,10}(-\d{1,10}){0,3}$/.test(offerId)) return undefined;
  return offerId.split('-').map(Number);
}
