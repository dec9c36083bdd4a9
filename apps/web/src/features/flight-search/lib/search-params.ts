import {
  CABIN_CLASSES,
  type CabinClass,
  type FlightSearchCriteria,
  isValidIsoDate,
  MAX_PASSENGERS,
  TRIP_TYPES,
  type TripType,
} from '@charterdesk/domain';
import { readStorage, writeStorage } from '../../../shared/lib/storage';

/**
 * What the search form holds: the criteria of Flight/SaveFlightSearch plus the text shown in the
 * two place fields (what the visitor typed, or the name of the place they picked).
 */
export interface SearchFormValues {
  origin: string;
  originLabel: string;
  destination: string;
  destinationLabel: string;
  /** `YYYY-MM-DD` or null while not chosen */
  departureDate: string | null;
  returnDate: string | null;
  tripType: TripType;
  cabinClass: CabinClass;
  directPreferred: boolean;
  includeNearbyAirports: boolean;
  adults: number;
  children: number;
  infants: number;
}

export const DEFAULT_FORM_VALUES: SearchFormValues = {
  origin: '',
  originLabel: '',
  destination: '',
  destinationLabel: '',
  departureDate: null,
  returnDate: null,
  tripType: 'roundTrip',
  cabinClass: 'economy',
  directPreferred: false,
  includeNearbyAirports: false,
  adults: 1,
  children: 0,
  infants: 0,
};

/** Query parameters of the results URL that describe the search itself (the rest are filters and sort). */
export const CRITERIA_PARAMS = [
  'from',
  'to',
  'depart',
  'return',
  'trip',
  'cabin',
  'adults',
  'children',
  'infants',
  'direct',
  'nearby',
] as const;

/** A place field with typed text but no place chosen: fails the code rule ("choose from the list"). */
const UNCHOSEN_PLACE = '-';

function placeInput(code: string, label: string): string | undefined {
  if (code) return code;
  return label.trim() ? UNCHOSEN_PLACE : undefined;
}

/**
 * The value the schema gets: empty fields become missing values, so they read "required"; typed text
 * that names no chosen place reads "choose from the list".
 */
export function toCriteriaInput(values: SearchFormValues): Record<string, unknown> {
  return {
    origin: placeInput(values.origin, values.originLabel),
    destination: placeInput(values.destination, values.destinationLabel),
    departureDate: values.departureDate || undefined,
    returnDate: values.tripType === 'roundTrip' ? values.returnDate || undefined : null,
    tripType: values.tripType,
    cabinClass: values.cabinClass,
    directPreferred: values.directPreferred,
    includeNearbyAirports: values.includeNearbyAirports,
    adults: values.adults,
    children: values.children,
    infants: values.infants,
  };
}

/** `from=MOW&to=AYT&depart=2026-12-10&return=2026-12-17&trip=roundTrip&cabin=economy&adults=2&…` */
export function criteriaToParams(criteria: FlightSearchCriteria): URLSearchParams {
  const params = new URLSearchParams();
  params.set('from', criteria.origin);
  params.set('to', criteria.destination);
  params.set('depart', criteria.departureDate);
  if (criteria.tripType === 'roundTrip' && criteria.returnDate) params.set('return', criteria.returnDate);
  params.set('trip', criteria.tripType);
  params.set('cabin', criteria.cabinClass);
  params.set('adults', String(criteria.adults));
  params.set('children', String(criteria.children));
  params.set('infants', String(criteria.infants));
  params.set('direct', criteria.directPreferred ? '1' : '0');
  params.set('nearby', criteria.includeNearbyAirports ? '1' : '0');
  return params;
}

function code(value: string | null): string {
  const v = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(v) ? v : '';
}

function date(value: string | null): string | null {
  return value && isValidIsoDate(value) ? value : null;
}

function count(value: string | null, fallback: number): number {
  if (value === null || !/^\d{1,2}$/.test(value)) return fallback;
  return Math.min(Number(value), MAX_PASSENGERS);
}

function flag(value: string | null): boolean {
  return value === '1' || value === 'true';
}

/**
 * Whether a results URL asked for more passengers than one booking takes (e.g. adults=10): the search
 * runs with at most MAX_PASSENGERS, and the page says so instead of cutting the party silently.
 */
export function asksForTooManyPassengers(params: URLSearchParams): boolean {
  const asked = ['adults', 'children', 'infants'].map((name) => {
    const value = params.get(name);
    return value !== null && /^\d{1,3}$/.test(value) ? Number(value) : 0;
  });
  return asked.some((n) => n > MAX_PASSENGERS) || asked.reduce((a, b) => a + b, 0) > MAX_PASSENGERS;
}

/**
 * Reads the search from a results URL, leniently: anything unreadable keeps its default, so the form
 * can show what is there and the schema then says what is missing. Null when the URL names no search.
 */
