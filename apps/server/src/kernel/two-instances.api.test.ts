import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FlightOption, FlightSearchResult } from '@charterdesk/domain';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adultPassenger, testContact } from '../testing/orders.js';
import { retryWhenBusy } from '../testing/retry-when-busy.js';

/**
 * Two server instances (main.ts, as deployed; the second a cluster of two workers) on one PostgreSQL database
 * and one Redis, as behind a load balancer without sticky sessions: what one instance counts, changes or
 * sells, the other sees at once; every paid order is e-mailed once; one scrape of /metrics answers for a
 * cluster's workers; a worker that dies is replaced.
 * Needs TEST_DATABASE_URL and a Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379); runs in the
 * server-postgres project, and says why when it is skipped.
 */
const serverRoot = path.resolve(import.meta.dirname, '../..');
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const ADMIN_PASSWORD = 'Two-Instances-Admin-1';
const JWT_SECRET = randomBytes(32).toString('hex');
/** every key and channel of this run (parallel test files and runs share the Redis) */
const REDIS_PREFIX = `cd-test-${randomBytes(4).toString('hex')}:`;
const LOGIN_MAX_FAILURES = 5;

async function unavailable(): Promise<string | undefined> {
  if (!databaseUrl) return 'TEST_DATABASE_URL is not set (PostgreSQL)';
  if (process.env.TEST_DB_KIND !== 'postgres') return 'runs once, in the server-postgres project';
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch (err) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    return `Redis at ${redisUrl} does not answer (${(err as Error).message}); set TEST_REDIS_URL`;
  } finally {
    redis.disconnect();
  }
  return undefined;
}

const skipReason = await unavailable();
if (skipReason) console.info(`two-instances.api.test: skipped: ${skipReason}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** The mail server both instances send through (SMTP_URL): keeps the recipients of every message. */
async function startSmtp() {
  const recipients: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        recipients.push(...session.envelope.rcptTo.map((r) => r.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

interface Instance {
  name: string;
  child: ChildProcess;
  base: string;
  output: () => string;
}

const children: ChildProcess[] = [];
const dataDirs: string[] = [];

/** main.ts from source, as `npm run serve:source` runs it, on the shared database and Redis. */
async function startInstance(name: string, dbUrl: string, workers: number): Promise<Instance> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `charterdesk-${name}-`));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: '/nonexistent',
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: REDIS_PREFIX,
      SMTP_URL: smtp!.url,
      // several instances must trust each other's tokens
      JWT_SECRET,
      ADMIN_PASSWORD,
      WEB_CONCURRENCY: String(workers),
      LOG_LEVEL: 'warn',
      LOGIN_MAX_FAILURES: String(LOGIN_MAX_FAILURES),
      // grants are remembered far longer than the test runs: only the published invalidation can clear them
      GRANT_CACHE_SECONDS: '300',
      // every call comes from 127.0.0.1; a busy machine must not shed the test's own load
      ORDER_RATE_LIMIT: '0',
      SEARCH_RATE_LIMIT: '0',
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_POOL_WAITING: '0',
      SHED_MAX_IN_FLIGHT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own process group: afterAll can end a cluster's workers with their primary
    detached: true,
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}`;
  // (expect.poll works only inside a test; this runs in beforeAll)
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output}`);
    const status = await fetch(`${base}/ready`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`${name} not ready within 120 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { name, child, base, output: () => output };
}

function stopped(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
      resolve();
    }, timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

