import dayjs from 'dayjs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, newPage, screenshotFailuresAndClosePages } from './support/browser.js';
import { clippedAmounts, pageOverflow, partlyShownDays, wholeDaysShown } from './support/reflow.js';
import { type SavedRoundTrip, saveRoundTrip } from './support/searches.js';
import { type StartedServer, startServer } from './support/server.js';
import { STATE_TIMEOUT_MS } from './support/waits.js';

/**
 * Every language with the two currencies whose amounts are longest (a rouble figure is about 95 times the euro
 * one, a lira figure 45 times: two or three digits more), which bound the shorter ones in the same places; and
 * each of the three others once. Nine pairs of the fifteen: each is two fresh page loads on a busy CI machine.
 */
const PAIRS = [
  ['ru', 'RUB'],
  ['ru', 'TRY'],
  ['ru', 'BYN'],
  ['en', 'RUB'],
  ['en', 'TRY'],
  ['en', 'USD'],
  ['tr', 'RUB'],
  ['tr', 'TRY'],
  ['tr', 'EUR'],
] as const;

// Issue 15: on a phone (375 px), in three languages and five currencies, every amount of the flight and transfer
// results and booking pages reads in full (its own file beside phone-layout.spec.ts: the two run side by side).
describe('phone layout: amounts never clipped', () => {
  let server: StartedServer;
  let browser: Browser | undefined;
  let search: SavedRoundTrip;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    search = await saveRoundTrip(server.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotFailuresAndClosePages(() => browser);

  it('writes every amount in full on results and booking pages, in every language, with the longest currencies', async () => {
    const page = await newPage(browser!, { width: 375, height: 812 });
    const problems: string[] = [];
    for (const [culture, currency] of PAIRS) {
      const query = `locale=${culture}&currency=${currency}`;
      await page.goto(`${server.baseUrl}/flightSearch/${search.id}?${query}`);
      await page.locator('[data-testid^="select-"]').first().waitFor({ timeout: STATE_TIMEOUT_MS });
      // the day strips' prices come from a second call
      await page.locator('[data-testid^="day-"]').first().waitFor({ timeout: STATE_TIMEOUT_MS });
      problems.push(...(await clippedAmounts(page)).map((p) => `results ${culture} ${currency}: ${p}`));
      problems.push(...(await partlyShownDays(page)).map((d) => `results ${culture} ${currency}: ${d} cut`));
      // the searched day between its neighbours, however long the amounts: never two days of seven
      await page.waitForFunction(
        () => !document.querySelector('[data-testid^="day-20"] .mantine-Skeleton-root'),
        undefined,
        { timeout: STATE_TIMEOUT_MS },
      );
      const whole = await wholeDaysShown(page);
      if (whole < 3) problems.push(`results ${culture} ${currency}: ${whole} whole days in the strip`);
      await page.goto(`${server.baseUrl}/flight/${search.id}/${search.outbound}/${search.inbound}?${query}`);
      await page.getByTestId('booking-submit').waitFor({ timeout: STATE_TIMEOUT_MS });
      problems.push(...(await clippedAmounts(page)).map((p) => `booking ${culture} ${currency}: ${p}`));
      expect(await pageOverflow(page), `booking ${culture} ${currency}`).toBeLessThanOrEqual(0);
    }
    // where the visitor scrolled a strip stays when the results draw again (a flight picked)
    await page.goto(`${server.baseUrl}/flightSearch/${search.id}?locale=ru&currency=RUB`);
    await page
      .locator('[data-testid^="day-20"]', { hasText: '₽' })
      .first()
      .waitFor({ timeout: STATE_TIMEOUT_MS });
    const strip = page.getByTestId('day-prev').locator('xpath=following-sibling::ul');
    await strip.evaluate((list) => {
      list.scrollLeft = 0;
    });
    await page.getByTestId('outbound-section').locator('[data-testid^="select-"]').first().click();
    await page.getByTestId('continue').first().waitFor();
    expect(await strip.evaluate((list) => list.scrollLeft)).toBe(0);
    // in roubles, the narrowest common phone still shows three whole days, and a tablet six (six and a half fit)
    for (const [width, height, fewest] of [
      [360, 800, 3],
      [768, 1024, 6],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.baseUrl}/flightSearch/${search.id}?locale=ru&currency=RUB`);
      await page
        .locator('[data-testid^="day-20"]', { hasText: '₽' })
        .first()
        .waitFor({ timeout: STATE_TIMEOUT_MS });
      problems.push(...(await partlyShownDays(page)).map((d) => `results ${width} px ru RUB: ${d} cut`));
      const whole = await wholeDaysShown(page);
      if (whole < fewest) problems.push(`results ${width} px ru RUB: ${whole} whole days in the strip`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('writes every amount in full on the transfer results and booking page, in every language, with the longest currencies', async () => {
    const places = await callApi<{ airports: { code: string; districts: { id: number }[] }[] }>(
      server.baseUrl,
      '/api/services/app/Transfer/GetTransferPlaces',
    );
    const ayt = places.body.result!.airports.find((a) => a.code === 'AYT')!;
    const saved = await callApi<{ id: string }>(
      server.baseUrl,
      '/api/services/app/Transfer/SaveTransferSearch',
      {
        body: {
          airportCode: 'AYT',
          districtId: ayt.districts[0]!.id,
          date: dayjs().add(12, 'day').format('YYYY-MM-DD'),
          time: '14:30',
          passengers: 4,
          luggage: 4,
        },
      },
    );
    expect(saved.status, JSON.stringify(saved.body.error)).toBe(200);
    const page = await newPage(browser!, { width: 375, height: 812 });
    const problems: string[] = [];
    for (const [culture, currency] of PAIRS) {
      await page.goto(
        `${server.baseUrl}/transferSearch/${saved.body.result!.id}?locale=${culture}&currency=${currency}`,
      );
      const first = page.locator('[data-testid^="transfer-option-"]').first();
      await first.waitFor({ timeout: STATE_TIMEOUT_MS });
      problems.push(...(await clippedAmounts(page)).map((p) => `transfers ${culture} ${currency}: ${p}`));
      expect(await pageOverflow(page), `transfers ${culture} ${currency}`).toBeLessThanOrEqual(0);
      // and the vehicle's booking page
      const optionId = (await first.getAttribute('data-testid'))!.replace('transfer-option-', '');
      await page.goto(
        `${server.baseUrl}/transferPayment/${saved.body.result!.id}/${optionId}?locale=${culture}&currency=${currency}`,
      );
      await page.getByTestId('transfer-booking-form').waitFor({ timeout: STATE_TIMEOUT_MS });
      problems.push(
        ...(await clippedAmounts(page)).map((p) => `transfer booking ${culture} ${currency}: ${p}`),
      );
      expect(await pageOverflow(page), `transfer booking ${culture} ${currency}`).toBeLessThanOrEqual(0);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
