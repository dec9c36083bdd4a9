import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import { createDatabase, type Database, MIGRATIONS_FOLDER } from '../db/client.js';
import { type SeedOptions, seed } from '../db/seed/seed.js';
import { GEO_DATA_VERSION, seedGeo } from '../modules/geo/geo.seed.js';
import { createSettingsRepository } from '../modules/settings/settings.repository.js';
import { snapshotDatabase } from './database-snapshot.js';

export const TEST_ADMIN_PASSWORD = 'Test-Admin-Password-1';

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/**
 * What every test database starts from: the migrations and the geography (the slowest, and always the same
 * part of the seed: the per-test seed then skips it by its version setting). Built once per migration set and
 * reused by every test file: a gzipped PGlite dump in the temp folder, a template database on PostgreSQL.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (statSync(full).isFile()) hash.update(file).update(readFileSync(full));
  }
  return hash.update(GEO_DATA_VERSION).digest('hex').slice(0, 16);
}

async function pgliteFromTemplate(): Promise<Database> {
  const dumpFile = path.join(tmpdir(), `charterdesk-test-template-${templateKey()}.tgz`);
  if (existsSync(dumpFile)) {
    const database = await createDatabase({
      kind: 'pglite',
      loadDataDir: new Blob([readFileSync(dumpFile)]),
    });
    await database.migrate();
    return database;
  }
  const database = await createDatabase({ kind: 'pglite' });
  await database.migrate();
  await seedGeo(database.db, createSettingsRepository(database.db));
  const dump = await database.dump!();
  // written aside and renamed: a parallel test file never reads half a dump
  const partial = `${dumpFile}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, dumpFile);
  return database;
}

/** The PostgreSQL template database (migrated, geography seeded), made by the first test file that needs it. */
async function postgresTemplate(baseUrl: string): Promise<string> {
  const name = `cd_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_${process.pid}`;
    await admin.query(`create database ${building}`);
    const url = new URL(baseUrl);
    url.pathname = `/${building}`;
    const database = await createDatabase({
      kind: 'postgres',
      url: url.toString(),
      poolSize: 2,
      searchPoolSize: 1,
    });
    await database.migrate();
    await seedGeo(database.db, createSettingsRepository(database.db));
    await database.close();
    // renamed when complete: a clone never copies a half-built template
    await admin.query(`alter database ${building} rename to ${name}`).catch(async (err) => {
      // another test file finished its template first: 42P04 duplicate_database, or, when both renames
      // run at the same moment, 23505 from PostgreSQL's catalog index
      const code = (err as { code?: string }).code;
      if (code !== '42P04' && code !== '23505') throw err;
      await admin.query(`drop database if exists ${building}`);
    });
    return name;
  } finally {
    await admin.end();
  }
}

/** The worker's own PGlite and how to put it back as the template left it. */
let workerPglite: Promise<{ database: Database; restore: () => Promise<void> }> | undefined;
let workerPgliteLent = false;

/**
 * The worker's PGlite, lent to one test database at a time and restored to the template when it is given back.
 * Starting a PGlite costs 1–2 s, and a closed one was never freed: a worker that started one per test file grew
 * to 8 GB, each start slower than the last (1 → 4.5 s). A file that holds two databases at once gets a PGlite
 * of its own for the second.
 */
async function lendWorkerPglite(): Promise<TestDatabase> {
  if (workerPgliteLent) {
    const database = await pgliteFromTemplate();
    return { database, dispose: () => database.close() };
  }
  workerPgliteLent = true;
  workerPglite ??= pgliteFromTemplate().then(async (database) => ({
    database,
    restore: await snapshotDatabase(database),
  }));
  const lent = workerPglite;
  let database: Database;
  let restore: () => Promise<void>;
  try {
    ({ database, restore } = await lent);
  } catch (error) {
    workerPglite = undefined;
    workerPgliteLent = false;
    throw error;
  }
  let given = false;
  return {
    database,
    async dispose() {
      if (given) return;
      given = true;
      try {
        await restore();
      } catch (error) {
        // not lent again: the next file starts another
        if (workerPglite === lent) workerPglite = undefined;
        await database.close().catch(() => {});
        throw error;
      } finally {
        workerPgliteLent = false;
      }
    },
  };
}

