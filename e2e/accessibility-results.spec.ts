import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { appStarted, launchBrowser, screenshotFailuresAndClosePages } from './support/browser.js';
import { layoutShiftOf, MAX_LAYOUT_SHIFT, sumLayoutShifts } from './support/layout-shift.js';
import { LOCALES } from './support/locales.js';
import { saveRoundTrip } from './support/searches.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually, STATE_TIMEOUT_MS } from './support/waits.js';

/**
 * Issue 11 on the heaviest public page, the flight results of a saved search (its own file beside
 * accessibility.spec.ts, so the two run side by side): no serious or critical axe violation at 375 and 1280 px in
 * every language, as it opens and with a flight chosen each way; in place on a tablet-wide desktop window; the
 * scroll-to-top button clear of the cookie banner.
 */
describe('accessibility and layout stability of the flight results', () => {
  let server: StartedServer;
  let browser: Browser | undefined;
  /** `/flightSearch/{id}` of a saved search with results both ways */
  let resultsPath: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // the search Lighthouse measures (bench/support/lighthouse-seed.ts): MOW→AYT and back, 2 adults + 1 infant
    resultsPath = `/flightSearch/${(await saveRoundTrip(server.baseUrl, { daysAhead: 14, infants: 1 })).id}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotFailuresAndClosePages(() => browser);

  /**
   * The results page of a search, at 375 and 1280 px in one language: as it opens (day strips with the cheapest
   * day, airline marks, "Direct", "+1", filters) and once a flight each way is chosen (selected cards, the
   * Total / Continue bar).
   */
  async function resultsProblemsIn(locale: string, width: number): Promise<string[]> {
    const context = await browser!.newContext({ viewport: { width, height: 812 }, bypassCSP: true });
    const page = await context.newPage();
    const where = `${locale} ${width} px ${resultsPath}`;
    const problems: string[] = [];
    try {
      await page.goto(`${server.baseUrl}${resultsPath}?locale=${locale}`);
      await page.locator('[data-testid^="select-"]').first().waitFor({ timeout: STATE_TIMEOUT_MS });
      // the day strips' prices (and their cheapest day) come from a second call
      await page.locator('[data-testid^="day-"]').first().waitFor({ timeout: STATE_TIMEOUT_MS });
      await page.waitForLoadState('networkidle');
      for (const v of await seriousAxeViolations(page)) problems.push(`${where}: ${v}`);
      for (const section of ['outbound-section', 'inbound-section']) {
        await page.getByTestId(section).locator('[data-testid^="select-"]').first().click();
      }
      await page.getByTestId('continue').first().waitFor({ timeout: STATE_TIMEOUT_MS });
      for (const v of await seriousAxeViolations(page)) problems.push(`${where}, both flights chosen: ${v}`);
    } finally {
      await context.close();
    }
    return problems;
  }

  it(`has no serious axe violation on a search's results at 375 and 1280 px, in ${LOCALES.join(', ')}`, async () => {
    const problems: string[] = [];
    // one language at a time: the results page is the heaviest public page
    for (const locale of LOCALES) {
      for (const width of [375, 1280]) problems.push(...(await resultsProblemsIn(locale, width)));
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('keeps a search’s results in place on a tablet-wide screen of a desktop browser (drawn for a desktop)', async () => {
    // the server guesses the screen by the browser's name: a desktop browser 810 px wide (an iPad, a narrow
    // window) gets the desktop drawing, whose filters sidebar that width has no column for
    const context = await browser!.newContext({ viewport: { width: 810, height: 1080 } });
    await sumLayoutShifts(context);
    try {
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${resultsPath}?locale=en`, { waitUntil: 'networkidle' });
      await appStarted(page);
      await page.locator('[data-testid^="select-"]').first().waitFor({ timeout: STATE_TIMEOUT_MS });
      await page.getByTestId('filters-open').waitFor({ timeout: STATE_TIMEOUT_MS });
      const shift = await layoutShiftOf(page);
      expect(shift).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      // the sidebar is not shown at this width: the filters open from their button
      expect(await page.getByRole('complementary', { name: /filters/i }).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('keeps the scroll-to-top button off the cookie banner at 375 px, with and without the results bar', async () => {
    for (const locale of LOCALES) {
      const context = await browser!.newContext({ viewport: { width: 375, height: 667 } });
      const page = await context.newPage();
      /** How far the button reaches down into the banner, in px (≤ 0: clear of it). */
      const overlap = async () => {
        const [button, banner] = await Promise.all([
          page.getByTestId('scroll-to-top').boundingBox(),
          page.getByTestId('cookie-consent').boundingBox(),
        ]);
        if (!button || !banner) throw new Error('no scroll-to-top button or cookie banner');
        return Math.max(0, button.y + button.height - banner.y);
      };
      const check = async (where: string) => {
        await page.mouse.wheel(0, 800);
        await page.getByTestId('scroll-to-top').waitFor({ timeout: STATE_TIMEOUT_MS });
        // the button slides in from below; where it comes to rest is what counts
        await eventually(overlap, `${where}: px of the scroll-to-top button over the cookie banner`).toBe(0);
      };
      try {
        await page.goto(`${server.baseUrl}/help/baggage?locale=${locale}`);
        // the page and its cookie notice paint before the app runs; the button is the app's
        await appStarted(page);
        await page.getByTestId('cookie-consent').waitFor({ timeout: STATE_TIMEOUT_MS });
        await check(`${locale} /help/baggage`);
        await page.goto(`${server.baseUrl}${resultsPath}?locale=${locale}`);
        await appStarted(page);
        for (const section of ['outbound-section', 'inbound-section']) {
          await page
            .getByTestId(section)
            .locator('[data-testid^="select-"]')
            .first()
            .click({ timeout: STATE_TIMEOUT_MS });
        }
        await page.getByTestId('continue').first().waitFor({ timeout: STATE_TIMEOUT_MS });
        await check(`${locale} results with the Total / Continue bar`);
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});
