import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('country and city pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
  });
  afterAll(() => t.close());

  it('describes a country with its cities, airports and travel notices in the request language', async () => {
    const th = (
      await t.app.inject({
        url: '/api/services/app/Geo/GetCountry?Code=th',
        headers: { 'accept-language': 'ru' },
      })
    ).json().result;
    expect(th.name).toBe('Таиланд');
    expect(th.cities.map((c: { code: string }) => c.code)).toContain('HKT');
    expect(th.notices[0].html).toContain('45');
    const eg = (
      await t.app.inject({
        url: '/api/services/app/Geo/GetCountry?Code=EG',
        headers: { 'accept-language': 'tr' },
      })
    ).json().result;
    expect(eg.notices[0].title).toContain('30');
  });

  it('finds a city by city or airport code and shows Turkey–Russia notices on Turkish cities', async () => {
    const byAirport = (
      await t.app.inject({
        url: '/api/services/app/Geo/GetCity?Code=SVO',
        headers: { 'accept-language': 'en' },
      })
    ).json().result;
    expect(byAirport).toMatchObject({ code: 'MOW', name: 'Moscow', countryCode: 'RU' });
    expect(byAirport.airports).toHaveLength(4);
    const ayt = (
      await t.app.inject({
        url: '/api/services/app/Geo/GetCity?Code=AYT',
        headers: { 'accept-language': 'en' },
      })
    ).json().result;
    expect(ayt.notices.map((n: { slug: string }) => n.slug)).toContain(
      'notices/ukrainian-passport-turkey-russia',
    );
    expect((await t.app.inject('/api/services/app/Geo/GetCity?Code=QQQ')).statusCode).toBe(404);
  });

  it('serves the pages as real HTML to crawlers and lists them in the sitemap', async () => {
    const html = (await t.app.inject('/countries/TH?locale=en')).body;
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/<title>CharterDesk -- Thailand: [^<]+<\/title>/);
    expect(html).toContain('/cities/HKT?locale=en');
    expect(html).toContain('45 days');
    expect((await t.app.inject('/cities/AYT')).body).toContain('Анталья');
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>http://localhost:3000/countries/TR?locale=tr</loc>');
    expect(sitemap).toContain('<loc>http://localhost:3000/cities/AYT</loc>');
  });
});
