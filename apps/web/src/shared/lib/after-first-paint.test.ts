import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MS, type PaintClock } from './after-first-paint';

/** A browser whose frames, timers and paint reports the test moves on by hand. */
function fakeBrowser(options: { reportsPaints: boolean; paintedBefore?: boolean }) {
  const frames: (() => void)[] = [];
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let nextTimer = 1;
  const observers: {
    callback: (list: { getEntriesByName(name: string): unknown[] }) => void;
    on: boolean;
  }[] = [];
  const paints: string[] = options.paintedBefore ? ['first-paint', 'first-contentful-paint'] : [];
  const listOf = (names: string[]) => ({
    getEntriesByName: (name: string) => names.filter((n) => n === name),
  });
  class Observer {
    static supportedEntryTypes = options.reportsPaints ? ['paint', 'longtask'] : ['longtask'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, on: false };
      observers.push(this.entry);
    }
    observe(opts: { type: string; buffered: boolean }) {
      this.entry.on = true;
      if (opts.type === 'paint' && opts.buffered && paints.length > 0) this.entry.callback(listOf(paints));
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  const clock: PaintClock = {
    PerformanceObserver: Observer,
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback, ms) => {
      timers.set(nextTimer, { callback, ms });
      return nextTimer++;
    },
    clearTimeout: (timer) => timers.delete(timer as number),
  };
  return {
    clock,
    frame: () => {
      for (const callback of frames.splice(0)) callback();
    },
    /** runs the timers due within `ms` */
    elapse: (ms: number) => {
      for (const [id, timer] of [...timers]) {
        if (timer.ms <= ms) {
          timers.delete(id);
          timer.callback();
        }
      }
    },
    paint: (name: string) => {
      paints.push(name);
      for (const observer of observers) if (observer.on) observer.callback(listOf([name]));
    },
    pendingTimers: () => timers.size,
  };
}

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint to be shown, not for a frame and a task', () => {
    const browser = fakeBrowser({ reportsPaints: true });
    const start = vi.fn();
    afterFirstPaint(start, browser.clock);
    browser.frame();
    browser.elapse(0);
    browser.paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    browser.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    // the fallback is cleared and a later report does not start it again
    browser.elapse(FIRST_PAINT_FALLBACK_MS);
    browser.paint('first-contentful-paint');
    expect(start).toHaveBeenCalledTimes(1);
    expect(browser.pendingTimers()).toBe(0);
  });

  it('starts at once when the paint was shown before it was asked', () => {
    const browser = fakeBrowser({ reportsPaints: true, paintedBefore: true });
    const start = vi.fn();
    afterFirstPaint(start, browser.clock);
    expect(start).toHaveBeenCalledTimes(1);
    browser.frame();
    expect(browser.pendingTimers()).toBe(0);
  });

  it('starts anyway a while after the first frame when no paint is reported', () => {
    const browser = fakeBrowser({ reportsPaints: true });
    const start = vi.fn();
    afterFirstPaint(start, browser.clock);
    browser.frame();
    browser.elapse(FIRST_PAINT_FALLBACK_MS - 1);
    expect(start).not.toHaveBeenCalled();
    browser.elapse(FIRST_PAINT_FALLBACK_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('falls back to a frame and a task where paints are not reported', () => {
    const browser = fakeBrowser({ reportsPaints: false });
    const start = vi.fn();
    afterFirstPaint(start, browser.clock);
    expect(start).not.toHaveBeenCalled();
    browser.frame();
    browser.elapse(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
