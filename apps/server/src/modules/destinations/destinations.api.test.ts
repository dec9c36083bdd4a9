import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

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

  it('shows the active transfer zones of the site variant in the page language', async () => {
    const city = async (code: string, culture: string, tenant?: string) =>
      (
        await t.app.inject({
          url: `/api/services/app/Geo/GetCity?Code=${code}`,
          headers: { 'accept-language': culture, ...(tenant ? { 'Abp.TenantId': tenant } : {}) },
        })
      ).json().result;
    const ayt = await city('AYT', 'ru');
    expect(ayt.transferZones.length).toBeGreaterThan(10);
    expect(ayt.transferZones.find((z: { name: string }) => z.name === 'Белек')).toEqual({
      id: expect.any(Number),
      name: 'Белек',
      airportCode: 'AYT',
      airportName: 'Анталья',
      transferMinutes: 35,
    });
    const minutes = ayt.transferZones.map((z: { transferMinutes: number }) => z.transferMinutes);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    // Istanbul's zones start from both of its airports
    const ist = await city('SAW', 'tr');
    expect(new Set(ist.transferZones.map((z: { airportCode: string }) => z.airportCode))).toEqual(
      new Set(['IST', 'SAW']),
    );
    expect(ist.transferZones.map((z: { name: string }) => z.name)).toContain('Kadıköy');
    expect((await city('MOW', 'en')).transferZones).toEqual([]);

    // a tenant's own zone shows on its site only; an inactive one nowhere
    const token = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    const save = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/Definition/SaveDistrict',
        headers: { authorization: `Bearer ${token}`, 'Abp.TenantId': '1' },
        payload: { cityCode: 'DLM', airportCode: 'DLM', transferMinutes: 35, ...payload },
      });
    await save({ nameRu: 'Ортаджа', nameEn: 'Ortaca', nameTr: 'Ortaca' });
    await save({ nameRu: 'Кёйджегиз', nameEn: 'Koycegiz', nameTr: 'Köyceğiz', isActive: false });
    const names = async (tenant?: string) =>
      (await city('DLM', 'en', tenant)).transferZones.map((z: { name: string }) => z.name);
    expect(await names('1')).toContain('Ortaca');
    expect(await names('1')).not.toContain('Koycegiz');
    expect(await names()).not.toContain('Ortaca');

    const html = (await t.app.inject({ url: '/cities/DLM?locale=en', headers: { 'Abp.TenantId': '1' } }))
      .body;
    expect(html).toContain('<h2>Airport transfers</h2>');
    expect(html).toContain('<li>Fethiye: from Dalaman (DLM) airport, about 45m</li>');
    expect(html).toContain('Ortaca: from Dalaman (DLM) airport');
    expect((await t.app.inject('/cities/DLM?locale=en')).body).not.toContain('Ortaca');
    const aytHtml = (await t.app.inject('/cities/AYT')).body;
    expect(aytHtml).toContain('Белек: из аэропорта Анталья (AYT), около 35 мин');
    // two hours as hours, as the page's zone list writes them ("около 120 мин" before)
    expect(aytHtml).toContain('Аланья: из аэропорта Анталья (AYT), около 2 ч<');
    expect((await t.app.inject('/cities/MOW?locale=en')).body).not.toContain('Airport transfers');
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
