import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFlightsRepository } from '../modules/flights/flights.repository.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-app.js';
import { rowsOf } from './raw-rows.js';

/**
 * A worker opens its whole pool before it serves and runs the search's statements once on every connection
 * (main.ts): a burst of searches then meets warm connections, not new backends with empty caches.
 */
describe('opening the connections ahead', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('a warm-up search finds nothing and changes nothing', async () => {
    const repository = createFlightsRepository(t.database.db);
    const count = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(sql`select count(*)::int as n from flight_searches`),
      )[0]!.n;
    const before = await count();
    await repository.warmUp();
    expect(await count()).toBe(before);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'opens every connection of the pool and prepares the search statements on each',
    async () => {
      const seen: { pid: number; statements: string[] }[] = [];
      await t.database.openConnections!(async (connection) => {
        await createFlightsRepository(connection).warmUp();
        const pid = rowsOf<{ pid: number }>(await connection.execute(sql`select pg_backend_pid() as pid`))[0]!
          .pid;
        const statements = rowsOf<{ name: string }>(
          await connection.execute(sql`select name from pg_prepared_statements order by name`),
        ).map((r) => r.name);
        seen.push({ pid, statements });
      });
      // createTestDatabase's pool has 4 connections: all opened, each its own backend, and kept open
      expect(new Set(seen.map((s) => s.pid)).size).toBe(4);
      expect(t.database.poolStats!()).toMatchObject({ total: 4, idle: 4, waiting: 0 });
      for (const { statements } of seen) {
        expect(statements.filter((name) => name.startsWith('find_legs_'))).toHaveLength(2);
        expect(statements).toContain('find_flight_search');
      }
    },
  );
});
