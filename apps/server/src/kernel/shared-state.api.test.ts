import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { districts, exchangeRates } from '../db/schema.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/test-app.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * REDIS_URL: limits and the sign-in throttle are counted in Redis, so two apps (two instances) share them; and
 * when Redis is not there, nothing fails: every limit counts in-process and the log says so once.
 * (two-instances.api.test.ts does the same with two real processes on PostgreSQL.)
 */
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
const hasRedis = await redisAnswers();
if (!hasRedis)
  console.info(`shared-state.api.test: Redis at ${redisUrl} does not answer: shared part skipped`);

/** A port nothing listens on: a Redis that is down. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

const contact = (t: TestApp, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/services/app/Contact/Send',
    headers: { 'accept-language': 'en' },
    payload: { name: 'Anna Smirnova', email, subject: 'Luggage', message: 'May I take a bicycle?' },
  });

const authenticate = (t: TestApp, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    headers: { 'Abp.TenantId': '1', 'accept-language': 'en' },
    payload: { userNameOrEmailAddress: 'admin', password },
  });

describe('a Redis outage fails no request', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: { flights: false },
      env: {
        REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
        LOGIN_MAX_FAILURES: '3',
        SEARCH_CACHE_SECONDS: '60',
      },
    });
  });
  afterAll(() => t.close());

  it('limits and the sign-in throttle count in-process; the log says so once', async () => {
    for (let n = 0; n < 5; n++) expect((await contact(t, 'outage@example.com')).statusCode).toBe(200);
    const refused = await contact(t, 'outage@example.com');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const token = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    // a permission change publishes nowhere, and still answers
    const roles = await t.app.inject({
      url: '/api/services/app/Role/GetAll',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(roles.statusCode).toBe(200);
    for (let n = 0; n < 3; n++) expect((await authenticate(t, `wrong-${n}`)).statusCode).toBe(401);
    expect((await authenticate(t, TEST_ADMIN_PASSWORD)).statusCode).toBe(429);

    // searches are priced (and cached) in this process
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SaveFlightSearch',
      payload: { origin: 'MOW', destination: 'AYT', departureDate: inDays(10), adults: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (let n = 0; n < 2; n++) {
      const results = await t.app.inject(
        `/api/services/app/Flight/GetFlightSearchResults?Id=${saved.json().result.id}`,
      );
      expect(results.statusCode, results.body).toBe(200);
    }

    const warnings = t.logLines.filter((line) => line.includes('Redis unavailable'));
    expect(warnings).toHaveLength(1);
  });
});

describe.skipIf(!hasRedis)('two apps on one Redis', () => {
  const prefix = `cd-test-${randomBytes(4).toString('hex')}:`;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      LOGIN_MAX_FAILURES: '4',
      SEARCH_CACHE_SECONDS: '60',
      PRICING_CACHE_SECONDS: '60',
    };
    one = await createTestApp({ seed: { flights: false }, env });
    two = await createTestApp({ seed: { flights: false }, env });
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('share priced search results: one answers what the other computed, until a rate change clears them', async () => {
    // each app has its own database: `two` has never stored these searches, so only the shared cache can answer
    const flight = await one.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SaveFlightSearch',
      payload: { origin: 'MOW', destination: 'AYT', departureDate: inDays(10), adults: 2 },
    });
    expect(flight.statusCode, flight.body).toBe(200);
    const flightResults = (t: TestApp) =>
      t.app.inject(
        `/api/services/app/Flight/GetFlightSearchResults?Id=${flight.json().result.id}&currency=TRY`,
      );
    const [zone] = await one.database.db.select().from(districts).where(eq(districts.airportCode, 'AYT'));
    const transfer = await one.app.inject({
      method: 'POST',
      url: '/api/services/app/Transfer/SaveTransferSearch',
      payload: {
        airportCode: 'AYT',
        districtId: zone!.id,
        date: inDays(10),
        time: '14:30',
        passengers: 2,
        luggage: 2,
      },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    const transferResults = (t: TestApp) =>
      t.app.inject(
        `/api/services/app/Transfer/GetTransferSearchResults?Id=${transfer.json().result.id}&currency=EUR`,
      );

    for (const results of [flightResults, transferResults]) {
      const first = await results(one);
      expect(first.statusCode, first.body).toBe(200);
      const reused = await results(two);
      expect(reused.statusCode, reused.body).toBe(200);
      expect(reused.json().result).toEqual(first.json().result);
    }

    // a rate changed on `one` clears the entries for every instance: `two` searches afresh (and finds nothing)
    const admin = await signIn(one.app, 'admin', TEST_ADMIN_PASSWORD);
    const rate = await one.app.inject({
      method: 'POST',
      url: '/api/services/app/Currency/SetRate',
      headers: { authorization: `Bearer ${admin}` },
      payload: { currency: 'TRY', rate: '40' },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    expect((await flightResults(two)).statusCode).toBe(404);
    expect((await transferResults(two)).statusCode).toBe(404);
  });

  it('forget the rates they remember when any instance changes one', async () => {
    const tryPrice = async (t: TestApp) => {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/Flight/SaveFlightSearch',
        payload: { origin: 'MOW', destination: 'AYT', departureDate: inDays(12), adults: 1 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await t.app.inject(
        `/api/services/app/Flight/GetFlightSearchResults?Id=${saved.json().result.id}&currency=TRY`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result.insurancePerPassenger as number;
    };
    const before = await tryPrice(two);
    // the rate changes in `two`'s database behind its back (as another instance on a shared database would
    // write it): `two` keeps pricing with the rate it remembers
    await two.database.db.update(exchangeRates).set({ rate: '50' }).where(eq(exchangeRates.currency, 'TRY'));
    expect(await tryPrice(two)).toBe(before);
    // a rate set through `one` tells every instance: `two` reads its rates again
    const admin = await signIn(one.app, 'admin', TEST_ADMIN_PASSWORD);
    const set = await one.app.inject({
      method: 'POST',
      url: '/api/services/app/Currency/SetRate',
      headers: { authorization: `Bearer ${admin}` },
      payload: { currency: 'USD', rate: '1.2' },
    });
    expect(set.statusCode, set.body).toBe(200);
    // 9 EUR of insurance at 50 TRY per EUR
    await expect.poll(() => tryPrice(two), { timeout: 5_000 }).toBe(45_000);
  });

  it('share the per-e-mail contact limit', async () => {
    for (let n = 0; n < 5; n++) {
      expect((await contact(n % 2 === 0 ? one : two, 'shared@example.com')).statusCode).toBe(200);
    }
    expect((await contact(one, 'shared@example.com')).statusCode).toBe(429);
    expect((await contact(two, 'shared@example.com')).statusCode).toBe(429);
    expect((await contact(two, 'other@example.com')).statusCode).toBe(200);
  });

  it('share the sign-in throttle; a successful sign-in clears it', async () => {
    await authenticate(one, 'wrong-0');
    expect((await authenticate(two, TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let n = 0; n < 4; n++) {
      expect((await authenticate(n % 2 === 0 ? one : two, `wrong-${n}`)).statusCode).toBe(401);
    }
    const refused = await authenticate(two, TEST_ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe.skipIf(!hasRedis)('priced results cached in Redis', () => {
  const prefix = `cd-test-${randomBytes(4).toString('hex')}:`;
  let now = new Date();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: false },
      env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, SEARCH_CACHE_SECONDS: '600' },
    });
  });
  afterAll(async () => {
    await t?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('are never served past their search’s expiry', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SaveFlightSearch',
      payload: { origin: 'MOW', destination: 'AYT', departureDate: inDays(10), adults: 1 },
    });
    const results = () =>
      t.app.inject(`/api/services/app/Flight/GetFlightSearchResults?Id=${saved.json().result.id}`);
    expect((await results()).statusCode).toBe(200);
    const redis = new Redis(redisUrl);
    expect(await redis.keys(`${prefix}cache:flight-results:*`)).not.toHaveLength(0);
    redis.disconnect();
    // the entry lives 10 minutes in Redis (real time); the search has expired on the service's clock
    now = new Date(now.getTime() + 31 * 60_000);
    expect((await results()).statusCode).toBe(409);
  });
});
