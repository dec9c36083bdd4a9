import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flights } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

describe('priced search results cache', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T08:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      env: { SEARCH_CACHE_SECONDS: '60' },
      seed: { flights: { horizonDays: 20 } },
    });
  });
  afterAll(() => t.close());

  it('reuses a search’s priced answer, never past the search’s expiry', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SaveFlightSearch',
      payload: {
        origin: 'MOW',
        destination: 'AYT',
        departureDate: '2026-12-01',
        tripType: 'oneWay',
        adults: 1,
      },
    });
    const id = saved.json().result.id;
    const results = () =>
      t.app.inject(`/api/services/app/Flight/GetFlightSearchResults?Id=${id}&currency=EUR`);
    const first = (await results()).json().result.flightSearchResponses;
    expect(first.length).toBeGreaterThan(0);

    // every flight sold out meanwhile: the cached answer is still served (AddOrder re-checks seats)
    await t.database.db.update(flights).set({ seatsLeftEconomy: 0 });
    expect((await results()).json().result.flightSearchResponses).toHaveLength(first.length);

    // another currency is priced afresh and sees the sold-out inventory
    const inTry = (
      await t.app.inject(`/api/services/app/Flight/GetFlightSearchResults?Id=${id}&currency=TRY`)
    ).json();
    expect(inTry.result.flightSearchResponses).toHaveLength(0);

    now = new Date(now.getTime() + 31 * 60_000);
    const expired = await results();
    expect(expired.statusCode).toBe(409);
  });
});
