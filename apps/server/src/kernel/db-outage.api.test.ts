import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * A database outage: /health stays 200 (no I/O), /ready answers 503 quickly and 200 again soon after the
 * database is back, and public pages keep serving from the last known tenant and agency data.
 * The resolver's own stale-serving rules are unit-tested in tenant-resolver.test.ts.
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
    return { status: res.statusCode, body: res.body, ms: Date.now() - started };
  };

  it('keeps /health and public pages up, answers /ready 503, and recovers', async () => {
    expect((await timed('/ready')).status).toBe(200);
    const pages = ['/', '/help/baggage', '/?locale=en'];
    const before = new Map<string, string>();
    for (const url of pages) {
      const res = await timed(url);
      expect(res.status, url).toBe(200);
      before.set(url, res.body);
    }

    await sqlAsAdmin(`alter database ${name} allow_connections false`);
    await sqlAsAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);

    const ready = await timed('/ready');
    expect(ready.status).toBe(503);
    expect(ready.ms).toBeLessThan(2_000);
    expect((await timed('/health')).status).toBe(200);
    // long after the tenant cache's lifetime: the reload fails, and what was known still answers
    now += 60_000;
    const health = await timed('/health');
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(1_000);
    for (const url of pages) {
      const res = await timed(url);
      expect(res.status, url).toBe(200);
      // the server-rendered page of before (brand name from the agency facts), not a bare app shell
      expect(res.body, url).toBe(before.get(url));
    }
    expect((await timed('/ready')).status).toBe(503);

    await sqlAsAdmin(`alter database ${name} allow_connections true`);
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5_000) status = (await timed('/ready')).status;
    expect(status).toBe(200);
    expect(Date.now() - back).toBeLessThan(2_000);
  }, 60_000);
});
