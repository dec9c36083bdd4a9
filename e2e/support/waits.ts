import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long a page may take to reach an expected state (a cold server, a slow 2-core CI machine). */
export const STATE_TIMEOUT_MS = 15_000;

/** expect.poll with an e2e-sized timeout: retries the getter until the matcher passes. */
export function eventually<T>(getter: () => T | Promise<T>, message?: string) {
  return expect.poll(getter, { timeout: STATE_TIMEOUT_MS, interval: 100, ...(message ? { message } : {}) });
}

/** Texts of every element the locator matches right now (none yet → []), whitespace-normalized. */
export async function textsOf(locator: Locator): Promise<string[]> {
  const texts = await locator.allTextContents();
  return texts.map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The visible level-1 headings of the page (there should be exactly one). */
export function h1(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}