export function paramsToFormValues(params: URLSearchParams): SearchFormValues | null {
  if (!params.has('from') && !params.has('to') && !params.has('depart')) return null;
  const trip = params.get('trip');
  const cabin = params.get('cabin');
  const tripType: TripType = (TRIP_TYPES as readonly string[]).includes(trip ?? '')
    ? (trip as TripType)
    : params.has('return')
      ? 'roundTrip'
      : 'oneWay';
  return {
    ...DEFAULT_FORM_VALUES,
    origin: code(params.get('from')),
    destination: code(params.get('to')),
    departureDate: date(params.get('depart')),
    returnDate: tripType === 'roundTrip' ? date(params.get('return')) : null,
    tripType,
    cabinClass: (CABIN_CLASSES as readonly string[]).includes(cabin ?? '')
      ? (cabin as CabinClass)
      : DEFAULT_FORM_VALUES.cabinClass,
    directPreferred: flag(params.get('direct')),
    includeNearbyAirports: flag(params.get('nearby')),
    adults: count(params.get('adults'), DEFAULT_FORM_VALUES.adults),
    children: count(params.get('children'), 0),
    infants: count(params.get('infants'), 0),
  };
}

/** Form values of a search the API already knows (its results carry the criteria). */
export function criteriaToFormValues(
  criteria: Omit<FlightSearchCriteria, 'returnDate'> & { returnDate?: string | null },
  labels: { origin?: string; destination?: string } = {},
): SearchFormValues {
  return {
    origin: criteria.origin,
    originLabel: labels.origin ?? '',
    destination: criteria.destination,
    destinationLabel: labels.destination ?? '',
    departureDate: criteria.departureDate,
    returnDate: criteria.tripType === 'roundTrip' ? (criteria.returnDate ?? null) : null,
    tripType: criteria.tripType,
    cabinClass: criteria.cabinClass,
    directPreferred: criteria.directPreferred,
    includeNearbyAirports: criteria.includeNearbyAirports,
    adults: criteria.adults,
    children: criteria.children,
    infants: criteria.infants,
  };
}

/** True when both describe the same search (labels aside). */
export function sameSearch(a: SearchFormValues, b: SearchFormValues): boolean {
  return (
    a.origin === b.origin &&
    a.destination === b.destination &&
    a.departureDate === b.departureDate &&
    (a.tripType === 'roundTrip' ? a.returnDate : null) ===
      (b.tripType === 'roundTrip' ? b.returnDate : null) &&
    a.tripType === b.tripType &&
    a.cabinClass === b.cabinClass &&
    a.directPreferred === b.directPreferred &&
    a.includeNearbyAirports === b.includeNearbyAirports &&
    a.adults === b.adults &&
    a.children === b.children &&
    a.infants === b.infants
  );
}

/** sessionStorage key: the form survives reloads within the visit (DESIGN §6), never longer. */
export const FORM_STORAGE_KEY = 'flightSearchForm';

export function storeFormValues(values: SearchFormValues): void {
  writeStorage(FORM_STORAGE_KEY, JSON.stringify(values), 'session');
}

/** The stored form, checked field by field: a stale or tampered entry never breaks the page. */
export function loadStoredFormValues(): SearchFormValues | null {
  const raw = readStorage(FORM_STORAGE_KEY, 'session');
  if (!raw) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const s = stored as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 120) : '');
  const isoOrNull = (v: unknown) => (typeof v === 'string' && isValidIsoDate(v) ? v : null);
  const num = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_PASSENGERS ? v : fallback;
  const tripType = (TRIP_TYPES as readonly unknown[]).includes(s.tripType)
    ? (s.tripType as TripType)
    : DEFAULT_FORM_VALUES.tripType;
  return {
    origin: code(text(s.origin)),
    originLabel: text(s.originLabel),
    destination: code(text(s.destination)),
    destinationLabel: text(s.destinationLabel),
    departureDate: isoOrNull(s.departureDate),
    returnDate: tripType === 'roundTrip' ? isoOrNull(s.returnDate) : null,
    tripType,
    cabinClass: (CABIN_CLASSES as readonly unknown[]).includes(s.cabinClass)
      ? (s.cabinClass as CabinClass)
      : DEFAULT_FORM_VALUES.cabinClass,
    directPreferred: s.directPreferred === true,
    includeNearbyAirports: s.includeNearbyAirports === true,
    adults: num(s.adults, DEFAULT_FORM_VALUES.adults),
    children: num(s.children, 0),
    infants: num(s.infants, 0),
  };
}

/** `/flightSearch/{id}?{criteria}[&{kept}]` */
export function resultsPath(id: string, criteria: FlightSearchCriteria, keep?: URLSearchParams): string {
  const params = criteriaToParams(criteria);
  for (const [name, value] of keep ?? []) {
    if (!(CRITERIA_PARAMS as readonly string[]).includes(name)) params.set(name, value);
  }
  return `/flightSearch/${encodeURIComponent(id)}?${params.toString()}`;
}
