import { MESSAGES } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { createSearchResolver, fieldErrorText, memberToField } from './form-resolver';
import { DEFAULT_FORM_VALUES, type SearchFormValues } from './search-params';

const valid: SearchFormValues = {
  ...DEFAULT_FORM_VALUES,
  origin: 'MOW',
  destination: 'AYT',
  departureDate: '2026-12-10',
  returnDate: '2026-12-17',
};
const options = { fields: {}, shouldUseNativeValidation: false } as const;

async function resolve(values: SearchFormValues, culture: 'ru' | 'en' | 'tr' = 'en') {
  return createSearchResolver(
    () => culture,
    () => '2026-06-01',
  )(values, undefined, options);
}

describe('createSearchResolver', () => {
  it('answers the criteria for valid values, without the display labels', async () => {
    const { values, errors } = await resolve({ ...valid, originLabel: 'Moscow' });
    expect(errors).toEqual({});
    expect(values).toEqual({
      origin: 'MOW',
      destination: 'AYT',
      departureDate: '2026-12-10',
      returnDate: '2026-12-17',
      tripType: 'roundTrip',
      cabinClass: 'economy',
      directPreferred: false,
      includeNearbyAirports: false,
      adults: 1,
      children: 0,
      infants: 0,
    });
  });

  it('says "required" for empty fields in the culture', async () => {
    const { errors } = await resolve({ ...DEFAULT_FORM_VALUES }, 'ru');
    expect(errors.origin?.message).toBe(MESSAGES.ru['Validation.Required']);
    expect(errors.destination?.message).toBe(MESSAGES.ru['Validation.Required']);
    expect(errors.departureDate?.message).toBe(MESSAGES.ru['Validation.Required']);
  });

  it('asks to choose from the list when text was typed but no place chosen', async () => {
    const { errors } = await resolve({ ...valid, origin: '', originLabel: 'Ant' });
    expect(errors.origin?.message).toBe('Validation.LocationCode');
  });

  it('keeps the cross-field rule keys of the shared schema', async () => {
    const { errors } = await resolve({
      ...valid,
      destination: 'MOW',
      departureDate: '2026-05-01',
      returnDate: '2026-04-01',
      adults: 1,
      infants: 2,
    });
    expect(errors.destination?.message).toBe('Flight.SameOriginDestination');
    expect(errors.departureDate?.message).toBe('Flight.PastDate');
    expect(errors.returnDate?.message).toBe('Flight.ReturnBeforeDeparture');
    expect(errors.infants?.message).toBe('Flight.InfantsExceedAdults');
  });

  it('reports cross-field rules together with missing fields', async () => {
    const { errors } = await resolve({
      ...DEFAULT_FORM_VALUES,
      origin: 'MOW',
      departureDate: '2026-05-01',
      adults: 0,
      children: 1,
    });
    expect(errors.destination?.message).toBe('This field is required');
    expect(errors.departureDate?.message).toBe('Flight.PastDate');
    // A rule of the schema's own (a message key, translated when shown).
    expect(errors.returnDate?.message).toBe('Validation.Required');
    expect(errors.children?.message).toBe('Flight.ChildrenNeedAdult');
    expect(errors.origin).toBeUndefined();
  });

  it('does not invent a "same places" error from stand-ins', async () => {
    const { errors } = await resolve({ ...valid, origin: '', destination: '' });
    expect(errors.origin?.message).toBe('This field is required');
    expect(errors.destination?.message).toBe('This field is required');
  });

  it('ignores the return date of a one-way trip', async () => {
    const { errors } = await resolve({ ...valid, tripType: 'oneWay', returnDate: '2020-01-01' });
    expect(errors).toEqual({});
  });
});

describe('fieldErrorText', () => {
  it('translates message keys and keeps other texts', () => {
    expect(fieldErrorText('tr', 'Flight.PastDate')).toBe(MESSAGES.tr['Flight.PastDate']);
    expect(fieldErrorText('en', 'Server says no')).toBe('Server says no');
    expect(fieldErrorText('en', undefined)).toBeUndefined();
  });
});

describe('memberToField', () => {
  it('maps API member names onto form fields', () => {
    expect(memberToField('departureDate')).toBe('departureDate');
    expect(memberToField('ReturnDate')).toBe('returnDate');
    expect(memberToField('input.adults')).toBe('adults');
    expect(memberToField('passengers')).toBeUndefined();
  });
});
