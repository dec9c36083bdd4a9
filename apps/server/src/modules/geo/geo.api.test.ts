import type { LocationOption } from '@charterdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('airport autocomplete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
  });
  afterAll(() => t.close());

  async function search(query: string, culture = 'ru', limit = 10): Promise<LocationOption[]> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SearchAirport',
      headers: { 'accept-language': culture },
      payload: { query, maxResultCount: limit },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().result;
    expect(body.totalCount).toBeGreaterThanOrEqual(body.result.length);
    return body.result;
  }
  const codes = (options: LocationOption[]) => options.map((o) => o.code);

  it.each([
    ['antalya', 'AYT'],
    ['анталья', 'AYT'],
    ['AYT', 'AYT'],
    ['ist', 'IST'],
    ['стамбул', 'IST'],
    ['İstanbul', 'IST'],
    ['istanbul', 'IST'],
    ['ISTANBUL', 'IST'],
    ['шереметьево', 'SVO'],
    ['moskva', 'MOW'],
    ['москва', 'MOW'],
    ['Moskova', 'MOW'],
    ['fynfkmz', 'AYT'],
    ['sheremetyevo', 'SVO'],
    ['antlaya', 'AYT'],
    ['хургада', 'HRG'],
    ['Şarm', 'SSH'],
    // half-typed names of destinations we sell, which an exact name elsewhere ranked below
    ['Анта', 'AYT'],
    ['anta', 'AYT'],
    ['Бар', 'BCN'],
  ])('finds %s → %s first', async (query, expected) => {
    expect((await search(query))[0]?.code).toBe(expected);
  });

  it('puts a city before its airports, which follow it', async () => {
    const result = await search('москва');
    expect(result[0]).toMatchObject({ kind: 'city', code: 'MOW', name: 'Москва', airportCount: 4 });
    expect(codes(result.slice(1, 5)).sort()).toEqual(['DME', 'SVO', 'VKO', 'ZIA']);
    expect(result.slice(1, 5).every((o) => o.kind === 'airport' && o.cityCode === 'MOW')).toBe(true);
  });

  it('names places in the request language', async () => {
    const [ru] = await search('AYT', 'ru');
    const [en] = await search('AYT', 'en');
    const [tr] = await search('AYT', 'tr');
    expect([ru?.cityName, en?.cityName, tr?.cityName]).toEqual(['Анталья', 'Antalya', 'Antalya']);
    expect([ru?.countryName, en?.countryName, tr?.countryName]).toEqual(['Турция', 'Türkiye', 'Türkiye']);
    expect(en?.timeZone).toBe('Europe/Istanbul');
  });

  it('handles Russian ё', async () => {
    expect(codes(await search('орел'))).toEqual(codes(await search('орёл')));
  });

  it('answers popular destinations for an empty query and by GET', async () => {
    const res = await t.app.inject('/api/services/app/Flight/GetAirportsForAutoComplete?MaxResultCount=5');
    const body = res.json().result;
    expect(body.result).toHaveLength(5);
    expect(body.result[0].code).toBe('MOW');
    const q = await t.app.inject('/api/services/app/Flight/GetAirportsForAutoComplete?Query=dalaman');
    expect(q.json().result.result[0].code).toBe('DLM');
  });

  it('returns nothing for nonsense and validates the limit', async () => {
    expect(await search('qqqzzzxx')).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SearchAirport',
      payload: { query: 'a', maxResultCount: 500 },
    });
    expect(res.statusCode).toBe(400);
  });

  it('loads the real airport data set: thousands of airports with IANA zones', async () => {
    const idx = await t.app.geo.resolveLocation('JFK');
    expect(idx?.airports[0]?.timeZone).toBe('America/New_York');
    expect((await t.app.geo.resolveLocation('MOW'))?.airports.map((a) => a.code).sort()).toEqual([
      'DME',
      'SVO',
      'VKO',
      'ZIA',
    ]);
    const near = await t.app.geo.airportsNear((await t.app.geo.resolveLocation('AYT'))!.airports, 150);
    expect(near.map((a) => a.code)).toContain('GZP');
  });
});
