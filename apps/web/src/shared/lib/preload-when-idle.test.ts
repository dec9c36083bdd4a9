import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from './preload-when-idle';

describe('preloadWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('fetches when the browser is idle, not before', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const load = vi.fn(() => Promise.resolve());
    preloadWhenIdle(load);
    vi.advanceTimersByTime(10_000);
    expect(load).not.toHaveBeenCalled();
    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits two seconds where there is no idle callback (Safari), and a page gone before cancels it', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const load = vi.fn(() => Promise.resolve());
    preloadWhenIdle(load);
    vi.advanceTimersByTime(1_999);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn(() => Promise.resolve());
    preloadWhenIdle(cancelled)();
    vi.advanceTimersByTime(5_000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('swallows a failed fetch: the lazy dialog asks again when it is drawn', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadWhenIdle(() => Promise.reject(new Error('offline')));
      await vi.advanceTimersByTimeAsync(2_000);
      await Promise.resolve();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
