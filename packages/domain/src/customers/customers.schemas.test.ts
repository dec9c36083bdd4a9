import { describe, expect, it } from 'vitest';
import { getCitiesInputSchema, getDistrictsInputSchema } from '../definitions/definitions.schemas.js';
import { saveCustomerInputSchema } from './customers.schemas.js';

describe('customer and definition input schemas', () => {
  it('normalizes a customer: phone without spaces, country upper-case, empty optional fields null', () => {
    expect(
      saveCustomerInputSchema.parse({
        email: 'anna@example.com',
        name: ' Anna ',
        surname: 'Volkova',
        mobilePhone: '+7 (912) 345-67-89',
        countryCode: 'tr',
        note: '',
      }),
    ).toEqual({
      email: 'anna@example.com',
      name: 'Anna',
      surname: 'Volkova',
      mobilePhone: '+79123456789',
      countryCode: 'TR',
      newsletter: false,
      note: null,
    });
    expect(
      saveCustomerInputSchema.parse({
        email: 'a@b.co',
        name: 'A',
        surname: 'B',
        mobilePhone: '',
        countryCode: '',
      }),
    ).toMatchObject({ mobilePhone: null, countryCode: null });
  });

  it('refuses a phone without country code and an unknown country', () => {
    const result = saveCustomerInputSchema.safeParse({
      email: 'a@b.co',
      name: 'A',
      surname: 'B',
      mobilePhone: '9123456789',
      countryCode: 'XX',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mobilePhone', 'Booking.InvalidPhone'],
      ['countryCode', 'Validation.CountryCode'],
    ]);
  });

  it('reads list filters from the query string', () => {
    expect(getCitiesInputSchema.parse({ countryCode: 'eg', maxResultCount: '20' })).toMatchObject({
      countryCode: 'EG',
      maxResultCount: 20,
      skipCount: 0,
    });
    expect(getCitiesInputSchema.parse({ countryCode: '' }).countryCode).toBeUndefined();
    expect(getDistrictsInputSchema.parse({ input: 'ayt', isActive: 'false' })).toMatchObject({
      input: 'AYT',
      isActive: false,
    });
    expect(getDistrictsInputSchema.safeParse({}).success).toBe(false);
  });
});
