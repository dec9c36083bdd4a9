import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshotFailuresAndClosePages } from './support/browser.js';
import { fillCard, fillContact } from './support/checkout.js';
import { bookAndPay } from './support/orders.js';
import {
  clippedAmounts,
  cutButtonLabels,
  cutTexts,
  pageOverflow,
  sidewaysOverflow,
} from './support/reflow.js';
import { type SavedRoundTrip, saveRoundTrip } from './support/searches.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually, STATE_TIMEOUT_MS, textsOf } from './support/waits.js';

const CULTURES = ['ru', 'en', 'tr'] as const;
const CURRENCIES = ['EUR', 'RUB', 'USD', 'TRY', 'BYN'] as const;

// Issue 15: what a traveller trips over on a phone (375 px), in three languages and five currencies; the amounts
// of the results and booking pages are phone-amounts.spec.ts's.
describe('phone layout: nothing cut, scrolled sideways or sticky covered', () => {
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

  it('fits a 360 and a 320 px phone: no page scrolls sideways, and the language, the currency, the order of the results and the airports of each flight read in full', async () => {
    /** the names a native select may show that its text box cannot hold */
    const cutOptions = (page: Page, testId: string) =>
      page.getByTestId(testId).evaluate((select: HTMLSelectElement) => {
        const style = getComputedStyle(select);
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const pen = document.createElement('canvas').getContext('2d')!;
        pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        return Array.from(select.options)
          .filter((option) => pen.measureText(option.text).width > room)
          .map((option) => option.text);
      });
    const problems: string[] = [];
    // 360 px: the commonest Android width; 320 px: the narrowest phones, and WCAG's reflow width
    for (const width of [360, 320]) {
      const page = await newPage(browser!, { width, height: 740, phone: true });
      for (const culture of CULTURES) {
        for (const path of ['/', '/help/baggage', `/flightSearch/${search.id}`]) {
          const where = `${width} px ${culture} ${path}`;
          // the results in roubles, the longest amounts ("61 234,56 ₽"), for the bar's total beside its button
          const currency = path.startsWith('/flightSearch/') ? '&currency=RUB' : '';
          await page.goto(`${server.baseUrl}${path}?locale=${culture}${currency}`);
          if (path.startsWith('/flightSearch/')) {
            await page.locator('[data-testid^="select-"]').first().waitFor({ timeout: STATE_TIMEOUT_MS });
            problems.push(...(await cutOptions(page, 'sort-select')).map((o) => `${where} sort: "${o}" cut`));
            // the airports of a flight whole ("DME Do…" told Moscow's three airports apart badly)
            const airports = await cutTexts(page, '[data-testid^="flight-option-"] [title]');
            problems.push(...airports.map((a) => `${where} airport: "${a}" cut`));
            // both ways chosen, the dearest (a six-figure rouble total for two): the total and "Продолжить" share
            // the bar at the bottom, the button whole on screen
            for (const section of ['outbound-section', 'inbound-section'])
              await page.getByTestId(section).locator('[data-testid^="select-"]').last().click();
            const next = page.getByTestId('continue').first();
            await next.waitFor();
            const box = await next.boundingBox();
            if (!box || box.x < 0 || box.x + box.width > width + 0.5)
              problems.push(
                `${where}: Continue runs off the screen (${box?.x} to ${box && box.x + box.width})`,
              );
            problems.push(...(await cutButtonLabels(page)).map((b) => `${where} button: "${b}" cut`));
          }
          const overflow = await sidewaysOverflow(page);
          if (overflow) problems.push(`${where}: ${overflow}`);
          for (const select of ['language-select', 'currency-select'])
            problems.push(...(await cutOptions(page, select)).map((o) => `${where}: "${o}" cut`));
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('keeps the total of a booking at the bottom of a phone until the pay button shows, and takes the buyer there', async () => {
    const page = await newPage(browser!, { width: 375, height: 740, phone: true });
    await page.goto(
      `${server.baseUrl}/flight/${search.id}/${search.outbound}/${search.inbound}?locale=ru&currency=RUB`,
    );
    const bar = page.getByTestId('total-bar');
    await bar.waitFor({ timeout: STATE_TIMEOUT_MS });
    // read at once, never waited for: the bar is gone while the pay button is on the screen
    const amounts = () =>
      page.evaluate(() =>
        ['total-bar-amount', 'booking-total'].map((id) =>
          document.querySelector(`[data-testid="${id}"]`)?.textContent?.trim(),
        ),
      );
    const [before] = await amounts();
    expect(before).toBeTruthy();
    await eventually(async () => new Set(await amounts()).size).toBe(1);
    // insurance changes the total: the bar follows. Ticking it may scroll the pay button onto the screen (the
    // transfer offer between them draws once the airport's districts are in), so look from the top of the form.
    await page.getByTestId('booking-insurance').check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.waitFor({ timeout: STATE_TIMEOUT_MS });
    await eventually(async () => {
      const [inBar, inList] = await amounts();
      return inBar !== before && inBar === inList;
    }).toBe(true);
    await page.getByTestId('total-bar-go').click();
    await bar.waitFor({ state: 'detached', timeout: STATE_TIMEOUT_MS });
    const pay = await page.getByTestId('booking-submit').boundingBox();
    expect(pay!.y + pay!.height).toBeLessThanOrEqual(740);
    // back up the form, the bar is there again
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.waitFor({ timeout: STATE_TIMEOUT_MS });
  });

  it("leaves the footer's last lines clear of the scroll-to-top button at the end of a page", async () => {
    const page = await newPage(browser!, { width: 375, height: 740, phone: true });
    const problems: string[] = [];
    for (const culture of CULTURES) {
      await page.goto(`${server.baseUrl}/help?locale=${culture}`);
      await page.locator('footer').waitFor({ timeout: STATE_TIMEOUT_MS });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const button = page.getByTestId('scroll-to-top');
      await button.waitFor({ timeout: STATE_TIMEOUT_MS });
      // once its slide-in has ended
      await page.waitForFunction(
        () => document.querySelector('[data-testid="scroll-to-top"]')?.getAnimations().length === 0,
        undefined,
        { timeout: STATE_TIMEOUT_MS },
      );
      const box = (await button.boundingBox())!;
      const covered = await page.locator('footer').evaluate((footer, b) => {
        const hits: string[] = [];
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of Array.from(range.getClientRects())) {
            const apart =
              r.right <= b.x || r.left >= b.x + b.width || r.bottom <= b.y || r.top >= b.y + b.height;
            if (!apart && (node.textContent ?? '').trim()) hits.push((node.textContent ?? '').trim());
          }
        }
        return hits;
      }, box);
      problems.push(...covered.map((text) => `${culture}: "${text}" under the button`));
    }
    expect(problems).toEqual([]);
  });

  it('opens the date picker of a phone over the page, titled, with this month and the next, under the scroll-to-top button', async () => {
    const page = await newPage(browser!, { width: 375, height: 740, phone: true });
    await page.goto(`${server.baseUrl}/?locale=en`);
    const dates = page.getByTestId('search-dates');
    await dates.waitFor({ timeout: STATE_TIMEOUT_MS });
    // scrolled past 100 px, so the button shows; the dates field still on the screen
    await page.evaluate(() => window.scrollBy(0, 300));
    const button = page.getByTestId('scroll-to-top');
    await button.waitFor({ timeout: STATE_TIMEOUT_MS });
    await dates.click();
    await page.getByRole('dialog').waitFor({ timeout: STATE_TIMEOUT_MS });
    const box = await button.boundingBox();
    expect(box).toBeTruthy();
    // what a tap on the button's middle reaches: the dialog's backdrop, not the button behind it
    const reached = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="scroll-to-top"]') !== null,
      { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 },
    );
    expect(reached).toBe(false);
    // the calendar says what it picks and shows this month and the next, whatever the day of the month
    const dialog = page.getByRole('dialog', { name: 'Depart — return' });
    const monthsShown = () => textsOf(dialog.locator('[class*="calendarHeaderLevel"]'));
    const month = (ahead: number) => dayjs().add(ahead, 'month').locale('en').format('MMMM YYYY');
    await eventually(monthsShown).toEqual([month(0), month(1)]);
    // its arrow moves one month: next month stays in view, with the one after it
    await dialog.locator('[data-direction="next"]').first().click();
    await eventually(monthsShown).toEqual([month(1), month(2)]);
    await dialog.getByRole('button', { name: 'Close calendar' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: STATE_TIMEOUT_MS });
  });

  it("keeps the cookie banner off the Total / Continue bar of the results, and the bar shows each chosen flight's day and times whole", async () => {
    const page = await newPage(browser!, { width: 375, height: 740 });
    await page.goto(`${server.baseUrl}/flightSearch/${search.id}?locale=ru&currency=RUB`);
    await page.getByTestId('cookie-consent').waitFor({ timeout: STATE_TIMEOUT_MS });
    for (const section of ['outbound-section', 'inbound-section']) {
      await page.getByTestId(section).locator('[data-testid^="select-"]').first().click();
    }
    const next = page.getByTestId('continue').first();
    await next.waitFor();
    const [banner, bar] = await Promise.all([
      page.getByTestId('cookie-consent').boundingBox(),
      page.locator('section', { has: next }).boundingBox(),
    ]);
    expect(banner && bar).toBeTruthy();
    // the banner ends above the bar
    expect(banner!.y + banner!.height).toBeLessThanOrEqual(bar!.y + 1);
    // "10 дек., 07:40–11:25" for each way, none of it cut off by an ellipsis
    const legs = await page
      .getByTestId('selection-leg')
      .evaluateAll((values) =>
        values.map((v) => ({ text: v.textContent, cut: v.scrollWidth > v.clientWidth })),
      );
    expect(legs).toHaveLength(2);
    for (const leg of legs) {
      expect(leg.text).toMatch(/\d{2}:\d{2}–\d{2}:\d{2}/);
      expect(leg, 'bar leg cut').toMatchObject({ cut: false });
    }
    // and the button takes a tap while the banner is still there
    await next.click({ trial: true });
    await next.click();
    await page.waitForURL(/\/flight\//, { timeout: STATE_TIMEOUT_MS });
  });

  it('fits the ticket page in a phone: no sideways scrolling, every e-ticket, amount and button label in full', async () => {
    const page = await newPage(browser!, { width: 375, height: 812 });
    for (const currency of CURRENCIES) {
      const order = await bookAndPay(server.baseUrl, { currency, email: `phone-${currency}@example.com` });
      for (const culture of CULTURES) {
        await page.goto(`${server.baseUrl}${order.ticketPath}&locale=${culture}`);
        await page
          .getByTestId('ticket-number-0')
          .getByText(/\d{13}/)
          .first()
          .waitFor({ timeout: STATE_TIMEOUT_MS });
        expect(await pageOverflow(page), `ticket ${culture} ${currency}`).toBeLessThanOrEqual(0);
        expect(await clippedAmounts(page), `ticket ${culture} ${currency}`).toEqual([]);
        // each e-ticket says which flight it belongs to
        await expect(page.getByTestId('ticket-number-0').textContent()).resolves.toMatch(/[A-Z0-9]{2} \d+/);
      }
    }
    // a button's label in full on the narrowest phones: the ticket's, and the PNR check's under a booking found
    await page.setViewportSize({ width: 320, height: 740 });
    const order = await bookAndPay(server.baseUrl, {
      email: 'phone-labels@example.com',
      surname: 'Smirnova',
    });
    for (const culture of CULTURES) {
      await page.goto(`${server.baseUrl}${order.ticketPath}&locale=${culture}`);
      await page.getByTestId('ticket-resend').waitFor({ timeout: STATE_TIMEOUT_MS });
      expect(await cutButtonLabels(page), `ticket ${culture}`).toEqual([]);
      await page.goto(`${server.baseUrl}/pnr?locale=${culture}`);
      await page.getByTestId('pnr-code').fill(order.pnr);
      await page.getByTestId('pnr-surname').fill('Smirnova');
      await page.getByTestId('pnr-submit').click();
      await page.getByTestId('pnr-manage').waitFor({ timeout: STATE_TIMEOUT_MS });
      expect(await cutButtonLabels(page), `PNR check ${culture}`).toEqual([]);
    }
  }, 180_000);

  it('tells the buyer at once when the browser refuses to post the card form (site opened at another address)', async () => {
    const page = await newPage(browser!, { width: 375, height: 812 });
    // PUBLIC_URL is 127.0.0.1: at localhost the page's security policy refuses the post to the bank
    const elsewhere = server.baseUrl.replace('127.0.0.1', 'localhost');
    await page.goto(
      `${elsewhere}/flight/${search.id}/${search.outbound}/${search.inbound}?locale=en&currency=EUR`,
    );
    const f = (i: number, field: string) => page.getByTestId(`booking-passenger-${i}-${field}`);
    for (const [i, name] of ['Anna', 'Olga'].entries()) {
      await f(i, 'gender').selectOption('female');
      await f(i, 'nationality').selectOption('RU');
      await f(i, 'name').fill(name);
      await f(i, 'surname').fill('Smirnova');
      await f(i, 'birthday').fill(`1${i}-06-1990`);
      await f(i, 'passportNumber').fill(`75123456${i}`);
      await f(i, 'passportExpiry').fill('01-01-2033');
    }
    await fillContact(page, 'blocked@example.com');
    await page.getByTestId('booking-submit').click();
    await fillCard(page);
    const started = Date.now();
    // the post never becomes a navigation: do not wait for one
    await page.getByTestId('payment-submit').click({ noWaitAfter: true });
    // polled without auto-waiting: Playwright's waits stay parked on the navigation the browser refused
    await expect
      .poll(() => page.getByTestId('payment-blocked').isVisible(), { timeout: 15_000, interval: 250 })
      .toBe(true);
    expect(Date.now() - started).toBeLessThan(15_000);
    await expect(page.getByTestId('payment-submit').textContent()).resolves.toMatch(/Try again/);
    expect(server.logs()).toContain('request for a host other than PUBLIC_URL');
  }, 60_000);

  it('turns the refusal of an infant who turns 2 during the trip into a search with that passenger as a child', async () => {
    const depart = dayjs().add(12, 'day');
    const { id, outbound, inbound } = await saveRoundTrip(server.baseUrl, {
      nights: 10,
      adults: 1,
      infants: 1,
    });
    const page = await newPage(browser!, { width: 375, height: 812 });
    await page.goto(`${server.baseUrl}/flight/${id}/${outbound}/${inbound}?locale=ru`);
    // two years old half-way through the trip
    const birthday = depart.add(5, 'day').subtract(2, 'year').format('DD-MM-YYYY');
    await page.getByTestId('booking-passenger-1-birthday').fill(birthday);
    await page.getByTestId('booking-submit').click();
    const offer = page.getByTestId('booking-passenger-1-search-as-child');
    await offer.waitFor({ timeout: STATE_TIMEOUT_MS });
    await expect(page.getByTestId('booking-passenger-1-turns-two').textContent()).resolves.toMatch(/2 года/);
    await offer.click();
    await page.waitForURL(/\/flightSearch/, { timeout: STATE_TIMEOUT_MS });
    const url = new URL(page.url());
    expect(url.searchParams.get('adults')).toBe('1');
    expect(url.searchParams.get('children')).toBe('1');
    expect(url.searchParams.get('infants')).toBe('0');
    await page.locator('[data-testid^="select-"]').first().waitFor({ timeout: STATE_TIMEOUT_MS });
  }, 60_000);
});
