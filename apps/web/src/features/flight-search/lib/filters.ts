import type { FlightOption } from '@charterdesk/domain';

export const STOPS_FILTERS = ['any', 'direct', 'connecting'] as const;
export type StopsFilter = (typeof STOPS_FILTERS)[number];
export const BAGGAGE_FILTERS = ['any', 'with', 'without'] as const;
export type BaggageFilter = (typeof BAGGAGE_FILTERS)[number];

/** Time of day by the airport-local clock: night 00–06, morning 06–12, day 12–18, evening 18–24. */
export const TIME_BUCKETS = ['night', 'morning', 'day', 'evening'] as const;
export type TimeBucket = (typeof TIME_BUCKETS)[number];

export const TIME_FILTER_KEYS = [
  'outboundDeparture',
  'outboundArrival',
  'inboundDeparture',
  'inboundArrival',
] as const;
export type TimeFilterKey = (typeof TIME_FILTER_KEYS)[number];

export interface FlightFilters {
  stops: StopsFilter;
  baggage: BaggageFilter;
  /** total price bounds in minor units of the displayed currency; null = open */
  minPrice: number | null;
  maxPrice: number | null;
  /** airline codes to keep; empty = all airlines */
  airlines: string[];
  outboundDeparture: TimeBucket[];
  outboundArrival: TimeBucket[];
  inboundDeparture: TimeBucket[];
  inboundArrival: TimeBucket[];
}

export const NO_FILTERS: FlightFilters = {
  stops: 'any',
  baggage: 'any',
  minPrice: null,
  maxPrice: null,
  airlines: [],
  outboundDeparture: [],
  outboundArrival: [],
  inboundDeparture: [],
  inboundArrival: [],
};

/** URL parameter of each time filter. */
export const TIME_FILTER_PARAMS: Record<TimeFilterKey, string> = {
  outboundDeparture: 'outDep',
  outboundArrival: 'outArr',
  inboundDeparture: 'inDep',
  inboundArrival: 'inArr',
};

/** Every query parameter the filters own (the price ones are dropped when the currency changes). */
export const FILTER_PARAMS = [
  'stops',
  'bag',
  'minPrice',
  'maxPrice',
  'airlines',
  ...Object.values(TIME_FILTER_PARAMS),
] as const;

/** 'HH:mm' (or an ISO local date-time) → its bucket. */
export function timeBucket(time: string): TimeBucket {
  const match = /(\d{1,2}):\d{2}/.exec(time);
  const hour = match ? Number(match[1]) : 0;
  if (hour < 6) return 'night';
  if (hour < 12) return 'morning';
  if (hour < 18) return 'day';
  return 'evening';
}

function list(value: string | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function buckets(value: string | null): TimeBucket[] {
  return TIME_BUCKETS.filter((bucket) => list(value).includes(bucket));
}

function price(value: string | null): number | null {
  return value !== null && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/** `stops=direct&bag=1&minPrice=…&maxPrice=…&airlines=XC,PC&outDep=morning,day&…` → filters. */
export function parseFilters(params: URLSearchParams): FlightFilters {
  const stops = params.get('stops');
  const bag = params.get('bag');
  return {
    stops: stops === 'direct' || stops === 'connecting' ? stops : 'any',
    baggage: bag === '1' ? 'with' : bag === '0' ? 'without' : 'any',
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    airlines: [...new Set(list(params.get('airlines')).map((c) => c.toUpperCase()))],
    outboundDeparture: buckets(params.get(TIME_FILTER_PARAMS.outboundDeparture)),
    outboundArrival: buckets(params.get(TIME_FILTER_PARAMS.outboundArrival)),
    inboundDeparture: buckets(params.get(TIME_FILTER_PARAMS.inboundDeparture)),
    inboundArrival: buckets(params.get(TIME_FILTER_PARAMS.inboundArrival)),
  };
}

/** Writes the filters into a copy of `params`, leaving defaults out so URLs stay short. */
export function writeFilters(params: URLSearchParams, filters: FlightFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filters.stops !== 'any') next.set('stops', filters.stops);
  if (filters.baggage !== 'any') next.set('bag', filters.baggage === 'with' ? '1' : '0');
  if (filters.minPrice !== null) next.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) next.set('maxPrice', String(filters.maxPrice));
  if (filters.airlines.length) next.set('airlines', filters.airlines.join(','));
  for (const key of TIME_FILTER_KEYS) {
    if (filters[key].length) next.set(TIME_FILTER_PARAMS[key], filters[key].join(','));
  }
  return next;
}

