// Benchmarks the BUILT server against a bare Fastify baseline in the same run and checks bench/budgets.json.
// Budgets are ratios to the baseline, so a slow or busy machine moves both sides; exit 1 when one fails.
// Only 127.0.0.1 is ever requested.
//   npm run build && npm run bench
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { type StartedServer, startServer } from '../e2e/support/server.js';

interface ScenarioBudget {
  minRequestsRatio: number;
  maxP99Ms: number;
  maxErrors: number;
}
interface Budgets {
  durationSeconds: number;
  connections: number;
  scenarios: Record<string, ScenarioBudget>;
}
interface Measurement {
  url: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}
interface Check {
  scenario: string;
  check: string;
  limit: number;
  actual: number;
  ok: boolean;
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const WARMUP_SECONDS = 1;

const budgets = JSON.parse(await readFile(here('./budgets.json'), 'utf8')) as Budgets;

async function startBareServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', here('./support/bare-server.ts')], {
    cwd: here('./'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n')[0];
      if (buffered.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`bare server exited with code ${code} before listening`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** One fetch first: a wrong URL should fail loudly, not be benchmarked as a fast 404. */
async function assertOk(url: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200)
    throw new Error(`GET ${url} answered ${response.status}: ${body.slice(0, 300)}`);
}

async function run(url: string, duration: number, headers: Record<string, string> = {}): Promise<Result> {
  return autocannon({ url, connections: budgets.connections, duration, headers });
}

/** Merges the halves of one target: mean req/s, the worse p50/p99, all errors. */
function combine(url: string, halves: Result[]): Measurement {
  return {
    url,
    requestsPerSec: halves.reduce((sum, r) => sum + r.requests.average, 0) / halves.length,
    p50Ms: Math.max(...halves.map((r) => r.latency.p50)),
    p99Ms: Math.max(...halves.map((r) => r.latency.p99)),
    errors: halves.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
}

/**
 * Warms both up, then measures in the order bare, ours, ours, bare (half the duration each), so a machine
 * that gets busier or quieter during the run (other jobs, CPU boost) affects both sides alike.
 */
async function measurePair(
  bareUrl: string,
  oursUrl: string,
  headers: Record<string, string> = {},
): Promise<{ bare: Measurement; ours: Measurement }> {
  const half = budgets.durationSeconds / 2;
  await run(bareUrl, WARMUP_SECONDS);
  await run(oursUrl, WARMUP_SECONDS, headers);
  const bare1 = await run(bareUrl, half);
  const ours1 = await run(oursUrl, half, headers);
  const ours2 = await run(oursUrl, half, headers);
  const bare2 = await run(bareUrl, half);
  return { bare: combine(bareUrl, [bare1, bare2]), ours: combine(oursUrl, [ours1, ours2]) };
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [index, row] of rows.entries()) {
    const cells = row.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    );
    console.info(cells.join('  ').trimEnd());
    if (index === 0) console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

/**
 * Signs in as the admin and places unpaid orders (one adult each, spread over the direct flights of a
 * one-way MOW→AYT search) so the admin list and figures have rows to read. Answers the admin's headers.
 */
async function seedAdminView(baseUrl: string, adminPassword: string, date: string, orders = 40) {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/api/services/app/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { result: unknown; error: unknown };
    if (response.status !== 200)
      throw new Error(`${path} answered ${response.status}: ${JSON.stringify(json.error)}`);
    return json.result as Record<string, unknown>;
  };
  const search = (await post('Flight/SaveFlightSearch', {
    origin: 'MOW',
    destination: 'AYT',
    departureDate: date,
    adults: 1,
  })) as { id: string };
  const results = (await (
    await fetch(`${baseUrl}/api/services/app/Flight/GetFlightSearchResults?Id=${search.id}&currency=EUR`)
  ).json()) as {
    result: {
      flightSearchResponses: {
        id: string;
        isDirect: boolean;
        direction: string;
        price: { total: number; currency: string };
      }[];
    };
  };
  const offers = results.result.flightSearchResponses.filter((o) => o.isDirect && o.direction === 'outbound');
  if (offers.length === 0) throw new Error('no direct MOW→AYT flight to place bench orders on');
  for (let i = 0; i < orders; i++) {
    const offer = offers[i % offers.length]!;
    await post(
      'Booking/AddOrder',
      {
        searchId: search.id,
        outboundOfferId: offer.id,
        passengers: [
          {
            type: 'adult',
            gender: 'female',
            name: 'ANNA',
            surname: i % 4 === 0 ? 'BENCH' : 'SMIRNOVA',
            birthday: '1988-03-14',
            nationality: 'RU',
            passportNumber: `75${String(1000000 + i)}`,
            passportExpiry: '2032-01-01',
          },
        ],
        contact: {
          email: `bench${i}@example.com`,
          mobilePhone: '+79001234567',
          name: 'ANNA',
          surname: i % 4 === 0 ? 'BENCH' : 'SMIRNOVA',
          birthday: '1988-03-14',
        },
        contractAccepted: true,
        siteUsageAccepted: true,
        currency: offer.price.currency,
        expectedTotal: offer.price.total,
      },
      { 'idempotency-key': `bench-${i}` },
    );
  }
  const auth = await fetch(`${baseUrl}/api/TokenAuth/Authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userNameOrEmailAddress: 'admin', password: adminPassword }),
  });
  const token = ((await auth.json()) as { result: { accessToken: string } }).result.accessToken;
  return { headers: { authorization: `Bearer ${token}` } };
}

let ours: StartedServer | undefined;
let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
try {
  // the 40 seeded orders all come from 127.0.0.1: the per-address order limit (30 per 10 min) would refuse the last
  [ours, bare] = await Promise.all([startServer({ ORDER_RATE_LIMIT: '0' }), startBareServer()]);
  // a saved round-trip search on the demo inventory (≥ 10,000 dated flights), two weeks ahead
  const departure = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const returning = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const saved = await fetch(`${ours.baseUrl}/api/services/app/Flight/SaveFlightSearch`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      origin: 'MOW',
      destination: 'AYT',
      departureDate: departure,
      returnDate: returning,
      tripType: 'roundTrip',
      adults: 2,
      infants: 1,
    }),
  });
  const searchId = ((await saved.json()) as { result: { id: string } }).result.id;
  const admin = await seedAdminView(ours.baseUrl, ours.adminPassword, departure);

  const scenarios: Record<string, { ours: string; bare: string; headers?: Record<string, string> }> = {
    health: { ours: `${ours.baseUrl}/health`, bare: `${bare.baseUrl}/health` },
    session: {
      ours: `${ours.baseUrl}/api/services/app/Session/GetCurrentLoginInformations`,
      bare: `${bare.baseUrl}/envelope`,
    },
    // airport autocomplete: a prefix query, and a misspelt one that takes the typo-tolerant path
    autocomplete: {
      ours: `${ours.baseUrl}/api/services/app/Flight/GetAirportsForAutoComplete?Query=anta&MaxResultCount=10`,
      bare: `${bare.baseUrl}/envelope`,
    },
    flightSearch: {
      ours: `${ours.baseUrl}/api/services/app/Flight/GetFlightSearchResults?Id=${searchId}&currency=TRY`,
      bare: `${bare.baseUrl}/envelope`,
    },
    autocompleteTypo: {
      ours: `${ours.baseUrl}/api/services/app/Flight/GetAirportsForAutoComplete?Query=sheremetyevo&MaxResultCount=10`,
      bare: `${bare.baseUrl}/envelope`,
    },
    // the back office: a page of orders found by surname (permission check, tenant scope, count + page)
    adminOrders: {
      ours: `${ours.baseUrl}/api/services/app/Order/GetAll?Keyword=BENCH&MaxResultCount=10&Sorting=CreationTime%20desc`,
      bare: `${bare.baseUrl}/envelope`,
      headers: admin.headers,
    },
    // the admin home's figures: six aggregates over orders, payments and refunds
    adminToday: {
      ours: `${ours.baseUrl}/api/services/app/Dashboard/GetTodayFigures?TimeZone=Europe/Istanbul`,
      bare: `${bare.baseUrl}/envelope`,
      headers: admin.headers,
    },
  };

  const results: Record<
    string,
    { ours: Measurement; bare: Measurement; requestsRatio: number; p99Ratio: number }
  > = {};
  for (const [name, urls] of Object.entries(scenarios)) {
    await assertOk(urls.bare);
    await assertOk(urls.ours, urls.headers);
    console.info(
      `measuring ${name}: ${budgets.durationSeconds} s each for the bare route and ours, interleaved`,
    );
    const { bare: bareResult, ours: oursResult } = await measurePair(urls.bare, urls.ours, urls.headers);
    results[name] = {
      bare: bareResult,
      ours: oursResult,
      requestsRatio: round(oursResult.requestsPerSec / bareResult.requestsPerSec, 3),
      p99Ratio: round(oursResult.p99Ms / Math.max(bareResult.p99Ms, 1), 2),
    };
  }

  const checks: Check[] = [];
  for (const [name, budget] of Object.entries(budgets.scenarios)) {
    const result = results[name];
    if (!result) throw new Error(`budgets.json names an unknown scenario: ${name}`);
    const { requestsRatio, ours: o } = result;
    checks.push(
      {
        scenario: name,
        check: 'req/s ratio ≥',
        limit: budget.minRequestsRatio,
        actual: requestsRatio,
        ok: false,
      },
      { scenario: name, check: 'p99 ms ≤', limit: budget.maxP99Ms, actual: o.p99Ms, ok: false },
      { scenario: name, check: 'errors ≤', limit: budget.maxErrors, actual: o.errors, ok: false },
    );
  }
  for (const check of checks) {
    check.ok = check.check.endsWith('≥') ? check.actual >= check.limit : check.actual <= check.limit;
  }

  console.info(`\nnode ${process.version}, ${os.cpus().length} cpus, ${budgets.connections} connections\n`);
  printTable([
    ['scenario', 'bare req/s', 'ours req/s', 'ratio', 'bare p99', 'ours p99', 'p99 ratio', 'ours errors'],
    ...Object.entries(results).map(([name, r]) => [
      name,
      String(Math.round(r.bare.requestsPerSec)),
      String(Math.round(r.ours.requestsPerSec)),
      r.requestsRatio.toFixed(3),
      `${r.bare.p99Ms} ms`,
      `${r.ours.p99Ms} ms`,
      r.p99Ratio.toFixed(2),
      String(r.ours.errors),
    ]),
  ]);
  console.info('');
  printTable([
    ['budget', 'limit', 'actual', 'result'],
    ...checks.map((c) => [
      `${c.scenario} ${c.check}`,
      String(c.limit),
      String(c.actual),
      c.ok ? 'ok' : 'FAILED',
    ]),
  ]);

  const ok = checks.every((c) => c.ok);
  await mkdir(here('./results'), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    connections: budgets.connections,
    durationSeconds: budgets.durationSeconds,
    results,
    checks,
    ok,
  };
  await writeFile(here('./results/latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.info(`\nwritten to bench/results/latest.json; ${ok ? 'all budgets met' : 'BUDGET FAILED'}`);
  process.exitCode = ok ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all([ours?.stop(), bare?.stop()]);
}
