import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Under pressure the server answers 503 with Retry-After at once instead of queueing, keeps its probes and
 * the payment return answering, and recovers when the pressure is gone. Pressure here is a queue of waiting
 * database queries the test sets, read through the pool statistics the check uses.
 */
describe('load shedding', () => {
  let t: TestApp;
  let waiting = 0;
  beforeAll(async () => {
    t = await createTestApp({
      seed: { flights: false },
      env: { SHED_POOL_WAITING: '5' },
      extend: (app) => {
        // what drizzle throws when pg-pool gave no connection within its timeout
        app.get('/api/services/app/Test/Saturated', async () => {
          throw new Error('Failed query: select 1', {
            cause: new Error('timeout exceeded when trying to connect'),
          });
        });
        // …and when a new connection did not finish connecting in time
        app.get('/api/services/app/Test/SlowConnect', async () => {
          throw new Error('Failed query: select 1', {
            cause: new Error('Connection terminated due to connection timeout', {
              cause: new Error('Connection terminated unexpectedly'),
            }),
          });
        });
      },
    });
    t.database.poolStats = () => ({ total: 10, idle: 0, waiting });
    t.database.queriesWaiting = () => waiting;
  });
  afterAll(() => t.close());

  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 5_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('condition not reached in 5 s');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  it('answers 503 with Retry-After while overloaded, keeps probes, payment returns and files, and recovers', async () => {
    const api = () => t.app.inject('/api/services/app/Session/GetCurrentLoginInformations');
    expect((await api()).statusCode).toBe(200);
    waiting = 50;
    await until(async () => (await api()).statusCode === 503);
    const busy = await api();
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toMatchObject({ success: false, __abp: true, error: { key: 'server.busy' } });
    expect((await t.app.inject('/health')).statusCode).toBe(200);
    expect((await t.app.inject('/payments/sandbox/return?session=x')).statusCode).not.toBe(503);
    // the files of a page already sent: refused, that page would never start
    expect((await t.app.inject('/assets/missing.js')).statusCode).not.toBe(503);
    waiting = 0;
    await until(async () => (await api()).statusCode === 200);
    // the operator sees why: every refusal of this test met the pool's queue, none the in-flight bound
    const metrics = (await t.app.inject('/metrics')).body;
    expect(
      Number(/charterdesk_shed_requests_total\{reason="db_pool"\} (\d+)/.exec(metrics)?.[1]),
    ).toBeGreaterThan(0);
    expect(metrics).toContain('charterdesk_shed_requests_total{reason="in_flight"} 0');
  });

  it('answers 503 with Retry-After, not 500, when no database connection came free in time', async () => {
    for (const url of ['/api/services/app/Test/Saturated', '/api/services/app/Test/SlowConnect']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json().error.key).toBe('server.busy');
    }
    expect(t.logLines.filter((line) => line.includes('unhandled error'))).toHaveLength(0);
  });
});

describe('load shedding by requests in flight', () => {
  let t: TestApp;
  let release = () => {};
  /** slow requests being served now */
  let serving = 0;
  beforeAll(async () => {
    t = await createTestApp({
      seed: { flights: false },
      env: { SHED_MAX_IN_FLIGHT: '2' },
      extend: (app) => {
        app.get('/api/services/app/Test/Slow', async () => {
          serving += 1;
          await new Promise<void>((resolve) => {
            const previous = release;
            release = () => {
              previous();
              resolve();
            };
          });
          serving -= 1;
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('refuses a request beyond the bound at once with Retry-After, keeps probes and files, and serves again when they finish', async () => {
    const slow = [1, 2].map(() => t.app.inject('/api/services/app/Test/Slow'));
    const api = () => t.app.inject('/api/services/app/Session/GetCurrentLoginInformations');
    await expect.poll(() => serving).toBe(2);
    const busy = await api();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('2');
    expect(busy.json()).toMatchObject({ success: false, error: { key: 'server.busy' } });
    expect((await t.app.inject('/health')).statusCode).toBe(200);
    expect((await t.app.inject('/assets/missing.js')).statusCode).not.toBe(503);
    release();
    for (const answer of await Promise.all(slow)) expect(answer.statusCode).toBe(200);
    // the finished ones no longer count: two at once are served again
    expect((await api()).statusCode).toBe(200);
    const again = [1, 2].map(() => t.app.inject('/api/services/app/Test/Slow'));
    await expect.poll(() => serving).toBe(2);
    expect((await api()).statusCode).toBe(503);
    release();
    for (const answer of await Promise.all(again)) expect(answer.statusCode).toBe(200);
    expect((await api()).statusCode).toBe(200);
    const metrics = (await t.app.inject('/metrics')).body;
    expect(metrics).toContain('charterdesk_shed_requests_total{reason="in_flight"} 2');
    expect(metrics).toContain('charterdesk_shed_requests_total{reason="db_pool"} 0');
  });
});

describe('load shedding during a burst', () => {
  let t: TestApp;
  /** the slow requests being served now, each with its own release */
  const held: (() => void)[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      seed: { flights: false },
      env: { SHED_MAX_IN_FLIGHT: '4', SHED_BURST_MAX_IN_FLIGHT: '2' },
      extend: (app) => {
        app.get('/api/services/app/Test/Held', async () => {
          await new Promise<void>((resolve) => held.push(resolve));
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    for (const release of held.splice(0)) release();
    await t.close();
  });

  it('serves fewer at once while refusals keep coming, and as many as before once they stop', async () => {
    const api = () => t.app.inject('/api/services/app/Session/GetCurrentLoginInformations');
    const slow = [1, 2, 3, 4].map(() => t.app.inject('/api/services/app/Test/Held'));
    await expect.poll(() => held.length).toBe(4);
    // a stream of refusals: 400 ms of requests beyond the bound, a burst rather than a stall's backlog
    const started = performance.now();
    let refused = 0;
    while (refused < 40 || performance.now() - started < 400) {
      expect((await api()).statusCode).toBe(503);
      refused += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // two of the four finish: two in flight, under the ordinary bound but at the burst's
    for (const release of held.splice(0, 2)) release();
    for (const answer of await Promise.all(slow.slice(0, 2))) expect(answer.statusCode).toBe(200);
    expect((await api()).statusCode).toBe(503);
    // the stream has stopped: within about a second the ordinary bound is back, with the two still in flight
    await expect.poll(async () => (await api()).statusCode, { timeout: 5_000 }).toBe(200);
    expect(held).toHaveLength(2);
    for (const release of held.splice(0)) release();
    for (const answer of await Promise.all(slow.slice(2))) expect(answer.statusCode).toBe(200);
  });
});
