import { addDays } from '@charterdesk/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { criteriaFromParams, validateTransferSearch } from './search-check';
import {
  criteriaToFormValues,
  DEFAULT_TRANSFER_FORM,
  loadStoredTransferForm,
  memberToSearchField,
  PAST_DATE_KEY,
  prefillFromParams,
  storeTransferForm,
  type TransferSearchFormValues,
  transferErrorText,
  transferResultsPath,
} from './search-form';

const TODAY = '2026-11-22';
const valid: TransferSearchFormValues = {
  airportCode: 'ayt',
  districtId: '12',
  direction: 'fromAirport',
  date: addDays(TODAY, 10),
  time: '14:30',
  passengers: 2,
  luggage: 3,
};

describe('validateTransferSearch', () => {
  it('answers the criteria the API expects', () => {
    const { criteria, errors } = validateTransferSearch(valid, 'en', TODAY);
    expect(errors).toEqual({});
    expect(criteria).toEqual({
      airportCode: 'AYT',
      districtId: 12,
      direction: 'fromAirport',
      date: '2026-12-02',
      time: '14:30',
      passengers: 2,
      luggage: 3,
    });
  });

  it('names every missing field at once, with the shared schema keys', () => {
    const { criteria, errors } = validateTransferSearch(
      { ...DEFAULT_TRANSFER_FORM, passengers: '' },
      'en',
      TODAY,
    );
    expect(criteria).toBeNull();
    expect(errors).toEqual({
      airportCode: 'Transfer.InvalidAirport',
      districtId: 'Transfer.InvalidDistrict',
      date: 'Validation.Required',
      time: 'Validation.Required',
      // zod's own issues come already worded by the culture's error map
      passengers: 'This field is required',
    });
  });

  it('rejects a past date, a bad time and too many passengers', () => {
    const { errors } = validateTransferSearch(
      { ...valid, date: addDays(TODAY, -1), time: '25:10', passengers: 51 },
      'en',
      TODAY,
    );
    expect(errors.date).toBe(PAST_DATE_KEY);
    expect(errors.time).toBe('Validation.InvalidTime');
    expect(errors.passengers).toMatch(/50/);
  });

  it('takes today and no suitcases', () => {
    const { criteria } = validateTransferSearch({ ...valid, date: TODAY, luggage: '' }, 'en', TODAY);
    expect(criteria?.luggage).toBe(0);
  });
});

describe('transferErrorText', () => {
  const translate = (key: string) => `<${key}>`;
  it('translates domain keys per culture, own keys with t, server texts as they are', () => {
    expect(transferErrorText('ru', translate, 'Transfer.InvalidAirport')).toBe('Выберите аэропорт');
    expect(transferErrorText('tr', translate, 'Transfer.InvalidAirport')).toBe('Bir havalimanı seçin');
    expect(transferErrorText('en', translate, PAST_DATE_KEY)).toBe(`<${PAST_DATE_KEY}>`);
    expect(transferErrorText('en', translate, 'Bad zone')).toBe('Bad zone');
    expect(transferErrorText('en', translate, undefined)).toBeUndefined();
  });
});

describe('results URL', () => {
  it('carries the criteria so an expired link can search again', () => {
    const { criteria } = validateTransferSearch(valid, 'en', TODAY);
    const path = transferResultsPath('0b8f4a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', criteria!);
    expect(path).toBe(
      '/transferSearch/0b8f4a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b?airport=AYT&zone=12&dir=fromAirport&date=2026-12-02&time=14%3A30&pax=2&bags=3',
    );
    const back = criteriaFromParams(new URL(path, 'http://x').searchParams);
    expect(back).toEqual(criteria);
    expect(criteriaToFormValues(back!)).toEqual({ ...valid, airportCode: 'AYT' });
  });

  it('gives null for an incomplete or tampered query', () => {
    expect(criteriaFromParams(new URLSearchParams('airport=AYT&zone=12'))).toBeNull();
    expect(
      criteriaFromParams(new URLSearchParams('airport=AYT&zone=x&dir=up&date=2026-12-02&time=14:30&pax=2')),
    ).toBeNull();
  });
});

describe('memberToSearchField', () => {
  it('maps server member names onto the form', () => {
    expect(memberToSearchField('DistrictId')).toBe('districtId');
    expect(memberToSearchField('input.time')).toBe('time');
    expect(memberToSearchField('somethingElse')).toBeUndefined();
  });
});

describe('session storage', () => {
  afterEach(() => window.sessionStorage.clear());

  it('keeps the form across a reload', () => {
    storeTransferForm({ ...valid, airportCode: 'AYT' });
    expect(loadStoredTransferForm()).toEqual({ ...valid, airportCode: 'AYT' });
  });

  it('drops what does not fit, field by field', () => {
    window.sessionStorage.setItem(
      'cd.transfers.search',
      JSON.stringify({
        airportCode: '<b>',
        districtId: 7,
        direction: 'sideways',
        date: '2026-13-40',
        time: 'x',
        passengers: -1,
      }),
    );
    expect(loadStoredTransferForm()).toEqual(DEFAULT_TRANSFER_FORM);
    window.sessionStorage.setItem('cd.transfers.search', '{broken');
    expect(loadStoredTransferForm()).toBeNull();
  });
});

describe('prefillFromParams', () => {
  const base = { ...DEFAULT_TRANSFER_FORM, passengers: 4 };
  const prefill = (query: string) => prefillFromParams(new URLSearchParams(query), base);

  it('chooses the airport and zone of a city page link over the starting values', () => {
    expect(prefill('airport=ayt&zone=12')).toEqual({ ...base, airportCode: 'AYT', districtId: '12' });
    expect(prefill('airport=DLM')).toEqual({ ...base, airportCode: 'DLM', districtId: '' });
  });

  it('ignores a malformed airport, and a malformed zone or one without its airport', () => {
    expect(prefill('')).toBe(base);
    expect(prefill('airport=ANTALYA&zone=12')).toBe(base);
    expect(prefill('zone=12')).toBe(base);
    expect(prefill('airport=AYT&zone=12;drop')).toEqual({ ...base, airportCode: 'AYT', districtId: '' });
  });

  it('takes the landing and the party of a flight booking’s offer, ignoring what is malformed', () => {
    expect(prefill('airport=AYT&dir=fromAirport&date=2026-12-05&time=15:25&pax=3&bags=2&forOrder=x')).toEqual(
      {
        ...base,
        airportCode: 'AYT',
        districtId: '',
        direction: 'fromAirport',
        date: '2026-12-05',
        time: '15:25',
        passengers: 3,
        luggage: 2,
      },
    );
    expect(prefill('airport=AYT&dir=sideways&date=2026-02-30&time=25:00&pax=0&bags=-1')).toEqual({
      ...base,
      airportCode: 'AYT',
      districtId: '',
    });
  });
});
