import type { Page } from 'playwright-core';
import { eventually } from './waits.js';

/** What has the focus: its test id, else its accessible name, else its tag (for the messages of a failed step). */
export function focusedElement(page: Page): Promise<{ testId: string; label: string; tag: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      testId: element?.dataset.testid ?? '',
      label: element?.getAttribute('aria-label') ?? element?.innerText?.trim().slice(0, 40) ?? '',
      tag: element?.tagName.toLowerCase() ?? '',
    };
  });
}

/**
 * Elements the Tab key passed whose look did not change with the focus (no ring, shadow or border of their own):
 * a keyboard user cannot see where they are (WCAG 2.4.7). Filled by `tabUntil`, per page.
 */
export const focusUnseen = new WeakMap<Page, Set<string>>();

interface TabStep {
  focused: { testId: string; label: string; tag: string };
  /** the element left by the last Tab, when its look did not change as it lost the focus */
  unseen: string | null;
}

/**
 * One page round trip per Tab: whether the element the last Tab left looks any different now (read once its
 * transitions have run: a border's colour eases in), then the focused element, its look marked for the next step.
 */
function tabStep(page: Page, first: boolean): Promise<TabStep> {
  return page.evaluate(async (first) => {
    const lookOf = async (element: HTMLElement) => {
      await Promise.all(
        element.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      );
      const style = getComputedStyle(element);
      return JSON.stringify([
        style.outlineStyle,
        style.outlineWidth,
        style.outlineColor,
        style.boxShadow,
        style.borderColor,
      ]);
    };
    let unseen: string | null = null;
    const left = document.querySelector<HTMLElement>('[data-focus-look]');
    if (left) {
      if (!first && left !== document.activeElement && (await lookOf(left)) === left.dataset.focusLook)
        unseen = left.dataset.testid || left.getAttribute('aria-label') || left.innerText.trim().slice(0, 30);
      left.removeAttribute('data-focus-look');
    }
    const element = document.activeElement as HTMLElement | null;
    if (element && element !== document.body) element.dataset.focusLook = await lookOf(element);
    return {
      unseen,
      focused: {
        testId: element?.dataset.testid ?? '',
        label: element?.getAttribute('aria-label') ?? element?.innerText?.trim().slice(0, 40) ?? '',
        tag: element?.tagName.toLowerCase() ?? '',
      },
    };
  }, first);
}

/**
 * Moves the focus with Tab (Shift+Tab when `backwards`) until `reached` says so, as a keyboard user would; fails
 * after `limit` presses with the elements passed on the way. Each element passed is checked for a visible focus
 * (`focusUnseen`).
 */
export async function tabUntil(
  page: Page,
  reached: (focused: { testId: string; label: string; tag: string }) => boolean,
  { limit = 60, backwards = false } = {},
): Promise<void> {
  const passed: string[] = [];
  for (let i = 0; i <= limit; i++) {
    const { focused, unseen } = await tabStep(page, i === 0);
    if (unseen !== null) {
      const seen = focusUnseen.get(page) ?? new Set<string>();
      seen.add(unseen);
      focusUnseen.set(page, seen);
    }
    if (reached(focused)) return;
    passed.push(focused.testId || focused.label || focused.tag);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reached by ${limit} presses of Tab; passed ${passed.join(' → ')}`);
}

/** Tabs to the element of this test id (an exact id, or a test id starting with `prefix*`). */
export function tabTo(page: Page, testId: string): Promise<void> {
  const prefix = testId.endsWith('*') ? testId.slice(0, -1) : null;
  return tabUntil(page, (focused) =>
    prefix === null ? focused.testId === testId : focused.testId.startsWith(prefix),
  );
}

/** Presses `key` until the focused element's accessible name is `label` (a calendar's days, by the arrows). */
export async function pressUntilLabel(page: Page, key: string, label: string, limit = 60): Promise<void> {
  for (let i = 0; i <= limit; i++) {
    if ((await focusedElement(page)).label === label) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${label} not reached by ${limit} presses of ${key}`);
}

/** Waits until the focus is on the element of this test id (a dialog opened or closed, a field picked). */
export function focusComesTo(page: Page, testId: string) {
  return eventually(async () => (await focusedElement(page)).testId).toBe(testId);
}
