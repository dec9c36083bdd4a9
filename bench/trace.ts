// What a page's long tasks are made of, on the BUILT site (a probe, no budget): loads a page in Debian Chromium with
// a phone's screen at Lighthouse's 4× CPU slowdown, records the main thread (trace + CPU profile), and prints every
// task over 50 ms with the browser's work in it (style, layout, compiling, script) and the modules its script time
// was spent in (through the build's source maps), and a blocking-time figure: the tasks' time over 50 ms from the
// first contentful paint until 2 s after the app has started (the page's `data-prerendered` gone).
//   npm run build && npm run bench:trace -w bench -- /help/baggage      (also: results, booking, ticket, /cities/AYT)
//   TRACE_LOADS=5 TRACE_CPU_SLOWDOWN=10 TRACE_FUNCTIONS=8 npm run bench:trace -w bench -- /
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { PLAYWRIGHT_DISABLE_FEATURES_SWITCH } from '../e2e/support/browser-features.js';
import { startServer } from '../e2e/support/server.js';
import { seedLighthousePages } from './support/lighthouse-seed.js';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { message?: string } };
}
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const slowdown = Number(process.env.TRACE_CPU_SLOWDOWN ?? 4);
const loads = Number(process.env.TRACE_LOADS ?? 3);
const functionsShown = Number(process.env.TRACE_FUNCTIONS ?? 4);
const target = process.argv.slice(2).find((arg) => !arg.startsWith('-')) ?? '/';
const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** The browser's own work inside a task, by trace event name (the rest is its script, profiled below). */
const BROWSER_WORK = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'MinorGC',
  'MajorGC',
]);

