import {
  type Culture,
  isValidIsoDate,
  isValidLocalTime,
  MAX_TRANSFER_PASSENGERS,
  TRANSFER_DIRECTIONS,
  type TransferDirection,
  type TransferSearchCriteria,
  type TransferSearchCriteriaInput,
} from '@charterdesk/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { domainText, isDomainKey } from '../../../shared/i18n/domain-texts';
import { readStorage, writeStorage } from '../../../shared/lib/storage';

/** The search form as typed: selects hold strings, number inputs may hold '' while being edited. */
export interface TransferSearchFormValues {
  airportCode: string;
  /** the zone's id as the select's value; '' = none chosen */
  districtId: string;
  direction: TransferDirection;
  /** airport-local ISO date, null = none */
  date: string | null;
  /** airport-local HH:mm */
  time: string;
  passengers: number | string;
  luggage: number | string;
}

export type TransferSearchField = keyof TransferSearchFormValues;

export const DEFAULT_TRANSFER_FORM: TransferSearchFormValues = {
  airportCode: '',
  districtId: '',
  direction: 'fromAirport',
  date: null,
  time: '',
  passengers: 2,
  luggage: 2,
};

/** A message key of this feature's own texts (the domain's MESSAGES has no "date in the past" for transfers). */
export const PAST_DATE_KEY = 'transfers:form.pastDate';

const toNumber = (value: number | string): number | undefined => {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

/** Form values → the SaveTransferSearch body before the schema's transforms. */
export function toCriteriaInput(values: TransferSearchFormValues): TransferSearchCriteriaInput {
  return {
    airportCode: values.airportCode,
    // 0 makes the schema say "choose where you are going" rather than a generic "required".
    districtId: values.districtId ? Number(values.districtId) : 0,
    direction: values.direction,
    date: values.date ?? '',
    time: values.time,
    passengers: toNumber(values.passengers) as number,
    luggage: toNumber(values.luggage) ?? 0,
  };
}

/**
 * `?airport=AYT&zone=12` (a city page's "book a transfer" link) over the form's starting values: the zone
 * only counts with its airport, and anything malformed is ignored rather than shown as an error.
 */
export function prefillFromParams(
  params: URLSearchParams,
  base: TransferSearchFormValues,
): TransferSearchFormValues {
  const airport = params.get('airport')?.trim().toUpperCase() ?? '';
  if (!/^[A-Z]{3}$/.test(airport)) return base;
  const zone = params.get('zone')?.trim() ?? '';
  const values = { ...base, airportCode: airport, districtId: /^[1-9]\d{0,8}$/.test(zone) ? zone : '' };
  // a flight booking's offer also brings the landing (date, time) and the party
  const direction = params.get('dir');
  if ((TRANSFER_DIRECTIONS as readonly (string | null)[]).includes(direction))
    values.direction = direction as TransferDirection;
  const date = params.get('date');
  if (date && isValidIsoDate(date)) values.date = date;
  const time = params.get('time');
  if (time && isValidLocalTime(time)) values.time = time;
  const count = (name: string, min: number) => {
    const n = Number(params.get(name));
    return params.has(name) && Number.isInteger(n) && n >= min && n <= MAX_TRANSFER_PASSENGERS * 2
      ? n
      : undefined;
  };
  values.passengers = count('pax', 1) ?? values.passengers;
  values.luggage = count('bags', 0) ?? values.luggage;
  return values;
}

/** Criteria (from a results URL or a search result) → form values, e.g. for "change the search". */
export function criteriaToFormValues(criteria: TransferSearchCriteria): TransferSearchFormValues {
  return {
    airportCode: criteria.airportCode,
    districtId: String(criteria.districtId),
    direction: criteria.direction,
    date: criteria.date,
    time: criteria.time,
    passengers: criteria.passengers,
    luggage: criteria.luggage,
  };
}

/**
 * The check by the shared schema (zod and the domain's schemas): a chunk of its own, loaded once the page is idle
 * or with the form's first check, so that a page that shows the form does not load zod before it renders.
 */
export const loadTransferSearchCheck = () => import('./search-check');

/** The form's resolver: the shared criteria schema and the "no date before today" rule (search-check.ts). */
export function createTransferSearchResolver(
  getCulture: () => Culture,
  today: () => string,
): Resolver<TransferSearchFormValues, unknown, TransferSearchCriteria> {
  return async (values) => {
    const { validateTransferSearch } = await loadTransferSearchCheck();
    const { criteria, errors } = validateTransferSearch(values, getCulture(), today());
    if (!criteria) {
      const fieldErrors = Object.fromEntries(
        Object.entries(errors).map(([field, message]) => [field, { type: 'validate', message }]),
      );
      return { values: {}, errors: fieldErrors as FieldErrors<TransferSearchFormValues> };
    }
    return { values: criteria, errors: {} };
  };
}

/** A field error as text: domain message keys and this feature's keys in the culture; server texts as they are. */
export function transferErrorText(
  culture: Culture,
  translate: (key: string) => string,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  if (isDomainKey(culture, message)) return domainText(culture, message);
  if (message.startsWith('transfers:')) return translate(message);
  return message;
}

/** 'districtId', 'DistrictId', 'input.districtId' → 'districtId'; unknown members → undefined. */
export function memberToSearchField(member: string): TransferSearchField | undefined {
  const last = member.split('.').pop() ?? '';
  const camel = last.charAt(0).toLowerCase() + last.slice(1);
  return camel in DEFAULT_TRANSFER_FORM ? (camel as TransferSearchField) : undefined;
}

/* ---- the results URL: /transferSearch/{id}?airport=&zone=&dir=&date=&time=&pax=&bags= ---- */

/** The criteria ride along in the URL, so an expired or shared link can run the same search again. */
export function transferResultsPath(id: string, criteria: TransferSearchCriteria): string {
  const params = new URLSearchParams({
    airport: criteria.airportCode,
    zone: String(criteria.districtId),
    dir: criteria.direction,
    date: criteria.date,
    time: criteria.time,
    pax: String(criteria.passengers),
    bags: String(criteria.luggage),
  });
  return `/transferSearch/${encodeURIComponent(id)}?${params.toString()}`;
}

/* ---- kept for the session (DESIGN §6: forms survive a reload) ---- */

const FORM_STORAGE_KEY = 'cd.transfers.search';

export function storeTransferForm(values: TransferSearchFormValues): void {
  writeStorage(FORM_STORAGE_KEY, JSON.stringify(values), 'session');
}

/** The stored form, checked field by field: a stale or tampered entry never breaks the page. */
export function loadStoredTransferForm(): TransferSearchFormValues | null {
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
  const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
  const count = (v: unknown, fallback: number | string) =>
    typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_TRANSFER_PASSENGERS * 2
      ? v
      : v === ''
        ? ''
        : fallback;
  return {
    airportCode: /^[A-Z]{3}$/.test(text(s.airportCode, 3)) ? text(s.airportCode, 3) : '',
    districtId: /^\d{1,9}$/.test(text(s.districtId, 9)) ? text(s.districtId, 9) : '',
    direction: (TRANSFER_DIRECTIONS as readonly unknown[]).includes(s.direction)
      ? (s.direction as TransferDirection)
      : DEFAULT_TRANSFER_FORM.direction,
    date: typeof s.date === 'string' && isValidIsoDate(s.date) ? s.date : null,
    time: typeof s.time === 'string' && isValidLocalTime(s.time) ? s.time : '',
    passengers: count(s.passengers, DEFAULT_TRANSFER_FORM.passengers),
    luggage: count(s.luggage, DEFAULT_TRANSFER_FORM.luggage),
  };
}