describe.skipIf(skipReason !== undefined)('two server processes on one PostgreSQL and one Redis', () => {
  const dbName = `cd_two_${process.pid}_${randomBytes(4).toString('hex')}`;
  let sql: pg.Client;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;
    sql = new pg.Client({ connectionString: url.toString() });
    await sql.connect();
    smtp = await startSmtp();
    // one after the other: the first migrates and seeds, the second finds both done
    a = await startInstance('a', url.toString(), 1);
    // b is itself a cluster of two workers (WEB_CONCURRENCY), each with its own memory
    b = await startInstance('b', url.toString(), 2);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(children.map((child) => stopped(child, 10_000)));
    await sql?.end().catch(() => {});
    await smtp?.stop();
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${REDIS_PREFIX}*`).catch(() => [] as string[]);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const call = (
    instance: Instance,
    verb: string,
    url: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${instance.base}${url}`, {
      method: verb,
      headers: {
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        'accept-language': 'en',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });

  /** GET on a connection opened for it (no kept-alive socket reused); answers the status code. */
  const statusOnNewConnection = (instance: Instance, url: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.get(`${instance.base}${url}`, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
    });

  /** How many of a cluster's workers serve, as its primary counts them (one scrape of /metrics). */
  const servingWorkers = async (instance: Instance) => {
    const text = await (await call(instance, 'GET', '/metrics')).text();
    const line = text.split('\n').find((l) => l.startsWith('charterdesk_metrics_workers '));
    return Number(line?.split(' ')[1] ?? 0);
  };

  const signIn = (instance: Instance, userName: string, password: string, tenantId?: number) =>
    call(instance, 'POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: userName, password },
      headers: tenantId ? { 'Abp.TenantId': String(tenantId) } : {},
    });

  async function token(instance: Instance, userName: string, password: string, tenantId?: number) {
    const res = await signIn(instance, userName, password, tenantId);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { result: { accessToken: string } }).result.accessToken;
  }

  it(`refuses the ${LOGIN_MAX_FAILURES + 1}th sign-in after ${LOGIN_MAX_FAILURES} wrong passwords spread over both`, async () => {
    // the host's admin (no tenant): its wrong passwords alternate between the instances
    for (let n = 0; n < LOGIN_MAX_FAILURES; n++) {
      const res = await signIn(n % 2 === 0 ? a : b, 'admin', `wrong-${n}`);
      expect(res.status, await res.text()).toBe(401);
    }
    // each instance alone saw fewer than the limit: only the shared count refuses, even the right password
    for (const instance of [a, b]) {
      const refused = await signIn(instance, 'admin', ADMIN_PASSWORD);
      expect(refused.status, await refused.clone().text()).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { error: { key: string } }).error.key).toBe('rate_limit.exceeded');
    }
  });

  it('a role losing a permission on one instance is refused on the other at once, and so is a signed-out token', async () => {
    const admin = await token(a, 'admin', ADMIN_PASSWORD, 1);
    const created = await call(a, 'POST', '/api/services/app/Role/Create', {
      token: admin,
      headers: { 'Abp.TenantId': '1' },
      body: { name: 'Desk', displayName: 'Desk', grantedPermissions: ['Pages.Users'] },
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const role = ((await created.json()) as { result: Record<string, unknown> }).result;
    const user = await call(a, 'POST', '/api/services/app/User/Create', {
      token: admin,
      body: {
        userName: 'desk',
        name: 'Desk',
        surname: 'Agent',
        emailAddress: 'desk@example.com',
        password: 'Desk-Pass-12',
        roleNames: ['Desk'],
      },
    });
    expect(user.status, await user.clone().text()).toBe(200);

    const desk = await token(b, 'desk', 'Desk-Pass-12', 1);
    // b now remembers the desk agent's grants (for GRANT_CACHE_SECONDS = 300 s)
    for (const instance of [b, b, a]) {
      expect((await call(instance, 'GET', '/api/services/app/User/GetAll', { token: desk })).status).toBe(
        200,
      );
    }
    const updated = await call(a, 'PUT', '/api/services/app/Role/Update', {
      token: admin,
      body: { ...role, grantedPermissions: ['Pages.Roles'] },
    });
    expect(updated.status, await updated.clone().text()).toBe(200);
    expect((await call(b, 'GET', '/api/services/app/User/GetAll', { token: desk })).status).toBe(403);
    expect((await call(b, 'GET', '/api/services/app/Role/GetAll', { token: desk })).status).toBe(200);

    // signed out on a: b, which has just checked the token, refuses it too
    expect((await call(a, 'POST', '/api/TokenAuth/LogOut', { token: desk })).status).toBe(200);
    expect((await call(b, 'GET', '/api/services/app/Role/GetAll', { token: desk })).status).toBe(401);
  });

  /**
   * A flight of VKO → AYT a week or more ahead with its direct outbound offer, searched on `instance`; each
   * `skip` another flight (ordered by id as well: two flights of one day would otherwise come in either order,
   * and a test could get the flight an earlier one sold out).
   */
  async function directOffer(instance: Instance, skip: number) {
    const found = await sql.query<{ id: number; departure_date: string }>(
      `select id, to_char(departure_date, 'YYYY-MM-DD') as departure_date from flights
        where origin_code = 'VKO' and destination_code = 'AYT' and not is_cancelled and not sales_closed
          and departure_date >= current_date + 7
        order by departure_date, id offset $1 limit 1`,
      [skip],
    );
    const flight = found.rows[0];
    expect(flight, 'the seed has VKO → AYT flights').toBeDefined();
    const saved = await call(instance, 'POST', '/api/services/app/Flight/SaveFlightSearch', {
      body: { origin: 'VKO', destination: 'AYT', departureDate: flight!.departure_date, adults: 1 },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const searchId = ((await saved.json()) as { result: { id: string } }).result.id;
    const results = await call(
      instance,
      'GET',
      `/api/services/app/Flight/GetFlightSearchResults?Id=${searchId}&currency=EUR`,
    );
    const result = ((await results.json()) as { result: FlightSearchResult }).result;
    const offer = result.flightSearchResponses.find(
      (o) => o.direction === 'outbound' && Number(o.id.split('-')[0]) === flight!.id,
    ) as FlightOption;
    expect(offer, 'the flight is offered').toBeDefined();
    return { searchId, offer, flightId: flight!.id };
  }

  const orderOf = (searchId: string, offer: FlightOption, n: number) => ({
    searchId,
    outboundOfferId: offer.id,
    passengers: [adultPassenger({ passportNumber: `75${String(n).padStart(7, '0')}` })],
    contact: testContact({ email: `two-${n}@example.com` }),
    insurance: false,
    contractAccepted: true,
    siteUsageAccepted: true,
    currency: offer.price.currency,
    expectedTotal: offer.price.total,
  });

  const addOrder = (instance: Instance, body: unknown, key: string) =>
    retryWhenBusy(
      () =>
        call(instance, 'POST', '/api/services/app/Booking/AddOrder', {
          body,
          headers: { 'idempotency-key': key },
        }),
      (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after') }),
      (res) => res.body?.cancel(),
    );

  it('makes one order of one Idempotency-Key sent to both at once', async () => {
    const { searchId, offer } = await directOffer(a, 0);
    const body = orderOf(searchId, offer, 1);
    const key = `two-instances-${randomBytes(4).toString('hex')}`;
    const answers = await Promise.all([a, b, a, b, a, b].map((instance) => addOrder(instance, body, key)));
    const ids = new Set<string>();
    for (const res of answers) {
      expect(res.status, await res.clone().text()).toBe(200);
      ids.add(((await res.json()) as { result: { orderId: string } }).result.orderId);
    }
    expect(ids.size).toBe(1);
    const rows = await sql.query('select id from orders where idempotency_key = $1', [key]);
    expect(rows.rowCount).toBe(1);
  }, 60_000);

  it('sells exactly the last 3 seats to 100 buyers spread over both at once', async () => {
    const { searchId, offer, flightId } = await directOffer(b, 1);
    const segments = async () =>
      (await sql.query('select 1 from order_segments where flight_id = $1', [flightId])).rowCount;
    const before = await segments();
    await sql.query('update flights set seats_left_economy = 3 where id = $1', [flightId]);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        addOrder(n % 2 === 0 ? a : b, orderOf(searchId, offer, 100 + n), `last-${n}`),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(97);
    // (the seed's demo bookings may hold seats on it too)
    expect((await segments())! - before!).toBe(3);
    const left = await sql.query<{ n: number }>('select seats_left_economy as n from flights where id = $1', [
      flightId,
    ]);
    expect(left.rows[0]!.n).toBe(0);
  }, 120_000);

  /** The buyer's browser at the bank (card form, 3-D Secure) and back on `back`: answers where we send them. */
  async function pay(cardAction: string, bank: Instance, back: Instance): Promise<string> {
    const post = (url: string, form: Record<string, string>) =>
      fetch(`${bank.base}${url}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    const card = await post(new URL(cardAction).pathname, {
      cardNumber: '4242424242424242',
      expiryMonth: '12',
      expiryYear: '29',
      cvc: '123',
      cardOwner: 'IVAN PETROV',
    });
    expect(card.status, await card.clone().text()).toBe(303);
    let location = card.headers.get('location')!;
    if (location.startsWith('/sandbox-bank/')) {
      const challenge = await post(location, { otp: '123456' });
      expect(challenge.status).toBe(303);
      location = challenge.headers.get('location')!;
    }
    const returned = new URL(location);
    const ours = await fetch(`${back.base}${returned.pathname}${returned.search}`, { redirect: 'manual' });
    expect(ours.status).toBe(303);
    return ours.headers.get('location')!;
  }

  it('e-mails exactly 20 confirmations for 20 orders paid over both instances', async () => {
    const { searchId, offer, flightId } = await directOffer(a, 2);
    await sql.query(
      'update flights set seats_left_economy = greatest(seats_left_economy, 40) where id = $1',
      [flightId],
    );
    const emails = Array.from({ length: 20 }, (_, n) => `paid-${n}@example.com`);
    // ten buyers at a time; each order is placed on one instance and paid through the other
    for (let batch = 0; batch < 20; batch += 10) {
      await Promise.all(
        emails.slice(batch, batch + 10).map(async (email, i) => {
          const n = batch + i;
          const [ordering, paying] = n % 2 === 0 ? [a, b] : [b, a];
          const body = { ...orderOf(searchId, offer, 200 + n), contact: testContact({ email }) };
          const placed = await addOrder(ordering, body, `paid-${n}`);
          expect(placed.status, await placed.clone().text()).toBe(200);
          const { result } = (await placed.json()) as { result: { response: { cardAction: string } } };
          expect(await pay(result.response.cardAction, ordering, paying)).toContain('/ticketDetail/');
        }),
      );
    }
    const sentTo = () => smtp!.recipients.filter((to) => emails.includes(to));
    await expect.poll(() => sentTo().length, { timeout: 30_000, interval: 200 }).toBe(20);
    // every instance drains the outbox after each payment: a message claimed twice would arrive by now
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sentTo().sort()).toEqual([...emails].sort());
  }, 120_000);

  it('answers one scrape of /metrics for both workers of a cluster', async () => {
    // one connection each (a cluster hands out connections, not requests): spread over b's two workers
    const route = '/api/services/app/Session/GetCurrentLoginInformations';
    for (let n = 0; n < 8; n++) expect(await statusOnNewConnection(b, route)).toBe(200);
    const scrape = await call(b, 'GET', '/metrics');
    expect(scrape.status).toBe(200);
    const text = await scrape.text();
    const value = (series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      expect(line, `${series} in the scrape`).toBeDefined();
      return Number(line!.slice(series.length + 1));
    };
    expect(value('charterdesk_metrics_workers')).toBe(2);
    expect(
      value(`http_request_duration_seconds_count{method="GET",route="${route}",status_code="200"}`),
    ).toBe(8);
    expect(
      value(
        'http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/services/app/Booking/AddOrder",status_code="200"}',
      ),
    ).toBeGreaterThan(0);
    // read from the database by each worker, counted once
    const confirmed = await sql.query<{ n: number }>(
      "select count(*)::int as n from orders where kind = 'flight' and state = 'Confirmed'",
    );
    expect(value('charterdesk_orders{kind="flight",state="Confirmed"}')).toBe(confirmed.rows[0]!.n);
    expect(value('charterdesk_payments{status="approved"}')).toBeGreaterThanOrEqual(20);
    expect(value('charterdesk_outbox_messages{status="sent"}')).toBeGreaterThanOrEqual(20);
    expect(value('charterdesk_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('charterdesk_holds_live')).toBeGreaterThan(0);
    expect(value('nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // a pool per worker, added up
    expect(value('charterdesk_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('replaces a worker that dies; the instance keeps answering', async () => {
    const workers = () =>
      execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(b.child.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => line.includes('src/main.ts'))
        .map((line) => Number(line.trim().split(/\s+/)[0]));
    // both workers serve (a worker that dies before they all do counts as one that cannot start: the primary stops)
    await expect.poll(() => servingWorkers(b), { timeout: 60_000, interval: 250 }).toBe(2);
    const before = workers();
    expect(before).toHaveLength(2);
    process.kill(before[0]!, 'SIGKILL');
    // the primary has seen the worker die (it hands no new connection to it after that)
    await expect
      .poll(() => b.output(), { timeout: 30_000, interval: 100 })
      .toContain('died; starting another');
    // each on a connection of its own, as a new visitor (or a load balancer's health check) comes: the dead
    // worker's kept-alive connections are gone with it, and how soon this process notices is no part of the test
    for (let n = 0; n < 10; n++) expect(await statusOnNewConnection(b, '/health')).toBe(200);
    await expect
      .poll(() => workers().filter((pid) => !before.includes(pid)), { timeout: 30_000, interval: 250 })
      .toHaveLength(1);
    expect(b.child.exitCode).toBeNull();
  }, 60_000);
});
