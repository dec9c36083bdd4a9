import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_VERSION } from '@charterdesk/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import {
  launchBrowser,
  newPage,
  screenshotFailuresAndClosePages,
  watchServerHeading,
} from './support/browser.js';
import { LOCALES, type Locale, loadMessages, type Messages } from './support/locales.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually, h1, STATE_TIMEOUT_MS, textsOf } from './support/waits.js';

// Keys of the web app's locale files (apps/web/src/locales/<locale>/<namespace>.json), as its pages use them:
// the home h1 is the hero title, the document title is `<app name> -- <page name>`.
const APP_NAME = 'common:appName';
const HOME_HEADING = 'home:hero.title';
const HOME_PAGE_NAME = 'pages:home.title';
const NOT_FOUND_HEADING = 'pages:notFound.title';
const NOT_FOUND_PAGE_NAME = 'pages:notFound.title';
const AGENCY_INFO_PATH = '/api/services/app/agency/GetAgencyInfo';

describe('home page (built web app served by the built server)', () => {
  let server: StartedServer;
  let browser: Browser | undefined;
  const messages = {} as Record<Locale, Messages>;
  const appNames = {} as Record<Locale, string>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    for (const locale of LOCALES) {
      messages[locale] = await loadMessages(locale);
      // The web app names itself after the agency's brand once the API answers, else after common:appName.
      const agency = await callApi<{ brandName: string }>(server.baseUrl, AGENCY_INFO_PATH, {
        headers: { 'accept-language': locale },
      });
      appNames[locale] = agency.body.result?.brandName.trim() || messages[locale].t(APP_NAME);
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotFailuresAndClosePages(() => browser);

  const open = async (path: string, browserLocale = 'en-US'): Promise<Page> => {
    const page = await newPage(browser!, { width: 1280, height: 800, locale: browserLocale });
    await page.goto(`${server.baseUrl}${path}`);
    return page;
  };
  const expectHeading = (page: Page, text: string) => eventually(() => textsOf(h1(page))).toEqual([text]);
  const lang = (page: Page) => page.locator('html').getAttribute('lang');

  it('runs a browser that opens no pages of its own beside the test’s (the address bar’s popups are off)', async () => {
    const page = await open('/');
    const cdp = await browser!.newBrowserCDPSession();
    try {
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.filter((t) => t.url.startsWith('chrome://')).map((t) => t.url)).toEqual([]);
      expect(targetInfos.filter((t) => t.type === 'page').map((t) => t.url)).toEqual([page.url()]);
    } finally {
      await cdp.detach();
    }
  });

  it('opens in Russian by default, whatever the browser language, with an "App -- Page" title', async () => {
    const page = await open('/', 'tr-TR');
    const ru = messages.ru;
    await expectHeading(page, ru.t(HOME_HEADING));
    expect(await lang(page)).toBe('ru');
    const title = `${appNames.ru} -- ${ru.t(HOME_PAGE_NAME)}`;
    expect(title).toMatch(/^.+ -- .+$/);
    await eventually(() => page.title()).toBe(title);
  });

  for (const locale of LOCALES) {
    it(`shows the home page in ${locale} with ?locale=${locale}`, async () => {
      const page = await open(`/?locale=${locale}`);
      const m = messages[locale];
      await expectHeading(page, m.t(HOME_HEADING));
      await eventually(() => page.title()).toBe(`${appNames[locale]} -- ${m.t(HOME_PAGE_NAME)}`);
      await eventually(() => lang(page)).toBe(locale);
    });
  }

  it('remembers the chosen language without the query string', async () => {
    const page = await open('/?locale=en');
    const en = messages.en;
    await expectHeading(page, en.t(HOME_HEADING));
    await page.goto(`${server.baseUrl}/`);
    await expectHeading(page, en.t(HOME_HEADING));
    await page.reload();
    await expectHeading(page, en.t(HOME_HEADING));
    expect(await lang(page)).toBe('en');
  });

  it('shows the 404 page on an unknown path', async () => {
    const page = await open('/no-such-page/at-all?locale=en');
    const en = messages.en;
    await expectHeading(page, en.t(NOT_FOUND_HEADING));
    await eventually(() => page.title()).toBe(`${appNames.en} -- ${en.t(NOT_FOUND_PAGE_NAME)}`);
  });

  it('loads without script errors, console errors or failed requests (CSP included)', async () => {
    const page = await newPage(browser!);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('requestfailed', (request) => {
      problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    // what DevTools lists as issues (Lighthouse's best practices count them): a CSP violation, even a
    // caught one, or a label pointing at no field
    const devtools = await page.context().newCDPSession(page);
    devtools.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue' || issue.code === 'GenericIssue') {
        problems.push(`issue: ${JSON.stringify(issue.details)}`);
      }
    });
    await devtools.send('Audits.enable');
    await page.goto(`${server.baseUrl}/?locale=en`, { waitUntil: 'networkidle' });
    await expectHeading(page, messages.en.t(HOME_HEADING));
    // the search form (with zod) has arrived and checked its fields once
    await page.getByTestId('search-passengers').waitFor();
    expect(problems).toEqual([]);
  });

  it('shows the agency information from the API in the footer', async () => {
    // read as the API answers it; the page has it from the server's drawing or asks for it itself
    const answer = await fetch(`${server.baseUrl}${AGENCY_INFO_PATH}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(answer.status).toBe(200);
    const { result } = (await answer.json()) as {
      result: { brandName: string; legalEntity: string; phone: string; email: string; foundedYear: number };
    };
    const page = await newPage(browser!);
    await page.goto(`${server.baseUrl}/?locale=en`);
    const footerText = async () => (await textsOf(page.getByRole('contentinfo'))).join(' ');
    for (const fact of [result.legalEntity, result.email, result.phone]) {
      await eventually(footerText, `footer shows ${fact}`).toContain(fact);
    }
  });

  it('paints the prerendered page first, then hydrates it (the same heading element) and answers clicks', async () => {
    const page = await newPage(browser!, { width: 375, height: 812 });
    const keptServerHeading = await watchServerHeading(page);
    await page.goto(`${server.baseUrl}/?locale=en`);
    expect(await keptServerHeading()).toBe(true);
    // a first visit: the page came drawn with the cookie notice
    await page.getByTestId('cookie-consent').waitFor({ timeout: STATE_TIMEOUT_MS });
    await page.getByTestId('home-tab-transfers').click();
    await eventually(() => page.url()).toContain('tab=transfers');
  });

  it("hydrates the build's home page for a visitor who said OK to the cookie notice, without the notice", async () => {
    const page = await newPage(browser!, { width: 375, height: 812 });
    await page
      .context()
      .addCookies([{ name: COOKIE_NOTICE_COOKIE, value: COOKIE_NOTICE_VERSION, url: server.baseUrl }]);
    const keptServerHeading = await watchServerHeading(page);
    const html = await (await page.goto(`${server.baseUrl}/?locale=en`))!.text();
    expect(html).toContain('data-prerendered="en"');
    expect(html).not.toContain('data-cookie-notice');
    expect(await keptServerHeading()).toBe(true);
    await page.getByTestId('home-tab-transfers').click();
    await eventually(() => page.url()).toContain('tab=transfers');
    expect(await page.getByTestId('cookie-consent').count()).toBe(0);
  });

  it('hydrates the page a campaign link opens: its tracking parameters change nothing drawn', async () => {
    const campaign = '/?utm_source=newsletter&locale=en&gclid=Cj0KCQ&yclid=7';
    // a first visit: the page drawn at request time for `?locale=en`, shared by everyone from the campaign
    const first = await newPage(browser!, { width: 375, height: 812 });
    const firstKept = await watchServerHeading(first);
    const drawn = await (await first.goto(`${server.baseUrl}${campaign}`))!.text();
    expect(drawn).toContain('data-search="locale=en"');
    expect(await firstKept()).toBe(true);
    await first.getByTestId('cookie-consent').waitFor({ timeout: STATE_TIMEOUT_MS });
    // the link's parameters stay in the address for the analytics that read them
    expect(first.url()).toContain('utm_source=newsletter');
    // a visitor who said OK to the notice: the build's page
    const again = await newPage(browser!, { width: 375, height: 812 });
    await again
      .context()
      .addCookies([{ name: COOKIE_NOTICE_COOKIE, value: COOKIE_NOTICE_VERSION, url: server.baseUrl }]);
    const againKept = await watchServerHeading(again);
    const built = await (await again.goto(`${server.baseUrl}${campaign}`))!.text();
    expect(built).toContain('data-prerendered="en"');
    expect(built).not.toContain('data-search');
    expect(await againKept()).toBe(true);
    await again.getByTestId('home-tab-transfers').click();
    await eventually(() => again.url()).toContain('tab=transfers');
  });

  it("paints the search form with the page and hydrates it; a reload brings back the visit's last search", async () => {
    const page = await newPage(browser!, { width: 375, height: 812 });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverForm: Element | null }).serverForm = document.querySelector(
          '[data-testid="flight-search-form"]',
        );
      });
    });
    const html = await (await page.goto(`${server.baseUrl}/?locale=en`))!.text();
    // the form itself is in the server's HTML, not a placeholder
    expect(html).toContain('data-testid="flight-search-form"');
    expect(html).toContain('data-testid="search-origin"');
    const kept = () =>
      page.evaluate(() => {
        const first = (window as unknown as { serverForm: Element | null }).serverForm;
        return first !== null && first === document.querySelector('[data-testid="flight-search-form"]');
      });
    expect(await kept()).toBe(true);
    // the last search of this visit comes back after the page is drawn again (the server cannot see it)
    await page.evaluate(() =>
      sessionStorage.setItem(
        'flightSearchForm',
        JSON.stringify({
          origin: 'MOW',
          originLabel: 'Moscow',
          destination: 'AYT',
          destinationLabel: 'Antalya',
        }),
      ),
    );
    await page.reload();
    await eventually(() => page.getByTestId('search-origin').inputValue()).toBe('Moscow');
    expect(await page.getByTestId('search-destination').inputValue()).toBe('Antalya');
  });

  it('rings a destination card the keyboard reaches (cards are links)', async () => {
    const page = await open('/?locale=en');
    const card = page.locator('[data-testid^="home-city-"]').first();
    await card.waitFor({ timeout: STATE_TIMEOUT_MS });
    // the focus comes by Tab from whatever precedes the card, as a keyboard user's would
    await card.evaluate((element: HTMLElement) => {
      const reachable = Array.from(document.querySelectorAll<HTMLElement>('a[href], button, input, select'));
      reachable[reachable.indexOf(element) - 1]?.focus();
    });
    await page.keyboard.press('Tab');
    expect(await card.evaluate((element) => element === document.activeElement)).toBe(true);
    const ring = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  });

  it('draws the home page anew, in the stored currency, when it differs from the prerendered one', async () => {
    const page = await newPage(browser!, { width: 375, height: 812 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.addInitScript(() => window.localStorage.setItem('currency', 'TRY'));
    await page.goto(`${server.baseUrl}/?locale=en`);
    await expectHeading(page, messages.en.t(HOME_HEADING));
    await eventually(() => page.getByTestId('currency-select').inputValue()).toBe('TRY');
    expect(problems).toEqual([]);
  });
});
