import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/test-app.js';

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
      env: { REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, LOGIN_MAX_FAILURES: '3' },
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

    const warnings = t.logLines.filter((line) => line.includes('Redis unavailable'));
    expect(warnings).toHaveLength(1);
  });
});

describe.skipIf(!hasRedis)('two apps on one Redis', () => {
  const prefix = `cd-test-${randomBytes(4).toString('hex')}:`;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, LOGIN_MAX_FAILURES: '4' };
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