/** How many filter groups narrow the list (for the "Filters (2)" button). */
export function countActiveFilters(filters: FlightFilters): number {
  return [
    filters.stops !== 'any',
    filters.baggage !== 'any',
    filters.minPrice !== null || filters.maxPrice !== null,
    filters.airlines.length > 0,
    ...TIME_FILTER_KEYS.map((key) => filters[key].length > 0),
  ].filter(Boolean).length;
}

function inBuckets(selected: readonly TimeBucket[], time: string): boolean {
  return selected.length === 0 || selected.includes(timeBucket(time));
}

export function matchesFilters(option: FlightOption, filters: FlightFilters): boolean {
  if (filters.stops === 'direct' && !option.isDirect) return false;
  if (filters.stops === 'connecting' && option.isDirect) return false;
  if (filters.baggage === 'with' && option.baggageKg <= 0) return false;
  if (filters.baggage === 'without' && option.baggageKg > 0) return false;
  if (filters.minPrice !== null && option.price.total < filters.minPrice) return false;
  if (filters.maxPrice !== null && option.price.total > filters.maxPrice) return false;
  if (filters.airlines.length && !filters.airlines.includes(option.airlineCode)) return false;
  const [departure, arrival] =
    option.direction === 'outbound'
      ? [filters.outboundDeparture, filters.outboundArrival]
      : [filters.inboundDeparture, filters.inboundArrival];
  return inBuckets(departure, option.departureHour) && inBuckets(arrival, option.arrivalHour);
}

export function applyFilters(options: readonly FlightOption[], filters: FlightFilters): FlightOption[] {
  return options.filter((option) => matchesFilters(option, filters));
}

export interface AirlineFacet {
  code: string;
  name: string;
  /** cheapest option of the airline, minor units */
  minPrice: number;
  count: number;
}

export interface FilterFacets {
  airlines: AirlineFacet[];
  /** cheapest and dearest option total, minor units; null without options */
  priceRange: { min: number; max: number } | null;
  hasDirect: boolean;
  hasConnecting: boolean;
  hasWithBaggage: boolean;
  hasWithoutBaggage: boolean;
}

/** What the filter panel can offer for these options (before any filter is applied). */
export function computeFacets(options: readonly FlightOption[]): FilterFacets {
  const airlines = new Map<string, AirlineFacet>();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const option of options) {
    const total = option.price.total;
    min = Math.min(min, total);
    max = Math.max(max, total);
    const facet = airlines.get(option.airlineCode);
    if (facet) {
      facet.minPrice = Math.min(facet.minPrice, total);
      facet.count += 1;
    } else {
      airlines.set(option.airlineCode, {
        code: option.airlineCode,
        name: option.airlineName,
        minPrice: total,
        count: 1,
      });
    }
  }
  return {
    airlines: [...airlines.values()].sort((a, b) => a.minPrice - b.minPrice || a.name.localeCompare(b.name)),
    priceRange: options.length ? { min, max } : null,
    hasDirect: options.some((o) => o.isDirect),
    hasConnecting: options.some((o) => !o.isDirect),
    hasWithBaggage: options.some((o) => o.baggageKg > 0),
    hasWithoutBaggage: options.some((o) => o.baggageKg <= 0),
  };
}
