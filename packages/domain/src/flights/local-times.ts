/* Airport-local times and flight labels: plain functions, no schemas, so a page can use them without zod. */

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
