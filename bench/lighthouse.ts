// Lighthouse 12 (its default config: the mobile preset, simulated slow 4G and a 4x slower CPU) on the public
// pages of the BUILT site with demo data, against bench/budgets.json `lighthouse`; exit 1 on a miss.
// Each page is measured `runs` times, each run in a fresh Debian Chromium (/usr/bin/chromium, never a
// downloaded one), and every figure is the median of its runs. Only 127.0.0.1 is requested.
//   npm run build && npm run bench:web -w bench            (one page: -- --only=/cities/AYT; a quick look with
//   fewer runs than the budget's: -- --runs=1, which is then reported as such)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PAGES_OF_THE_BROWSER_UI } from '../e2e/support/browser-features.js';
import { type StartedServer, startServer } from '../e2e/support/server.js';
import { seedLighthousePages } from './support/lighthouse-seed.js';

const CHROMIUM_PATH = '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface Budgets {
  lighthouse: {
    runs: number;
    minScore: Record<Category, number>;
    maxLcpMs: number;
    maxTbtMs: number;
    maxCls: number;
  };
}

/** The figures of one run: category scores 0–100, LCP and TBT in ms, CLS unitless. */
interface Figures {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * What the figures were measured on. TBT is this machine's main-thread time times four, so the same build
 * scores differently on a slower machine or another Chromium: the browser's version and Lighthouse's own
 * measure of the CPU (benchmarkIndex, higher is faster) go with the figures.
 */
const benchmarkIndexes: number[] = [];

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const budgets = (JSON.parse(await readFile(here('./budgets.json'), 'utf8')) as Budgets).lighthouse;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Runtime errors Lighthouse itself calls transient ("please run Lighthouse again"): the run is repeated. */
const TRANSIENT = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'PROTOCOL_TIMEOUT']);
const ATTEMPTS = 3;

class TransientError extends Error {}

async function measure(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url);
    } catch (error) {
      if (!(error instanceof TransientError) || attempt === ATTEMPTS) throw error;
      console.info(`  ${error.message}; again`);
    }
  }
}

/** LIGHTHOUSE_CPU_SLOWDOWN=8: Lighthouse slows the CPU that much instead of the mobile preset's 4× (a probe). */
const CPU_SLOWDOWN = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) || undefined;

/**
 * chrome-launcher's own flags, its `--disable-features` with the browser's own pages added (the address bar's
 * popups, e2e/support/browser-features.ts): started beside the page measured, they took CPU from it.
 */
const LAUNCHER_FLAGS = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') ? `${flag},${PAGES_OF_THE_BROWSER_UI.join(',')}` : flag,
);

async function measureOnce(url: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', ...LAUNCHER_FLAGS],
    ignoreDefaultFlags: true,
    logLevel: 'silent',
  });
  chromeInUse = chrome;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
      // a slower phone's CPU than the preset's, to see what a slower machine would measure (never for the budgets)
      ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
    });
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    const { lhr } = result;
    // LIGHTHOUSE_REPORT_DIR keeps each run's full report, to see what a figure is made of
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) {
      await mkdir(reportDir, { recursive: true });
      const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${Date.now()}.json`;
      await writeFile(path.join(reportDir, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) {
      const message = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      throw TRANSIENT.has(lhr.runtimeError.code) ? new TransientError(message) : new Error(message);
    }
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    const numeric = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) throw new Error(`${url}: Lighthouse measured no ${id}`);
      return value;
    };
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    return {
      scores,
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    chromeInUse = undefined;
    await chrome.kill();
  }
}

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

let server: StartedServer | undefined;
let chromeInUse: chromeLauncher.LaunchedChrome | undefined;
// Ctrl-C (or a SIGTERM) leaves no server or browser behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled([chromeInUse?.kill(), server?.stop()]).then(() => process.exit(130));
  });
}
const runsArgument = process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length);
const runCount = runsArgument ? Number(runsArgument) : budgets.runs;
if (!Number.isInteger(runCount) || runCount < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${runsArgument}`);

