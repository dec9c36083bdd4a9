/** What afterFirstPaint needs of the browser (the real one by default; tests pass their own). */
export interface PaintClock {
  PerformanceObserver?: {
    new (
      callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
    ): {
      observe(options: { type: string; buffered: boolean }): void;
      disconnect(): void;
    };
    readonly supportedEntryTypes?: readonly string[];
  };
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

/**
 * Past this after its first frame, a page whose first paint the browser does not report starts anyway: it must
 * never wait for an entry that will not come.
 */
export const FIRST_PAINT_FALLBACK_MS = 1_000;

/**
 * Runs `start` once, after the browser has shown the page's first contentful paint. A frame's callbacks run
 * before its pixels are on screen (25–50 ms before in Lighthouse's runs), so code started from a frame callback
 * still competes with the first paint: the app's 140 KB were fetched before it, and Lighthouse counted them
 * as blocking it (FCP 1.6 s instead of 1.1 s, LCP 2.1 s instead of 1.2 s). Where the browser does not report
 * paints, a frame and a task after the first paint's frame have to do.
 */
export function afterFirstPaint(
  start: () => void,
  clock: PaintClock = globalThis as unknown as PaintClock,
): void {
  const { PerformanceObserver: Observer } = clock;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    clock.requestAnimationFrame(() => clock.setTimeout(start, 0));
    return;
  }
  let started = false;
  let fallback: unknown;
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) once();
  });
  function once() {
    if (started) return;
    started = true;
    observer.disconnect();
    clock.clearTimeout(fallback);
    start();
  }
  clock.requestAnimationFrame(() => {
    if (!started) fallback = clock.setTimeout(once, FIRST_PAINT_FALLBACK_MS);
  });
  // buffered: a paint shown before this script ran is reported too
  observer.observe({ type: 'paint', buffered: true });
}
