/* Airport-local times and flight labels: plain functions, no schemas, so a page can use them without zod. */

import type { Culture } from '../common/culture.js';
import { formatTripDateTime, formatTripTime } from '../common/format.js';

/** Minutes since the epoch of an airport-local `YYYY-MM-DDTHH:mm`, read as if it were UTC (same zone only). */
export function localMinutes(local: string): number {
  return Date.parse(`${local}:00Z`) / 60_000;
}

/** How far a departure moved, in minutes (same airport, so the same zone); positive = later. */
export function scheduleShiftMinutes(oldLocal: string, newLocal: string): number {
  return localMinutes(newLocal) - localMinutes(oldLocal);
}

/** The local `YYYY-MM-DDTHH:mm` some minutes before another one. */
export function localMinusMinutes(local: string, minutes: number): string {
  return new Date((localMinutes(local) - minutes) * 60_000).toISOString().slice(0, 16);
}

/** "ZF 9012" of an itinerary flight, whether its number already carries the airline's designator or not. */
export function flightLabel(f: { airlineCode: string; flightNumber: string }): string {
  return f.flightNumber.startsWith(f.airlineCode) ? f.flightNumber : `${f.airlineCode} ${f.flightNumber}`;
}

/** Minutes before departure that check-in closes (terms, spec §9): 1 h 15 international, 50 min domestic. */
export function checkInCloseMinutes(originCountry: string, destinationCountry: string): number {
  return originCountry === destinationCountry ? 50 : 75;
}

interface DepartingFlight {
  origin: { countryCode: string };
  destination: { countryCode: string };
  /** airport-local `YYYY-MM-DDTHH:mm` */
  departureLocal: string;
}

/** When check-in for a flight closes: local `YYYY-MM-DDTHH:mm` at the departure airport. */
export function checkInClosesLocal(flight: DepartingFlight): string {
  return localMinusMinutes(
    flight.departureLocal,
    checkInCloseMinutes(flight.origin.countryCode, flight.destination.countryCode),
  );
}

/**
 * When check-in closes as a ticket writes it beside the departure: "07:45", or with its date when that is the
 * day before ("13 декабря 2026 г., 23:15" for a 00:30 departure). Both times airport-local `YYYY-MM-DDTHH:mm`.
 */
export function formatCheckInCloses(
  closesLocal: string,
  departureLocal: string,
  culture: Culture | string,
): string {
  return closesLocal.slice(0, 10) === departureLocal.slice(0, 10)
    ? formatTripTime(closesLocal, culture)
    : formatTripDateTime(closesLocal, culture);
}
