/**
 * Fetches a chunk the page may need later (a dialog) once the browser is idle after the page started, so that it
 * is not part of the page's first load yet is there when it is needed. Answers the cancel function (for an
 * effect's cleanup). A failed fetch is left to the lazy component, which asks again when it is drawn.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  const run = () => {
    load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: after the page's own start
  const timer = window.setTimeout(run, 2_000);
  return () => window.clearTimeout(timer);
}
