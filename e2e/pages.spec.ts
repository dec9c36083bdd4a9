import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshotFailuresAndClosePages } from './support/browser.js';
import { LOCALES } from './support/locales.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually, h1, textsOf } from './support/waits.js';

// Issue 6: every listed page opens in all three languages with a real title and no missing translation key.
const PAGES = [
  '/',
  '/help',
  '/help/baggage',
  '/faq',
  '/aboutUs',
  '/terms',
  '/distanceSales',
  '/privacy',
  '/cookies',
  '/legal',
  '/press',
  '/jobs',
  '/applications',
  '/contact',
  '/pnr',
  '/countries/TR',
  '/cities/AYT',
];

// i18next shows a missing key as the key itself, e.g. "pages:help.searchLabel" or "booking.field.name"
const RAW_KEY =
  /\b(common|pages|home|errors|search|booking|admin):[\w.]+|\b(?:form|card|help|booking|survey|contentPage)\.[a-z]\w*\.?\w*\b/;

describe('public pages in every language', () => {
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

  for (const locale of LOCALES) {
    it(`opens every page in ${locale} with a title, one h1 and translated texts`, async () => {
      const page = await newPage(browser!);
      for (const path of PAGES) {
        await page.goto(`${server.baseUrl}${path}${path.includes('?') ? '&' : '?'}locale=${locale}`);
        // the app itself, not only the server-rendered markup it replaces
        await page.getByTestId('language-select').waitFor();
        await eventually(async () => (await textsOf(h1(page))).length, `h1 of ${path}`).toBe(1);
        await eventually(() => page.title(), `title of ${path}`).toMatch(/^.+ -- .+$/);
        expect(await page.locator('html').getAttribute('lang'), path).toBe(locale);
        const text = (await page.locator('body').innerText()).replace(/https?:\/\/\S+/g, '');
        expect(text.match(RAW_KEY)?.[0] ?? null, `raw translation key on ${path} (${locale})`).toBeNull();
      }
    }, 120_000);
  }
});
