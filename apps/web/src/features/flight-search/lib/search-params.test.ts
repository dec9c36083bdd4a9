import { afterEach, describe, expect, it } from 'vitest';
import {
  asksForTooManyPassengers,
  DEFAULT_FORM_VALUES,
  FORM_STORAGE_KEY,
  loadStoredFormValues,
  paramsToFormValues,
  resultsPath,
  type SearchFormValues,
  storeFormValues,
  toCriteriaInput,
} from './search-params';
import { validCriteria } from './valid-criteria';

const values: SearchFormValues = {
  ...DEFAULT_FORM_VALUES,
  origin: 'MOW',
  originLabel: 'Moscow',
  destination: 'AYT',
  destinationLabel: 'Antalya',
  departureDate: '2026-12-10',
  returnDate: '2026-12-17',
  tripType: 'roundTrip',
  adults: 2,
  infants: 1,
};
const earliest = () => '2026-01-01';

describe('results URL', () => {
  it('writes the criteria in the agreed format and keeps filters and sort', () => {
    const criteria = validCriteria(values, earliest)!;
    expect(resultsPath('abc 1', criteria, new URLSearchParams('sort=duration&from=XXX'))).toBe(
      '/flightSearch/abc%201?from=MOW&to=AYT&depart=2026-12-10&return=2026-12-17&trip=roundTrip&cabin=economy&adults=2&children=0&infants=1&direct=0&nearby=0&sort=duration',
    );
  });

  it('leaves the return date out of one-way searches', () => {
    const criteria = validCriteria({ ...values, tripType: 'oneWay' }, earliest)!;
    expect(resultsPath('x', criteria)).not.toContain('return=');
  });

  it('reads the criteria back', () => {
    const criteria = validCriteria(values, earliest)!;
    const url = new URL(resultsPath('x', criteria), 'https://example.com');
    expect(paramsToFormValues(url.searchParams)).toEqual({
      ...values,
      originLabel: '',
      destinationLabel: '',
    });
  });

  it('reads what it can from a hand-made URL', () => {
    const parsed = paramsToFormValues(
      new URLSearchParams('from=mow&to=A1&depart=2026-02-30&return=2026-12-17&adults=12&direct=1&cabin=x'),
    );
    expect(parsed).toMatchObject({
      origin: 'MOW',
      destination: '',
      departureDate: null,
      returnDate: '2026-12-17',
      tripType: 'roundTrip',
      cabinClass: 'economy',
      adults: 9,
      directPreferred: true,
    });
    expect(paramsToFormValues(new URLSearchParams('sort=price'))).toBeNull();
  });
});

describe('criteria', () => {
  it('turns empty fields into missing values so they read "required"', () => {
    expect(
      toCriteriaInput({ ...DEFAULT_FORM_VALUES, tripType: 'oneWay', returnDate: '2026-12-17' }),
    ).toMatchObject({
      origin: undefined,
      destination: undefined,
      departureDate: undefined,
      returnDate: null,
    });
  });

  it('validates with the shared rules', () => {
    expect(validCriteria(values, earliest)).toMatchObject({ origin: 'MOW', adults: 2, infants: 1 });
    expect(validCriteria({ ...values, departureDate: '2025-12-31' }, earliest)).toBeNull();
    expect(validCriteria({ ...values, destination: 'MOW' }, earliest)).toBeNull();
    expect(validCriteria({ ...values, infants: 3 }, earliest)).toBeNull();
  });
});

describe('stored form', () => {
  afterEach(() => window.sessionStorage.clear());

  it('survives a reload within the session', () => {
    storeFormValues(values);
    expect(loadStoredFormValues()).toEqual(values);
  });

  it('keeps typed text without a chosen place', () => {
    storeFormValues({ ...values, origin: '', originLabel: 'Mosc' });
    expect(loadStoredFormValues()).toMatchObject({ origin: '', originLabel: 'Mosc' });
  });

  it('repairs or ignores a damaged entry', () => {
    window.sessionStorage.setItem(FORM_STORAGE_KEY, '{not json');
    expect(loadStoredFormValues()).toBeNull();
    window.sessionStorage.setItem(
      FORM_STORAGE_KEY,
      JSON.stringify({
        origin: 42,
        tripType: 'circle',
        adults: 99,
        departureDate: 'soon',
        cabinClass: 'first',
      }),
    );
    expect(loadStoredFormValues()).toEqual({ ...DEFAULT_FORM_VALUES, cabinClass: 'first' });
  });
});

describe('a results URL asking for more passengers than a booking takes', () => {
  it('is noticed, whether one count or their sum is too high', () => {
    expect(asksForTooManyPassengers(new URLSearchParams('adults=10'))).toBe(true);
    expect(asksForTooManyPassengers(new URLSearchParams('adults=5&children=3&infants=2'))).toBe(true);
    expect(asksForTooManyPassengers(new URLSearchParams('adults=9'))).toBe(false);
    expect(asksForTooManyPassengers(new URLSearchParams('adults=x'))).toBe(false);
  });
});
