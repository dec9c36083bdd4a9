import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './support/axe.js';
import { appStarted, launchBrowser, screenshotFailuresAndClosePages } from './support/browser.js';
import { layoutShiftOf, MAX_LAYOUT_SHIFT, sumLayoutShifts } from './support/layout-shift.js';
import { LOCALES } from './support/locales.js';
import { cutButtonLabels, sidewaysOverflow } from './support/reflow.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually, h1, textsOf } from './support/waits.js';

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

/**
 * Issue 11: on a 375 px phone, in every language, no public page has a serious or critical axe violation
 * (contrast included), and none shifts its layout by more than 0.05 while it starts (the cookie banner is
 * shown, as for a first visit); narrowed to 320 px, none scrolls sideways nor cuts a button's label. The flight results are
 * accessibility-results.spec.ts's.
 */
describe('accessibility and layout stability of the public pages', () => {
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
    // 84 pages with an axe run each: about a minute on a quiet machine, 4.5 minutes on a slow one (stop 41)
  }, 480_000);
});
