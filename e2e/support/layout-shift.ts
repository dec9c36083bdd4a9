import type { BrowserContext, Page } from 'playwright-core';

/** Layout shift a page may add after its server-rendered HTML (issue 11: CLS ≤ 0.05). */
export const MAX_LAYOUT_SHIFT = 0.05;

/** Sums the layout shifts of every page of the context from its first paint (read by `layoutShiftOf`). */
export async function sumLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const layoutShiftOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
