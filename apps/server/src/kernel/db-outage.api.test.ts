import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { createTenantResolver } from './tenant-resolver.js';

/**
 * A database outage: /health stays 200 (no I/O), /ready answers 503 quickly and 200 again soon after the
 * database is back, and public pages keep serving from the last known tenant and agency data.
 */
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('PostgreSQL outage', () => {
  let t: TestApp;
  let now = Date.now();
  let name = '';
  const admin = () => new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  const sqlAsAdmin = async (text: string) => {
    const c = admin();
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => new Date(now), seed: { flights: false } });
    const rows = (await t.database.db.execute('select current_database() as name' as never)) as unknown as {
      rows: { name: string }[];
    };
    name = rows.rows[0]!.name;
  });
  afterAll(async () => {
    await sqlAsAdmin(`alter database ${name} allow_connections true`).catch(() => undefined);
    await t.close();
  });

  const timed = async (url: string) => {
    const started = Date.now();
    const res = await t.app.inject(url);
    return { status: res.statusCode, ms: Date.now() - started };
  };

  it('keeps /health and public pages up, answers /ready 503, and recovers', async () => {
    expect((await timed('/ready')).status).toBe(200);
    expect((await timed('/help/baggage')).status).toBe(200);

    await sqlAsAdmin(`alter database ${name} allow_connections false`);
    await sqlAsAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);

    const ready = await timed('/ready');
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(2_500);
    expect((await timed('/health')).status).toBe(200);
    // long after the tenant cache's lifetime the pages still answer, from what was known
    now += 60_000;
    for (const url of ['/', '/help/baggage', '/?locale=en']) expect((await timed(url)).status, url).toBe(200);

    await sqlAsAdmin(`alter database ${name} allow_connections true`);
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5_000) status = (await timed('/ready')).status;
    expect(status).toBe(200);
    expect(Date.now() - back).toBeLessThan(2_000);
  }, 60_000);
});

describe('tenant resolution while the database is out', () => {
  it('serves the last known tenants, and asks again only after a pause', async () => {
    let now = 0;
    let calls = 0;
    let up = true;
    const tenant = { id: 7, tenancyName: 'ru', name: 'RU', isActive: true, domains: ['shop.ru'] };
    const resolver = createTenantResolver(
      {
        listActive: async () => {
          calls++;
          if (!up) throw new Error('connection refused');
          return [tenant];
        },
      } as never,
      10_000,
      () => now,
      2_000,
    );
    const hints = { claimTenantId: undefined, hostname: 'shop.ru', header: undefined, cookie: undefined };
    expect(await resolver.resolve(hints)).toBe(7);
    up = false;
    now = 60_000;
    expect(await resolver.resolve(hints)).toBe(7);
    const failed = calls;
    now += 1_000;
    expect(await resolver.resolve(hints)).toBe(7);
    expect(calls).toBe(failed);
    now += 2_000;
    await resolver.resolve(hints);
    expect(calls).toBe(failed + 1);
    up = true;
    now += 2_000;
    await resolver.resolve(hints);
    expect(calls).toBe(failed + 2);
  });

  it('resolves to the host when it never knew the tenants', async () => {
    const resolver = createTenantResolver({
      listActive: async () => Promise.reject(new Error('down')),
    } as never);
    expect(
      await resolver.resolve({ claimTenantId: undefined, hostname: 'x', header: '1', cookie: undefined }),
    ).toBe(null);
  });
});
