import { describe, expect, it } from 'vitest';
import { promotionSearchHref } from './promotions';

describe('promotionSearchHref', () => {
  it('links to a one-way search for one adult that the results page re-creates', () => {
    expect(
      promotionSearchHref({
        origin: { code: 'VKO', cityCode: 'MOW', cityName: 'Москва' },
        destination: { code: 'AYT', cityCode: 'AYT', cityName: 'Анталья', countryCode: 'TR' },
        departureDate: '2027-03-14',
      }),
    ).toBe('/flightSearch?from=VKO&to=AYT&depart=2027-03-14&trip=oneWay&adults=1');
  });
});
