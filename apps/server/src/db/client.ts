import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type every repository takes: the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db`: what a service hands another module's service so its writes join the same commit. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether a database error (or one it wraps) is a unique-constraint violation (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export interface Database {
  db: Db;
  /**
   * Where a flight search saves and reads its criteria and finds its flights. On PostgreSQL its own small pool,
   * whose sessions keep generic plans of their prepared statements and commit without waiting for the disk
   * (see SEARCH_SESSION_OPTIONS); on PGlite the same database as `db`.
   */
  searchDb: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Cheap round trip for /ready. */
  ping(): Promise<boolean>;
  /**
   * PostgreSQL: opens every connection of the pool before the first request needs it, and runs `warm` on each
   * (as a database of that one connection); PGlite has none.
   */
  openConnections?(warm?: (connection: Db) => Promise<void>): Promise<void>;
  /** connections of a PostgreSQL pool (metrics); PGlite has none */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL: how long (ms) the longest-waiting query has waited for a connection so far, 0 when none waits */
  poolWaitMs?(): number;
  /**
   * PostgreSQL: queries other than searches waiting for a connection (the load shedding's `SHED_POOL_WAITING`);
   * PGlite has none
   */
  queriesWaiting?(): number;
  /** PGlite only: the whole database as a gzipped dump (tests start new databases from one) */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

/** drizzle/ sits next to src/ and dist/, so the same relative path works for tsx and the build. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; searchPoolSize?: number }
  /** dataDir undefined = in memory (tests); loadDataDir starts it from a dump (a test template) */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * The search pool's sessions (PostgreSQL startup options). A search runs the same three prepared statements
 * (save the criteria, read them, find the flights): PostgreSQL kept planning the flights query afresh for each
 * search (its generic plan estimates dearer than the small searches' custom plans, so it never switches), 0.5–1 ms
 * of its CPU per search of about 2; forcing the generic plan halves it. Set on these sessions only, as the setting
 * would also plan every other query's statement generically. A saved search is a cache of what the visitor typed:
 * a crash may lose the last fraction of a second of them (they search again), so its commit does not wait for
 * the disk; orders and payments never use this pool.
 */
export const SEARCH_SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan -c synchronous_commit=off';

/** A pool kept full (see openConnections), failing fast when a connection cannot be made. */
function fullPool(url: string, size: number, options?: string): pg.Pool {
  // a connection that cannot be made fails in 2 s: during an outage requests (and /ready) answer at once
  // instead of queueing for ever; the pool reconnects by itself when the database is back.
  // The pool stays full: a connection opened during a burst (a new PostgreSQL backend, its catalog caches and
  // prepared statements empty) costs the burst several ms of both processes' time, and the pool would
  // otherwise close idle ones after 10 s and open them again at the next burst.
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    min: size,
    connectionTimeoutMillis: 2_000,
    ...(options ? { options } : {}),
  });
  // An idle client error must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return pool;
}

/**
 * Times every wait for one of `pool`'s connections; the function returned tells how long the query waiting
 * longest has waited so far (0 when none waits). pg-pool counts its waiting queries but does not date them, and
 * a count cannot tell a queue that drains by itself from one that keeps growing.
 */
function timeWaits(pool: pg.Pool): () => number {
  // insertion order is arrival order, and the pool serves its queue first come first served: the first entry
  // still here is the longest waiting
  const waiting = new Map<number, number>();
  let ticket = 0;
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => {
    const id = ++ticket;
    waiting.set(id, performance.now());
    if (callback)
      return connect((err: Error | undefined, client?: pg.PoolClient, done?: unknown) => {
        waiting.delete(id);
        callback(err, client, done);
      });
    return (connect() as Promise<pg.PoolClient>).finally(() => waiting.delete(id));
  }) as typeof pool.connect;
  return () => {
    for (const since of waiting.values()) return performance.now() - since;
    return 0;
  };
}

/** PGlite under DATA_DIR by default; a real PostgreSQL when DATABASE_URL is set. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pools = [
      fullPool(options.url, options.poolSize ?? 10),
      // 2 per worker, not 4: a search holds a connection for well under a millisecond, and fewer PostgreSQL
      // backends woken at once left the workers more of the cores under a burst (shed answers p99 19-34 ms in
      // six runs against 37-59 with 4; README "Capacity", stop 52)
      fullPool(options.url, options.searchPoolSize ?? 2, SEARCH_SESSION_OPTIONS),
    ] as const;
    const waits = pools.map(timeWaits);
    const [db, searchDb] = pools.map((pool) => drizzleNodePg(pool, { schema }) as unknown as Db) as [Db, Db];
    return {
      db,
      searchDb,
      kind: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: () => ping(db),
      openConnections: async (warm) => {
        const clients = await Promise.all(
          pools.flatMap((pool) => Array.from({ length: pool.options.max }, () => pool.connect())),
        );
        try {
          if (warm)
            await Promise.all(
              clients.map((client) => warm(drizzleNodePg(client, { schema }) as unknown as Db)),
            );
        } finally {
          for (const client of clients) client.release();
        }
      },
      // both pools, for the metrics: an operator sees every connection and every query waiting for one
      poolStats: () => ({
        total: pools[0].totalCount + pools[1].totalCount,
        idle: pools[0].idleCount + pools[1].idleCount,
        waiting: pools[0].waitingCount + pools[1].waitingCount,
      }),
      poolWaitMs: () => Math.max(...waits.map((waited) => waited())),
      // Not the search pool's queue: it has 2 connections per worker, a search holds one for well under a
      // millisecond, and the requests in flight (SHED_MAX_IN_FLIGHT) already bound how many searches can wait.
      // Counted here, a queue of 17 searches that drains in a few ms refused every request for 50 ms or more:
      // 18 of the climb's 23 refusals at a rate the server holds (300/s), and whole-process refusals in the
      // steady run of some benchmark runs (README "Capacity", stop 54).
      queriesWaiting: () => pools[0].waitingCount,
      close: async () => {
        await Promise.all(pools.map((pool) => pool.end()));
      },
    };
  }
  // loaded only here: a PostgreSQL worker would otherwise carry PGlite's code in its heap (1.3 MB) for nothing
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir)
    : new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    searchDb: db,
    kind: 'pglite',
    dump: async () => (await client.dumpDataDir('gzip')) as Blob,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

/** How long /ready waits for the database before it answers 503. */
const PING_TIMEOUT_MS = 1_500;

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
