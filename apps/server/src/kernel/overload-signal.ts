import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the signal looks at the event loop and the database pool. */
export const OVERLOAD_SAMPLE_MS = 25;
/** Consecutive samples over a bound that start shedding (75 ms), and under both bounds that stop it (50 ms). */
const SAMPLES_TO_START = 3;
const SAMPLES_TO_STOP = 2;
const RESOLUTION_MS = 10;

export interface OverloadSignalOptions {
  /** mean event-loop delay (ms) over one sample above which the process is lagging; 0 = not looked at */
  maxEventLoopDelayMs: number;
  /** queries waiting for a database connection above which the database is behind; 0 = not looked at */
  maxPoolWaiting: number;
  poolWaiting: () => number;
  /** ms the longest-waiting query has waited for a database connection above which the database is behind; 0 = not looked at */
  maxPoolWaitMs: number;
  poolWaitMs: () => number;
}

/** What the last sample over a bound saw; `reason` is the bound it passed (the event loop's first). */
export interface OverloadCause {
  reason: 'event_loop' | 'db_pool';
  eventLoopDelayMs: number;
  poolWaiting: number;
  poolWaitMs: number;
}

/**
 * Whether this process should refuse new work, looked at every OVERLOAD_SAMPLE_MS (as under-pressure's
 * health check): a load the process cannot serve shows within 50 ms as a lagging event loop or as queries
 * queueing for a connection, so shedding starts before a queue of seconds has built up. A slow sample or two
 * (a garbage collection, a slow disk flush, a burst of a few requests) is not overload; three in a row are. It
 * stops after two calm samples in a row, so it does not flap on every other sample while the load stays too high.
 */
export function createOverloadSignal(options: OverloadSignalOptions) {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let shedding = false;
  let streak = 0;
  let sampledAt = performance.now();
  let cause: OverloadCause | undefined;
  return {
    /** what the last sample over a bound saw (for the log) */
    get cause() {
      return cause;
    },
    /** Takes one sample; true while requests should be served. */
    sample(): boolean {
      // no delay recorded in a sample (the histogram's timer had not come round): this sample's own lateness
      const now = performance.now();
      const mean = histogram.mean / 1e6;
      const delay = Number.isNaN(mean)
        ? Math.max(0, now - sampledAt - OVERLOAD_SAMPLE_MS)
        : Math.max(0, mean - RESOLUTION_MS);
      sampledAt = now;
      histogram.reset();
      const lagging = options.maxEventLoopDelayMs > 0 && delay > options.maxEventLoopDelayMs;
      const queued =
        (options.maxPoolWaiting > 0 && options.poolWaiting() > options.maxPoolWaiting) ||
        (options.maxPoolWaitMs > 0 && options.poolWaitMs() > options.maxPoolWaitMs);
      if (lagging || queued)
        cause = {
          reason: lagging ? 'event_loop' : 'db_pool',
          eventLoopDelayMs: Math.round(delay),
          poolWaiting: options.poolWaiting(),
          poolWaitMs: Math.round(options.poolWaitMs()),
        };
      // a streak counts samples that disagree with the current state
      streak = lagging || queued ? (shedding ? 0 : streak + 1) : shedding ? streak + 1 : 0;
      if (streak >= (shedding ? SAMPLES_TO_STOP : SAMPLES_TO_START)) {
        shedding = !shedding;
        streak = 0;
      }
      return !shedding;
    },
    close(): void {
      histogram.disable();
    },
  };
}