try {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: apt-get install -y chromium`);
  server = await startServer();
  const seeded = await seedLighthousePages(server.baseUrl);
  const pages: { name: string; path: string }[] = [
    { name: '/', path: '/' },
    { name: '/flightSearch/{id}', path: seeded.searchPath },
    { name: '/flight/{searchId}/{flightId}', path: seeded.bookingPath },
    { name: '/ticketDetail/{id}', path: seeded.ticketPath },
    { name: '/help/baggage', path: '/help/baggage' },
    { name: '/cities/AYT', path: '/cities/AYT' },
    { name: '/admin/login', path: '/admin/login' },
  ];
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const measured = only ? pages.filter((page) => page.name === only || page.path === only) : pages;
  if (measured.length === 0) throw new Error(`no page named ${only}`);

  const rows: string[][] = [
    [
      'page',
      ...CATEGORIES.map((c) => `${c} ≥${budgets.minScore[c]}`),
      `LCP ms ≤${budgets.maxLcpMs}`,
      `TBT ms ≤${budgets.maxTbtMs}`,
      `CLS ≤${budgets.maxCls}`,
      'result',
    ],
  ];
  const report: Record<string, { runs: Figures[]; median: Figures; misses: string[] }> = {};
  let failed = 0;
  for (const page of measured) {
    const runs: Figures[] = [];
    for (let run = 1; run <= runCount; run++) {
      console.info(`lighthouse ${page.name} run ${run}/${runCount}`);
      const figures = await measure(`${server.baseUrl}${page.path}`);
      runs.push(figures);
      console.info(
        `  ${CATEGORIES.map((c) => `${c} ${figures.scores[c]}`).join(', ')}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}`,
      );
    }
    const mid: Figures = {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<
        Category,
        number
      >,
      lcpMs: median(runs.map((r) => r.lcpMs)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      cls: median(runs.map((r) => r.cls)),
    };
    const misses = [
      ...CATEGORIES.filter((c) => mid.scores[c] < budgets.minScore[c]),
      ...(mid.lcpMs > budgets.maxLcpMs ? ['LCP'] : []),
      ...(mid.tbtMs > budgets.maxTbtMs ? ['TBT'] : []),
      ...(mid.cls > budgets.maxCls ? ['CLS'] : []),
    ];
    if (misses.length > 0) failed++;
    report[page.name] = { runs, median: mid, misses };
    const mark = (text: string, miss: boolean) => (miss ? `${text} !` : text);
    rows.push([
      page.name,
      ...CATEGORIES.map((c) => mark(String(mid.scores[c]), misses.includes(c))),
      mark(String(Math.round(mid.lcpMs)), misses.includes('LCP')),
      mark(String(Math.round(mid.tbtMs)), misses.includes('TBT')),
      mark(mid.cls.toFixed(3), misses.includes('CLS')),
      misses.length === 0 ? 'ok' : 'FAILED',
    ]);
  }

  console.info(
    `\nLighthouse 12, mobile preset, median of ${runCount} run(s) per page${runCount === budgets.runs ? '' : ` (budgets.json asks for ${budgets.runs})`} ("!" = over budget)\n`,
  );
  printTable(rows);
  const machine = {
    // the user agent names only the major version
    browser: execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
    benchmarkIndex: Math.round(median(benchmarkIndexes)),
  };
  console.info(
    `\nmeasured with ${machine.browser}; Lighthouse's CPU benchmark index ${machine.benchmarkIndex} (median of the runs; higher is faster)${CPU_SLOWDOWN ? `; CPU slowed ${CPU_SLOWDOWN}× (LIGHTHOUSE_CPU_SLOWDOWN), not the preset's 4×` : ''}`,
  );
  await mkdir(here('./results'), { recursive: true });
  await writeFile(
    here('./results/lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine, budgets, pages: report }, null, 2)}\n`,
  );
  console.info(
    `\nwritten to bench/results/lighthouse.json; ${failed === 0 ? 'all Lighthouse budgets met' : `LIGHTHOUSE BUDGET FAILED for ${failed} page(s)`}`,
  );
  process.exitCode = failed === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await server?.stop();
}
