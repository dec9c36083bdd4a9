import { compareCodeUnits, type FlightOption } from '@charterdesk/domain';

/** cheapest, fastest, earliest departure, latest departure */
export const SORT_KEYS = ['price', 'duration', 'departure', 'departureDesc'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = 'price';

export function parseSort(value: string | null | undefined): SortKey {
  return (SORT_KEYS as readonly string[]).includes(value ?? '') ? (value as SortKey) : DEFAULT_SORT;
}

type Compare = (a: FlightOption, b: FlightOption) => number;

const byPrice: Compare = (a, b) => a.price.total - b.price.total;
const byStops: Compare = (a, b) => a.stops - b.stops;
const directFirst: Compare = (a, b) => Number(b.isDirect) - Number(a.isDirect);
const byDuration: Compare = (a, b) => a.durationMinutes - b.durationMinutes;
// Airport-local 'YYYY-MM-DDTHH:mm' of one direction share a zone, so text order is time order.
const byDeparture: Compare = (a, b) => compareCodeUnits(a.departureLocal, b.departureLocal);
const byId: Compare = (a, b) => compareCodeUnits(a.id, b.id);

const COMPARATORS: Record<SortKey, Compare[]> = {
  // As the API orders them: at equal price fewer stops, then shorter, then earlier.
  price: [byPrice, byStops, byDuration, byDeparture],
  duration: [byDuration, byPrice, byDeparture],
  departure: [byDeparture, byPrice],
  departureDesc: [(a, b) => byDeparture(b, a), byPrice],
};

export interface SortOptions {
  /** "Direct flights preferred": direct options come first, each group in the chosen order (as the API does). */
  directFirst?: boolean;
}

/** A sorted copy; ties fall back to the next criterion and finally the id, so the order is stable. */
export function sortOptions(
  options: readonly FlightOption[],
  key: SortKey,
  { directFirst: direct = false }: SortOptions = {},
): FlightOption[] {
  const chain = [...(direct ? [directFirst] : []), ...COMPARATORS[key], byId];
  return [...options].sort((a, b) => {
    for (const compare of chain) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}
