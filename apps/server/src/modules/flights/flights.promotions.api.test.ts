import type { FlightSearchResult, PromotionFlight } from '@charterdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { flights } from './flights.tables.js';

const START = new Date('2027-03-10T09:00:00Z');

describe('Flight/GetPromotions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => START, seed: { flights: { horizonDays: 21 } } });
  });
  afterAll(() => t.close());

  async function promotions(query: string, headers: Record<string, string> = {}) {
    const res = await t.app.inject({ url: `/api/services/app/Flight/GetPromotions?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.items as PromotionFlight[];
  }

  async function searchPrice(p: PromotionFlight, currency: string) {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SaveFlightSearch',
      payload: {
        origin: p.origin.code,
        destination: p.destination.code,
        departureDate: p.departureDate,
        tripType: 'oneWay',
        adults: 1,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.app.inject({
      url: `/api/services/app/Flight/GetFlightSearchResults?Id=${saved.json().result.id}&currency=${currency}`,
    });
    const result = res.json().result as FlightSearchResult;
    return result.flightSearchResponses.find((o) => o.id === String(p.flightId))?.price;
  }

  it('answers the cheapest future charter fare per route, cheapest first, priced like the search', async () => {
    const eur = await promotions('currency=EUR&MaxResultCount=8', { 'accept-language': 'en' });
    expect(eur.length).toBe(8);
    expect(new Set(eur.map((p) => `${p.origin.code}-${p.destination.code}`)).size).toBe(8);
    for (let i = 1; i < eur.length; i++) expect(eur[i]!.price).toBeGreaterThanOrEqual(eur[i - 1]!.price);
    for (const p of eur) {
      expect(p).toMatchObject({ currency: 'EUR', isCharter: true });
      expect(p.departureDate >= '2027-03-10').toBe(true);
      expect(p.origin.cityName).toBeTruthy();
    }
    const first = eur[0]!;
    expect((await searchPrice(first, 'EUR'))?.total).toBe(first.price);

    const rub = await promotions('currency=RUB&MaxResultCount=8', { 'accept-language': 'ru' });
    expect(rub[0]).toMatchObject({ currency: 'RUB', flightId: first.flightId });
    expect(rub[0]!.price).toBeGreaterThan(first.price * 20);
    expect((await searchPrice(rub[0]!, 'RUB'))?.total).toBe(rub[0]!.price);
  });

  it('leaves out flights without seats and filters by destination city or country', async () => {
    const [first] = await promotions('currency=EUR&MaxResultCount=1');
    await t.database.db.update(flights).set({ seatsLeftEconomy: 0 }).where(eq(flights.id, first!.flightId));
    const after = await promotions('currency=EUR&MaxResultCount=24');
    expect(after.map((p) => p.flightId)).not.toContain(first!.flightId);

    const toTurkey = await promotions('currency=EUR&Destination=TR&MaxResultCount=24');
    expect(toTurkey.length).toBeGreaterThan(0);
    expect(toTurkey.every((p) => p.destination.countryCode === 'TR')).toBe(true);
    const toAyt = await promotions('currency=EUR&Destination=AYT');
    expect(toAyt.length).toBeGreaterThan(0);
    expect(toAyt.every((p) => p.destination.code === 'AYT')).toBe(true);
    const bad = await t.app.inject('/api/services/app/Flight/GetPromotions?Destination=12345');
    expect(bad.statusCode).toBe(400);
  });
});
