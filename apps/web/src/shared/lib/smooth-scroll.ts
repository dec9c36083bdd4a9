/** easeInOutCubic: slow start, fast middle, soft landing. */
export function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

export interface ScrollEnvironment {
  getScrollY: () => number;
  scrollTo: (y: number) => void;
  requestFrame: (callback: (time: number) => void) => number;
  cancelFrame: (handle: number) => void;
  now: () => number;
}

function browserEnvironment(): ScrollEnvironment {
  return {
    getScrollY: () => window.scrollY,
    scrollTo: (y) => window.scrollTo(0, y),
    requestFrame: (callback) => window.requestAnimationFrame(callback),
    cancelFrame: (handle) => window.cancelAnimationFrame(handle),
    now: () => performance.now(),
  };
}

/**
 * Scrolls the window to `targetY` over `durationMs` (native smooth scrolling has no duration control).
 * Returns a function that stops the animation, e.g. when the user starts scrolling themselves.
 */
export function animateScrollTo(
  targetY: number,
  durationMs: number,
  env: ScrollEnvironment = browserEnvironment(),
): () => void {
  const startY = env.getScrollY();
  const distance = targetY - startY;
  if (distance === 0 || durationMs <= 0) {
    env.scrollTo(targetY);
    return () => undefined;
  }
  const startTime = env.now();
  let handle = 0;
  let stopped = false;
  const step = () => {
    if (stopped) return;
    const progress = Math.min(1, (env.now() - startTime) / durationMs);
    env.scrollTo(Math.round(startY + distance * easeInOutCubic(progress)));
    if (progress < 1) handle = env.requestFrame(step);
  };
  handle = env.requestFrame(step);
  return () => {
    stopped = true;
    env.cancelFrame(handle);
  };
}
