import {
  CABIN_CLASSES,
  type CabinClass,
  type CreateProgrammeFormValues,
  emptyCabin,
  intlLocale,
  type ProgrammeCabins,
} from '@charterdesk/domain';

/*
 * Pure helpers of the inventory pages (programmes list, programme form, dated flights): URL state beyond
 * the common list state, money entry in major units, weekday names, durations and row selection.
 */

export type TriState = '' | 'true' | 'false';
const triState = (value: string | null): TriState => (value === 'true' || value === 'false' ? value : '');
const airportCode = (value: string | null) => {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : '';
};
const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/** The programme list's own filters, kept in the URL next to the common list state. */
export interface ProgrammeFilters {
  charter: TriState;
  from: string;
  to: string;
}

export function parseProgrammeFilters(params: URLSearchParams): ProgrammeFilters {
  return {
    charter: triState(params.get('charter')),
    from: airportCode(params.get('from')),
    to: airportCode(params.get('to')),
  };
}

/** Writes the filters into `params` (a copy), leaving out what is at its default. */
export function withProgrammeFilters(params: URLSearchParams, filters: ProgrammeFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(filters)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The dated-flights table of a programme: date range and sales filter in the URL. */
export interface FlightFilters {
  dateFrom: string;
  dateTo: string;
  closed: TriState;
}

export function parseFlightFilters(params: URLSearchParams): FlightFilters {
  return {
    dateFrom: isoDate(params.get('dateFrom')),
    dateTo: isoDate(params.get('dateTo')),
    closed: triState(params.get('closed')),
  };
}

export function withFlightFilters(params: URLSearchParams, filters: FlightFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(filters)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Fares are typed in major units (150.50) and travel as integer minor units (15050); all our currencies have 2. */
export function toMinor(major: number | string | null | undefined): number {
  const n = typeof major === 'string' ? Number(major.replace(',', '.')) : (major ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}
export const toMajor = (minor: number): number => minor / 100;

/** Short weekday names Monday … Sunday in the culture (1 January 2024 was a Monday). */
export function weekdayNames(culture: string): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(culture), { weekday: 'short', timeZone: 'UTC' });
  return [1, 2, 3, 4, 5, 6, 7].map((d) => format.format(new Date(Date.UTC(2024, 0, d))));
}

/** ISO weekdays as the culture's short names, e.g. [1, 3, 5] → "Mon, Wed, Fri"; every day → null. */
export function weekdaysLabel(days: readonly number[], culture: string): string | null {
  if (days.length === 7) return null;
  const names = weekdayNames(culture);
  return [...days]
    .sort((a, b) => a - b)
    .map((d) => names[d - 1])
    .join(', ');
}

/** Block time as `h:mm` (220 → "3:40"). */
export function formatDuration(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

/** Adds a cabin (every amount 0) or removes it; the form's cabins table switches rows with it. */
export function toggleCabin(cabins: ProgrammeCabins, cabin: CabinClass, offered: boolean): ProgrammeCabins {
  const next: ProgrammeCabins = { ...cabins };
  if (offered) next[cabin] = cabins[cabin] ?? emptyCabin();
  else delete next[cabin];
  return next;
}

/** Cabins in the fixed order economy → first. */
export const offeredCabins = (cabins: ProgrammeCabins): CabinClass[] =>
  CABIN_CLASSES.filter((c) => cabins[c]);

/** Toggles one row of a selection. */
export function toggleId(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The header checkbox: all selectable rows of the page on, or all of them off (others stay selected). */
export function togglePage(selected: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  const next = new Set(selected);
  const allOn = pageIds.length > 0 && pageIds.every((id) => next.has(id));
  for (const id of pageIds) {
    if (allOn) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** A new programme's form: one economy cabin, every weekday, two weeks from tomorrow. */
export function newProgrammeValues(today: string): CreateProgrammeFormValues {
  const start = new Date(`${today}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + 1);
  const end = new Date(start);
  end.setUTCDate(end.getUTCDate() + 13);
  return {
    airlineCode: '',
    flightNumber: '',
    originCode: '',
    destinationCode: '',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    departureTime: '',
    durationMinutes: null,
    arrivalTime: null,
    arrivalDayOffset: 0,
    aircraft: '',
    validFrom: start.toISOString().slice(0, 10),
    validTo: end.toISOString().slice(0, 10),
    isCharter: true,
    isRefundable: false,
    baggageKg: 20,
    handBaggageKg: 8,
    currency: 'EUR',
    cabins: { economy: emptyCabin() },
    childFarePercent: 75,
    infantFarePercent: 10,
  };
}