const maps = new Map<string, SourceMapConsumer | null>();
function sourceMapOf(url: string): SourceMapConsumer | null {
  const asset = /\/assets\/[^?#/]+\.js$/.exec(url)?.[0];
  if (!asset) return null;
  const file = `${dist}${asset}`;
  if (!maps.has(file)) {
    maps.set(
      file,
      existsSync(`${file}.map`)
        ? new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
        : null,
    );
  }
  return maps.get(file) ?? null;
}

/** A frame's module (a package, or a source file of ours) and its function with the source line. */
function place(frame: CallFrame): { module: string; fn: string } {
  const original = sourceMapOf(frame.url)?.originalPositionFor({
    line: frame.lineNumber + 1,
    column: frame.columnNumber,
  });
  if (original?.source) {
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(original.source);
    const module = inPackage ? inPackage[1]! : original.source.replace(/^(\.\.\/)+/, '');
    const file = original.source.replace(/.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    return {
      module,
      fn: `${original.name ?? (frame.functionName || '(anonymous)')} ${file}:${original.line}`,
    };
  }
  const module = frame.url
    ? frame.url.replace(/.*\//, '') || '(page)'
    : `(${frame.functionName || 'native'})`;
  return { module, fn: frame.functionName || module };
}

const share = (counts: Map<string, number>, total: number, top: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, n]) => `${key} ${Math.round((100 * n) / Math.max(1, total))}%`)
    .join(', ');
const ms = (us: number) => String(Math.round(us / 1000));

const server = await startServer();
try {
  let path = target;
  const seededPages = ['results', 'booking', 'ticket'] as const;
  if ((seededPages as readonly string[]).includes(target)) {
    const seeded = await seedLighthousePages(server.baseUrl);
    path = { results: seeded.searchPath, booking: seeded.bookingPath, ticket: seeded.ticketPath }[
      target as (typeof seededPages)[number]
    ];
  }
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      // as the e2e browser (e2e/support/browser.ts): no pages of the browser's own beside the one traced
      PLAYWRIGHT_DISABLE_FEATURES_SWITCH,
    ],
  });
  const blocking: number[] = [];
  for (let load = 1; load <= loads; load++) {
    // Lighthouse's phone: its screen and user agent, a fresh profile each time (no code cache)
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading',
      transferMode: 'ReportEvents',
    });
    await cdp.send('Profiler.start');
    await page.goto(server.baseUrl + path, { waitUntil: 'load' });
    // A few lines of our own rather than Playwright's waiting helpers, whose injected script is a long task itself.
    await cdp.send('Runtime.evaluate', {
      awaitPromise: true,
      expression: `new Promise((resolve) => {
        const root = document.getElementById('root');
        const started = () => !root || !root.hasAttribute('data-prerendered');
        const done = () => { console.timeStamp('charterdesk-started'); resolve(true); };
        if (started()) return done();
        new MutationObserver((_, observer) => { if (started()) { observer.disconnect(); done(); } })
          .observe(root, { attributes: true });
      })`,
    });
    await page.waitForTimeout(2500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    await cdp.send('Tracing.end');
    await traced;

    // the renderer's main thread that worked the most (an empty tab has one too)
    const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const tasksOf = (thread: TraceEvent) =>
      events.filter(
        (e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid,
      );
    const busy = (thread: TraceEvent) => tasksOf(thread).reduce((sum, e) => sum + (e.dur ?? 0), 0);
    const main = threads.sort((a, b) => busy(b) - busy(a))[0];
    if (!main) throw new Error('no renderer main thread in the trace');
    const tasks = tasksOf(main);
    const start =
      events.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0]?.ts ?? 0;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid)?.ts;
    const started = events.find(
      (e) => e.name === 'TimeStamp' && e.args?.data?.message === 'charterdesk-started',
    )?.ts;
    const windowEnd = (started ?? Number.POSITIVE_INFINITY) + 2_000_000;

    const sampleTimes: number[] = [];
    let time = profile.startTime;
    for (const delta of profile.timeDeltas) {
      time += delta;
      sampleTimes.push(time);
    }
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

    console.info(`\n${path} at ${slowdown}× CPU, load ${load} of ${loads}`);
    console.info(
      `  first contentful paint ${fcp ? ms(fcp - start) : '?'} ms, app started ${started ? ms(started - start) : '?'} ms`,
    );
    let blockingUs = 0;
    for (const task of tasks.filter((e) => (e.dur ?? 0) > 50_000)) {
      const duration = task.dur ?? 0;
      const counted = fcp !== undefined && task.ts >= fcp && task.ts <= windowEnd;
      if (counted) blockingUs += duration - 50_000;
      const work = new Map<string, number>();
      for (const e of events) {
        if (e.ph !== 'X' || e.tid !== main.tid || e.pid !== main.pid || !BROWSER_WORK.has(e.name)) continue;
        if (e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + duration)
          work.set(e.name, (work.get(e.name) ?? 0) + (e.dur ?? 0));
      }
      const modules = new Map<string, number>();
      const functions = new Map<string, number>();
      let samples = 0;
      profile.samples.forEach((id, index) => {
        const at = sampleTimes[index]!;
        const node = nodes.get(id);
        if (!node || at < task.ts || at > task.ts + duration) return;
        samples++;
        const { module, fn } = place(node.callFrame);
        modules.set(module, (modules.get(module) ?? 0) + 1);
        functions.set(fn, (functions.get(fn) ?? 0) + 1);
      });
      const workText = [...work]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, us]) => `${name} ${ms(us)}`)
        .join(', ');
      console.info(
        `${counted ? ' ' : '·'} ${ms(task.ts - start).padStart(6)} ms  ${ms(duration).padStart(4)} ms  ${workText}`,
      );
      if (samples > 0) {
        console.info(`      modules: ${share(modules, samples, 6)}`);
        console.info(`      functions: ${share(functions, samples, functionsShown)}`);
      }
    }
    blocking.push(Math.round(blockingUs / 1000));
    console.info(
      `  blocking time (tasks' time over 50 ms, first paint to 2 s after the start): ${ms(blockingUs)} ms`,
    );
    console.info('  (· = a task outside that window)');
    await context.close();
  }
  const sorted = [...blocking].sort((a, b) => a - b);
  console.info(
    `\n${path}: blocking time per load ${blocking.join(', ')} ms; median ${sorted[Math.floor(sorted.length / 2)]} ms`,
  );
  await browser.close();
} finally {
  await server.stop();
}
