import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { seriousAxeViolations } from './support/axe.js';
import { appStarted, launchBrowser, screenshotFailuresAndClosePages } from './support/browser.js';
import { LOCALES } from './support/locales.js';
import { cutButtonLabels, sidewaysOverflow } from './support/reflow.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually, h1, STATE_TIMEOUT_MS, textsOf } from './support/waits.js';

/**
 * The site's own pages. Issue 6: besides the checks below, each opens with a real title, one h1, the language in
 * `<html lang>` and no missing translation key (checked in the same visit, at 375 px: the texts and headings are
 * the same at any width, and each page is loaded once per language).
 */
const SITE_PAGES = [
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
  '/contact',
  '/press',
  '/jobs',
  '/applications',
  '/pnr',
  '/countries/TR',
  '/cities/AYT',
];
const TEXT_CHECKED = new Set(SITE_PAGES);

/** Every public page a visitor can open without an order or a search of their own, and a booking link that opens none. */
const ROUTES = [
  ...SITE_PAGES,
  '/login',
  '/register',
  '/resetPassword',
  '/transferSearch',
  '/flightSearch',
  '/admin/login',
  // pages whose content arrives shorter than their loader: a booking's link that opens nothing (mistyped, or
  // from another site variant), the account of a visitor who is not signed in (sent to sign in), a booking page
  // and transfer results of a search that is gone; and flight results of one, opened by its id alone (drawn gone)
  '/ticketDetail/00000000-0000-4000-8000-000000000000?token=wrong',
  '/transferDetail/00000000-0000-4000-8000-000000000000?token=wrong',
  '/account/bookings',
  '/flight/00000000-0000-4000-8000-000000000000/1',
  '/transferSearch/00000000-0000-4000-8000-000000000000',
  '/flightSearch/00000000-0000-4000-8000-000000000000',
  // a page that is not there (404, drawn by the server), and an article that does not exist
  '/no/such-page',
  '/help/no-such-article',
];

// i18next shows a missing key as the key itself, e.g. "pages:help.searchLabel" or "booking.field.name"
const RAW_KEY =
  /\b(common|pages|home|errors|search|booking|admin):[\w.]+|\b(?:form|card|help|booking|survey|contentPage)\.[a-z]\w*\.?\w*\b/;

/** Layout shift the page may add after its server-rendered HTML (issue 11: CLS ≤ 0.05). */
const MAX_LAYOUT_SHIFT = 0.05;

/**
 * Issue 11: on a 375 px phone, in every language, no public page has a serious or critical axe violation
 * (contrast included), and none shifts its layout by more than 0.05 while it starts (the cookie banner is
 * shown, as for a first visit); narrowed to 320 px, none scrolls sideways nor cuts a button's label. The flight results of a saved search,
 * with their coloured marks and prices, are checked at 375 and 1280 px, as they open and with a flight chosen each
 * way.
 */
describe('accessibility and layout stability of the public pages', () => {
  let server: StartedServer;
  let browser: Browser | undefined;
  /** `/flightSearch/{id}` of a saved search with results both ways */
  let resultsPath: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // the search Lighthouse measures (bench/support/lighthouse-seed.ts): MOW→AYT and back, 2 adults + 1 infant
    const isoDate = (daysAhead: number) =>
      new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
    const saved = await callApi<{ id: string }>(server.baseUrl, '/api/services/app/Flight/SaveFlightSearch', {
      body: {
        origin: 'MOW',
        destination: 'AYT',
        departureDate: isoDate(14),
        returnDate: isoDate(21),
        tripType: 'roundTrip',
        adults: 2,
        infants: 1,
      },
    });
    expect(saved.status).toBe(200);
    resultsPath = `/flightSearch/${saved.body.result!.id}`;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotFailuresAndClosePages(() => browser);

  /** Sums the layout shifts of every page of the context from its first paint (read by `layoutShiftOf`). */
  async function sumLayoutShifts(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      const w = window as unknown as { __layoutShift: number };
      w.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
  }

  const layoutShiftOf = (page: Page) =>
    page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

  /** A first visit's context (no cookies) that sums layout shifts from the first paint. */
  async function visitorContext(): Promise<BrowserContext> {
    // axe is injected as a script: the test bypasses our own Content-Security-Policy to do it
    const context = await browser!.newContext({ viewport: { width: 375, height: 812 }, bypassCSP: true });
    await sumLayoutShifts(context);
    return context;
  }

  /** Fails the test when the page lacks a title, one h1 or its language, or shows a raw translation key. */
  async function textsProblem(page: Page, route: string, locale: string): Promise<void> {
    // the app itself, not only the server-rendered markup it replaces
    await page.getByTestId('language-select').waitFor();
    await eventually(async () => (await textsOf(h1(page))).length, `h1 of ${route} (${locale})`).toBe(1);
    await eventually(() => page.title(), `title of ${route} (${locale})`).toMatch(/^.+ -- .+$/);
    expect(await page.locator('html').getAttribute('lang'), `${route} (${locale})`).toBe(locale);
    const text = (await page.locator('body').innerText()).replace(/https?:\/\/\S+/g, '');
    expect(text.match(RAW_KEY)?.[0] ?? null, `raw translation key on ${route} (${locale})`).toBeNull();
  }

  /** Every route in one language: its problems (axe serious/critical, layout shift over the budget). */
  async function problemsIn(locale: string): Promise<string[]> {
    const context = await visitorContext();
    const page = await context.newPage();
    const problems: string[] = [];
    try {
      for (const route of ROUTES) {
        const query = `${route.includes('?') ? '&' : '?'}locale=${locale}`;
        await page.goto(`${server.baseUrl}${route}${query}`, { waitUntil: 'networkidle' });
        // the layout shift of the app taking over a prerendered page counts too
        await appStarted(page);
        await page.locator('h1').first().waitFor();
        if (TEXT_CHECKED.has(route)) await textsProblem(page, route, locale);
        const shift = await layoutShiftOf(page);
        if (shift > MAX_LAYOUT_SHIFT) problems.push(`${locale} ${route}: layout shift ${shift.toFixed(3)}`);
        for (const v of await seriousAxeViolations(page)) problems.push(`${locale} ${route}: ${v}`);
        // the same page on a 320 px phone (WCAG 1.4.10 reflow): nothing scrolls sideways
        await page.setViewportSize({ width: 320, height: 812 });
        const overflow = await sidewaysOverflow(page);
        if (overflow) problems.push(`${locale} ${route} at 320 px: ${overflow}`);
        for (const label of await cutButtonLabels(page))
          problems.push(`${locale} ${route} at 320 px: button "${label}" cut`);
        await page.setViewportSize({ width: 375, height: 812 });
      }
    } finally {
      await context.close();
    }
    return problems;
  }

  it(`has no serious axe violation and no layout shift over ${MAX_LAYOUT_SHIFT}, in ${LOCALES.join(', ')}, no sideways scrolling or cut button at 320 px, and every page its title, one h1 and translated texts`, async () => {
    // the three languages side by side: each is its own first visit
    const problems = (await Promise.all(LOCALES.map((locale) => problemsIn(locale)))).flat();
    expect(problems).toEqual([]);
    // 84 pages with an axe run each: about a minute on a quiet machine
  }, 300_000);

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
