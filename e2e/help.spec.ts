import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newPage,
  screenshotFailuresAndClosePages,
  watchServerHeading,
  watchTakeover,
} from './support/browser.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually, h1, textsOf } from './support/waits.js';

describe('help centre and content pages', () => {
  let server: StartedServer;
  let browser: Browser | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotFailuresAndClosePages(() => browser);

  for (const [locale, query] of [
    ['ru', 'багаж'],
    ['tr', 'bagaj'],
    ['en', 'baggage'],
  ] as const) {
    it(`finds the baggage article searching “${query}” in ${locale}, and opens it`, async () => {
      const page = await newPage(browser!);
      await page.goto(`${server.baseUrl}/help?locale=${locale}`);
      await page.getByTestId('help-search').fill(query);
      const result = page.getByTestId('help-result-baggage');
      await result.waitFor();
      await result.getByRole('link').click();
      await page.waitForURL(/\/help\/baggage/);
      await eventually(async () => (await textsOf(h1(page))).length).toBe(1);
      expect(await page.locator('article').textContent()).toContain(locale === 'tr' ? '100 ml' : '100');
      await eventually(() => page.title()).toMatch(/^.+ -- .+$/);
    });
  }

  for (const [path, api] of [
    ['/help/baggage?locale=en', 'Content/GetPage'],
    ['/cities/AYT?locale=tr', 'Geo/GetCity'],
    // its date of last change is a calendar date, the same day in every time zone
    ['/cookies?locale=en', 'Content/GetPage'],
  ] as const) {
    it(`paints ${path} from the server's HTML, then hydrates it with the data sent along`, async () => {
      // far from the server's UTC: a date drawn in the reader's zone would differ from the server's
      const page = await newPage(browser!, { width: 375, height: 812, timezoneId: 'America/Los_Angeles' });
      const { problems, asked } = watchTakeover(page, api);
      const keptServerHeading = await watchServerHeading(page);
      await page.goto(`${server.baseUrl}${path}`);
      expect(await keptServerHeading()).toBe(true);
      // the page's data came with it: the app did not ask for it again
      expect(asked).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  for (const [path, heading] of [
    ['/help/no-such-article?locale=en', 'Page not found'],
    ['/no/such-page?locale=tr', 'Sayfa bulunamadı'],
  ] as const) {
    it(`answers ${path} with 404 and the not-found page drawn by the server, which the app hydrates`, async () => {
      const page = await newPage(browser!, { width: 375, height: 812, phone: true });
      const { problems } = watchTakeover(page, '/api/');
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      const keptServerHeading = await watchServerHeading(page);
      const response = await page.goto(`${server.baseUrl}${path}`);
      expect(response?.status()).toBe(404);
      await eventually(() => textsOf(h1(page))).toEqual([heading]);
      expect(await keptServerHeading()).toBe(true);
      // the page itself is the one answer of 404 (Chromium logs it as an error); nothing else failed
      expect(failed).toEqual([`404 ${new URL(path, server.baseUrl).pathname}`]);
      expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
    });
  }

  it('serves the article to a crawler as HTML with hreflang links, no JavaScript needed', async () => {
    const res = await fetch(`${server.baseUrl}/help/baggage?locale=tr`);
    const html = await res.text();
    expect(html).toContain('<html lang="tr"');
    expect(html).toContain('100 ml');
    expect(html).toContain('hreflang="ru"');
    expect(html).toContain('hreflang="en"');
  });

  it('shows legal pages with the agency’s figures and the date of the terms', async () => {
    const page = await newPage(browser!);
    await page.goto(`${server.baseUrl}/legal?locale=en`);
    await eventually(() => page.locator('article').textContent()).toContain('TÜRSAB');
    await page.goto(`${server.baseUrl}/aboutUs?locale=en`);
    await eventually(() => page.locator('article').textContent()).toContain('2025');
  });
});
