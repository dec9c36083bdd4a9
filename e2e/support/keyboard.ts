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
 * Elements the Tab key passed whose look did not change with the focus (no ring, shadow, border or background of
 * their own): a keyboard user cannot see where they are (WCAG 2.4.7). Filled by `tabUntil`, per page.
 */
export const focusUnseen = new WeakMap<Page, Set<string>>();

/** The focused element's look, marked so that its look without the focus can be read after the next Tab. */
function markFocusedLook(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    document.querySelector('[data-focus-look]')?.removeAttribute('data-focus-look');
    // the look once its transitions (a border's colour easing in) have run
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    const look = [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor];
    element.dataset.focusLook = JSON.stringify(look);
    return element.dataset.testid || element.getAttribute('aria-label') || element.innerText.trim().slice(0, 30);
  });
}

/** Whether the element marked by `markFocusedLook` looks any different now that it has lost the focus. */
function lookChangedAfterBlur(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const element = document.querySelector<HTMLElement>('[data-focus-look]');
    if (!element || element === document.activeElement) return true;
    await Promise.all(element.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    const style = getComputedStyle(element);
    const look = [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.borderColor];
    const focused = element.dataset.focusLook;
    element.removeAttribute('data-focus-look');
    return focused !== JSON.stringify(look);
  });
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
    const focused = await focusedElement(page);
    if (reached(focused)) return;
    passed.push(focused.testId || focused.label || focused.tag);
    const name = await markFocusedLook(page);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (name !== null && !(await lookChangedAfterBlur(page))) {
      const unseen = focusUnseen.get(page) ?? new Set<string>();
      unseen.add(name);
      focusUnseen.set(page, unseen);
    }
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