/**
 * A migrated database as the template left it, for one test file: the worker's in-memory PGlite, restored when
 * given back, or (TEST_DB_KIND=postgres) a new database on TEST_DATABASE_URL's server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB_KIND !== 'postgres') return lendWorkerPglite();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const template = await postgresTemplate(baseUrl);
  const name = `cd_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: 4,
    searchPoolSize: 2,
  });
  await database.migrate();
  return {
    database,
    async dispose() {
      await database.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

let webDist: string | undefined;
/** index.html plus one hashed asset: enough to exercise static hosting and the SPA fallback. */
function fakeWebDist(): string {
  if (webDist) return webDist;
  // a folder of its own around it: the page renderer looks for the server build beside it (../dist-ssr), and a
  // dist-ssr left in the temp directory would otherwise draw these tests' pages
  webDist = path.join(mkdtempSync(path.join(tmpdir(), 'charterdesk-web-')), 'dist');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  // the shape of apps/web/index.html: server rendering injects into these exact places
  writeFileSync(
    path.join(webDist, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="ru" data-mantine-color-scheme="light">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta',
      '      name="description"',
      '      content="default description"',
      '    />',
      '    <title>CharterDesk</title>',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '    <script type="module" src="/assets/app-abc123.js"></script>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app");');
  return webDist;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  logLines: string[];
  close(): Promise<void>;
}

/** The real app on a real, seeded database; `extend` may add routes before the app is ready. */
export async function createTestApp(
  options: {
    clock?: () => Date;
    env?: Record<string, string>;
    /** seed options beyond the admin password; the demo data starts on the clock's date */
    seed?: Omit<SeedOptions, 'adminPassword' | 'now'>;
    extend?: (app: FastifyInstance) => void | Promise<void>;
    /** another test app's database, already seeded (a restart): closing this app leaves it open */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const { database, dispose } = options.database
    ? { database: options.database, dispose: async () => {} }
    : await createTestDatabase();
  if (!options.database)
    await seed(database.db, {
      adminPassword: TEST_ADMIN_PASSWORD,
      ...(options.clock ? { now: options.clock() } : {}),
      ...options.seed,
    });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: '/nonexistent-test-data',
    // a real (tiny) web build, so the API is tested with the static host registered as in production
    WEB_DIST_DIR: fakeWebDist(),
    // tests change seats and clocks between calls: no reuse of priced results unless a test asks for it
    SEARCH_CACHE_SECONDS: '0',
    // tests change rates and settings in the database directly; the pricing cache has tests of its own
    PRICING_CACHE_SECONDS: '0',
    // every test call comes from one address; the limits have tests of their own
    ORDER_RATE_LIMIT: '0',
    SEARCH_RATE_LIMIT: '0',
    EMAIL_LINK_RATE_LIMIT: '0',
    // a busy CI machine must not turn test requests into 503s; load shedding has a test of its own
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_POOL_WAITING: '0',
    SHED_MAX_IN_FLIGHT: '0',
    ...options.env,
  });
  const logLines: string[] = [];
  const app = await buildApp({
    config,
    database,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    ...(options.clock ? { clock: options.clock } : {}),
    logStream: { write: (line: string) => void logLines.push(line) },
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    logLines,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** Signs in through the real endpoint and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  userName = 'admin',
  password = TEST_ADMIN_PASSWORD,
  tenantId?: number,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/TokenAuth/Authenticate',
    headers: tenantId ? { 'Abp.TenantId': String(tenantId) } : {},
    payload: { userNameOrEmailAddress: userName, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json().result.accessToken as string;
}
