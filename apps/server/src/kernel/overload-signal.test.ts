import { afterEach, describe, expect, it } from 'vitest';
import { createOverloadSignal } from './overload-signal.js';

/** Blocks the event loop, as a process with more work than CPU does. */
function busy(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // spin
  }
}

describe('overload signal', () => {
  let close = () => {};
  afterEach(() => close());

  const signal = (
    options: { maxEventLoopDelayMs?: number; maxPoolWaiting?: number; maxPoolWaitMs?: number },
    waiting = () => 0,
    waitedMs = () => 0,
  ) => {
    const s = createOverloadSignal({
      maxEventLoopDelayMs: options.maxEventLoopDelayMs ?? 0,
      maxPoolWaiting: options.maxPoolWaiting ?? 0,
      poolWaiting: waiting,
      maxPoolWaitMs: options.maxPoolWaitMs ?? 0,
      poolWaitMs: waitedMs,
    });
    close = () => s.close();
    return s;
  };

  it('starts shedding after three samples with queries queueing, and stops after two calm ones', () => {
    let waiting = 0;
    const s = signal({ maxPoolWaiting: 16 }, () => waiting);
    expect(s.sample()).toBe(true);
    waiting = 40;
    expect(s.sample(), 'one busy sample is not overload').toBe(true);
    expect(s.sample(), 'nor are two').toBe(true);
    waiting = 3;
    expect(s.sample()).toBe(true);
    waiting = 40;
    expect(s.sample()).toBe(true);
    expect(s.sample()).toBe(true);
    expect(s.sample(), 'three in a row are').toBe(false);
    expect(s.cause).toMatchObject({ poolWaiting: 40 });
    waiting = 0;
    expect(s.sample(), 'one calm sample does not end it').toBe(false);
    waiting = 40;
    expect(s.sample()).toBe(false);
    waiting = 0;
    expect(s.sample()).toBe(false);
    expect(s.sample(), 'two calm samples do').toBe(true);
  });

  it('sheds while the event loop is blocked for longer than the bound, sample after sample', () => {
    const s = signal({ maxEventLoopDelayMs: 40 });
    s.sample();
    busy(90);
    expect(s.sample()).toBe(true);
    busy(90);
    expect(s.sample()).toBe(true);
    busy(90);
    expect(s.sample()).toBe(false);
    expect(s.cause?.eventLoopDelayMs).toBeGreaterThan(40);
  });

  it('sheds while queries have waited for a connection longer than the bound, however few they are', () => {
    let waitedMs = 0;
    const s = signal(
      { maxPoolWaiting: 16, maxPoolWaitMs: 100 },
      () => 3,
      () => waitedMs,
    );
    waitedMs = 90;
    for (let n = 0; n < 4; n++)
      expect(s.sample(), 'a queue younger than the bound drains by itself').toBe(true);
    waitedMs = 140;
    expect(s.sample()).toBe(true);
    expect(s.sample()).toBe(true);
    expect(s.sample()).toBe(false);
    expect(s.cause).toMatchObject({ poolWaiting: 3, poolWaitMs: 140 });
    waitedMs = 0;
    expect(s.sample()).toBe(false);
    expect(s.sample()).toBe(true);
  });

  it('a bound of 0 is never looked at', () => {
    const s = signal(
      {},
      () => 1000,
      () => 10_000,
    );
    for (let n = 0; n < 4; n++) {
      busy(60);
      expect(s.sample()).toBe(true);
    }
  });
});
