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
    'opens every connection of both pools and prepares the search statements on each; only the search pool plans them generically',
    async () => {
      const seen: {
        pid: number;
        planMode: string;
        syncCommit: string;
        statements: { name: string; generic: number; custom: number }[];
      }[] = [];
      await t.database.openConnections!(async (connection) => {
        await createFlightsRepository(connection).warmUp();
        const [session] = rowsOf<{ pid: number; plan_mode: string; sync_commit: string }>(
          await connection.execute(
            sql`select pg_backend_pid() as pid, current_setting('plan_cache_mode') as plan_mode,
                  current_setting('synchronous_commit') as sync_commit`,
          ),
        );
        const statements = rowsOf<{ name: string; generic: number; custom: number }>(
          await connection.execute(
            sql`select name, generic_plans::int as generic, custom_plans::int as custom
                from pg_prepared_statements order by name`,
          ),
        );
        seen.push({
          pid: session!.pid,
          planMode: session!.plan_mode,
          syncCommit: session!.sync_commit,
          statements,
        });
      });
      // createTestDatabase's pools: 4 connections for everything, 2 for searches; all opened, each its own
      // backend, and kept open
      expect(new Set(seen.map((s) => s.pid)).size).toBe(6);
      expect(t.database.poolStats!()).toMatchObject({ total: 6, idle: 6, waiting: 0 });
      for (const { statements } of seen) {
        expect(statements.filter((s) => s.name.startsWith('find_legs_'))).toHaveLength(2);
        expect(statements.map((s) => s.name)).toContain('find_flight_search');
      }
      const search = seen.filter((s) => s.planMode === 'force_generic_plan');
      expect(search).toHaveLength(2);
      for (const session of search) {
        expect(session.syncCommit).toBe('off');
        // run by the warm-up: planned generically, never for its parameters
        for (const legs of session.statements.filter((s) => s.name.startsWith('find_legs_'))) {
          expect(legs.generic).toBeGreaterThanOrEqual(1);
          expect(legs.custom).toBe(0);
        }
      }
      // the other connections (orders, payments, the back office) commit durably and plan as PostgreSQL chooses
      for (const session of seen.filter((s) => s.planMode !== 'force_generic_plan')) {
        expect(session).toMatchObject({ planMode: 'auto', syncCommit: 'on' });
        for (const legs of session.statements.filter((s) => s.name.startsWith('find_legs_'))) {
          expect(legs.generic).toBe(0);
          expect(legs.custom).toBeGreaterThanOrEqual(1);
        }
      }
    },
  );

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    "the app's flights repository saves and finds a search on the search pool",
    async () => {
      const repository = createFlightsRepository(t.database.db, t.database.searchDb);
      const id = '11111111-2222-4333-8444-555555555555';
      await repository.saveSearch({
        id,
        tenantId: null,
        criteria: { origin: 'VKO', destination: 'AYT' } as never,
        creationTime: new Date(),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      // visible at once to every other session (only its durability waits for the disk)
      const row = rowsOf<{ id: string }>(
        await t.database.db.execute(sql`select id from flight_searches where id = ${id}`),
      );
      expect(row).toHaveLength(1);
      expect((await repository.findSearch(id))?.id).toBe(id);
      // the insert was prepared on a connection of the search pool, on none of the others
      const sessions: { generic: boolean; saved: boolean }[] = [];
      await t.database.openConnections!(async (connection) => {
        const [session] = rowsOf<{ generic: boolean; saved: boolean }>(
          await connection.execute(
            sql`select current_setting('plan_cache_mode') = 'force_generic_plan' as generic,
                  exists (select 1 from pg_prepared_statements where name = 'save_flight_search') as saved`,
          ),
        );
        sessions.push(session!);
      });
      expect(sessions.filter((s) => !s.generic).every((s) => !s.saved)).toBe(true);
      expect(sessions.filter((s) => s.generic).some((s) => s.saved)).toBe(true);
    },
  );
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'tells how long the longest-waiting query has waited for a connection (what load shedding looks at)',
    async () => {
      expect(t.database.poolWaitMs!()).toBe(0);
      let queued: Promise<unknown> | undefined;
      let waitedMs = 0;
      // openConnections holds every connection of both pools while the warm-ups run
      await t.database.openConnections!(async () => {
        if (queued) return;
        // a drizzle query runs when it is awaited: then() starts it
        queued = t.database.searchDb.execute(sql`select 1`).then(() => {});
        await new Promise((resolve) => setTimeout(resolve, 150));
        waitedMs = t.database.poolWaitMs!();
      });
      await queued;
      expect(waitedMs).toBeGreaterThanOrEqual(140);
      expect(waitedMs).toBeLessThan(1_000);
      expect(t.database.poolWaitMs!(), 'none waits once it has its connection').toBe(0);
    },
  );
  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'counts the queries waiting outside the search pool for the pool bound of load shedding, every one for the metrics',
    async () => {
      let queued: Promise<unknown>[] | undefined;
      let seen: { queries: number; all: number } | undefined;
      // openConnections holds every connection of both pools while the warm-ups run
      await t.database.openConnections!(async () => {
        if (queued) return;
        queued = [
          t.database.searchDb.execute(sql`select 1`).then(() => {}),
          t.database.searchDb.execute(sql`select 2`).then(() => {}),
          t.database.db.execute(sql`select 3`).then(() => {}),
        ];
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = { queries: t.database.queriesWaiting!(), all: t.database.poolStats!().waiting };
      });
      await Promise.all(queued!);
      expect(seen).toEqual({ queries: 1, all: 3 });
      expect(t.database.queriesWaiting!()).toBe(0);
    },
  );
});
