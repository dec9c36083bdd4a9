import { daysBetween, type FlightOption } from '@charterdesk/domain';

/** Calendar days between departure and arrival (the "+1" marker); 0 on the same day. */
export function arrivalDayOffset(option: Pick<FlightOption, 'departureDate' | 'arrivalDate'>): number {
  return daysBetween(option.departureDate.slice(0, 10), option.arrivalDate.slice(0, 10));
}

/** Airports where a connecting flight stops, in order. */
export function stopoverCodes(option: Pick<FlightOption, 'segments'>): string[] {
  return option.segments.slice(1).map((segment) => segment.origin.code);
}

/** The adult fare of an option (its per-passenger total), or null when the option has no adults. */
export function adultPrice(option: Pick<FlightOption, 'price'>): number | null {
  return option.price.perPassenger.find((p) => p.type === 'adult')?.total ?? null;
}

const AIRLINE_COLORS = ['brand', 'sunset', 'teal', 'grape', 'indigo', 'cyan', 'pink', 'lime'] as const;

/** A stable colour per airline code for its mark. */
export function airlineColor(code: string): (typeof AIRLINE_COLORS)[number] {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AIRLINE_COLORS[hash % AIRLINE_COLORS.length] ?? 'brand';
}
