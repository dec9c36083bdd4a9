import dayjs from 'dayjs';
import 'dayjs/locale/ru.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, newPage, screenshotFailuresAndClosePages, watchTakeover } from './support/browser.js';
import { loadMessages, type Messages } from './support/locales.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually } from './support/waits.js';

interface Option {
  id: string;
  direction: 'outbound' | 'inbound';
  isDirect: boolean;
  price: { total: number; currency: string };
}

/** Digits of a formatted price ("12 345,50 ₺" → 12345.5), whatever the culture's separators. */
function amountOf(text: string): number {
  const cleaned = text.replace(/[^\d,.]/g, '');
  const match = /^(.*?)(?:[.,](\d{2}))?$/.exec(cleaned);
  return Number((match?.[1] ?? '').replace(/[.,]/g, '')) + Number(match?.[2] ?? 0) / 100;
}

describe('flight search journey (Russian UI)', () => {
  let server: StartedServer;
  let browser: Browser | undefined;
  let ru: Messages;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    ru = await loadMessages('ru');
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotFailuresAndClosePages(() => browser);

  async function pickPlace(page: Page, testId: string, typed: string, code: string) {
    const input = page.getByTestId(testId);
    await input.click();
    await input.fill(typed);
    const option = page.getByTestId(`location-option-${code}`);
    await option.first().waitFor({ state: 'visible' });
    await option.first().click();
  }

  const searchIdOf = (page: Page) => /\/flightSearch\/([0-9a-f-]{36})/.exec(page.url())?.[1];

  async function optionsFromApi(id: string, currency: string): Promise<Option[]> {
    const answer = await callApi<{ flightSearchResponses: Option[] }>(
      server.baseUrl,
      `/api/services/app/Flight/GetFlightSearchResults?Id=${id}&currency=${currency}`,
    );
    return answer.body.result?.flightSearchResponses ?? [];
  }

  it("paints a shared results link from the server's HTML, then hydrates it with the results sent along", async () => {
    const isoDate = (daysAhead: number) => dayjs().add(daysAhead, 'day').format('YYYY-MM-DD');
    const saved = await callApi<{ id: string }>(server.baseUrl, '/api/services/app/Flight/SaveFlightSearch', {
      body: { origin: 'MOW', destination: 'AYT', departureDate: isoDate(12), tripType: 'oneWay', adults: 1 },
    });
    expect(saved.status).toBe(200);
    const id = saved.body.result!.id;
    for (const [width, phone] of [
      [375, true],
      [1280, false],
    ] as const) {
      const page = await newPage(browser!, { width, height: 812, phone });
      const { problems, asked } = watchTakeover(page, 'GetFlightSearchResults');
      await page.addInitScript(() => {
        const seen = window as unknown as { firstCard: Element | null; shifts: number };
        seen.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            seen.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // before the app runs (it starts after the first paint): the first flight the server sent
        document.addEventListener('DOMContentLoaded', () => {
          seen.firstCard = document.querySelector('[data-testid^="flight-option-"]');
        });
      });
      await page.goto(`${server.baseUrl}/flightSearch/${id}?locale=en&sort=price`);
      await page.getByTestId('results-count').waitFor();
      const { kept, shifts } = await page.evaluate(() => {
        const seen = window as unknown as { firstCard: Element | null; shifts: number };
        return {
          kept: seen.firstCard?.isConnected === true,
          shifts: seen.shifts,
        };
      });
      // the flights painted before the app ran are the ones it drives: hydrated, not drawn again or fetched again
      expect(kept).toBe(true);
      expect(asked).toEqual([]);
      expect(shifts).toBeLessThanOrEqual(0.05);
      expect(problems).toEqual([]);
      // and the page answers: a chosen flight can be booked
      await expect(page.getByTestId('continue').isEnabled()).resolves.toBe(false);
      await page.locator('[data-testid^="select-"]').first().click();
      await eventually(() => page.getByTestId('continue').isEnabled()).toBe(true);
    }
  });

  it('finds Moscow → Antalya round trips for 2 adults and an infant, filters, sorts, converts and moves a day', async () => {
    const page = await newPage(browser!, { width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/?locale=ru&currency=EUR`);

    await pickPlace(page, 'search-origin', 'москва', 'MOW');
    await pickPlace(page, 'search-destination', 'анталья', 'AYT');
    await page.getByTestId('search-trip-type').getByText(ru.t('search:form.tripTypes.roundTrip')).click();

    const departure = dayjs().add(10, 'day');
    const returning = departure.add(7, 'day');
    await page.getByTestId('search-dates').click();
    // picked with the keyboard: the calendar closes and the focus goes back to the field, not to the page's top
    for (const day of [departure, returning]) {
      await page
        .getByRole('button', { name: day.locale('ru').format('D MMMM YYYY'), exact: true })
        .first()
        .focus();
      await page.keyboard.press('Enter');
    }
    await eventually(() =>
      page.evaluate(
        () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName,
      ),
    ).toBe('search-dates');

    await page.getByTestId('search-passengers').click();
    await page.getByTestId('passengers-adults-plus').click();
    await page.getByTestId('passengers-infants-plus').click();
    await eventually(() => page.getByTestId('passengers-adults-count').textContent()).toBe('2');
    await eventually(() => page.getByTestId('passengers-infants-count').textContent()).toBe('1');
    await page.keyboard.press('Escape');

    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/flightSearch\/[0-9a-f-]{36}/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      from: 'MOW',
      to: 'AYT',
      depart: departure.format('YYYY-MM-DD'),
      return: returning.format('YYYY-MM-DD'),
      trip: 'roundTrip',
      adults: '2',
      infants: '1',
    });

    // both sections, with options the API also answers
    await page.getByTestId('outbound-section').getByTestId('option-price').first().waitFor();
    await page.getByTestId('inbound-section').getByTestId('option-price').first().waitFor();
    const id = searchIdOf(page)!;
    const eur = await optionsFromApi(id, 'EUR');
    expect(eur.some((o) => o.direction === 'outbound')).toBe(true);
    expect(eur.some((o) => o.direction === 'inbound')).toBe(true);

    // direct only, cheapest first: the outbound cards are the API's direct options in ascending price
    await page.getByTestId('filter-stops-direct').click({ force: true });
    await eventually(() => new URL(page.url()).searchParams.get('stops')).toBe('direct');
    const directOut = eur
      .filter((o) => o.direction === 'outbound' && o.isDirect)
      .map((o) => o.price.total)
      .sort((a, b) => a - b);
    const shownOut = async () =>
      (await page.getByTestId('outbound-section').getByTestId('option-price').allTextContents()).map(
        amountOf,
      );
    await eventually(async () => (await shownOut()).length).toBe(Math.min(directOut.length, 20));
    expect(await shownOut()).toEqual(directOut.slice(0, 20).map((m) => m / 100));

    // TRY: every shown price is the API's TRY total of the same option
    await page.getByTestId('currency-select').selectOption('TRY');
    const tryOut = (await optionsFromApi(id, 'TRY'))
      .filter((o) => o.direction === 'outbound' && o.isDirect)
      .map((o) => o.price.total)
      .sort((a, b) => a - b);
    await eventually(async () => (await shownOut())[0]).toBe(tryOut[0]! / 100);
    expect(await shownOut()).toEqual(tryOut.slice(0, 20).map((m) => m / 100));
    const text = await page.getByTestId('outbound-section').getByTestId('option-price').first().textContent();
    expect(text).toMatch(/₺|TRY/);

    // the next-day button moves the search one day later
    await page.getByTestId('day-next').click();
    const nextDay = departure.add(1, 'day').format('YYYY-MM-DD');
    await eventually(() => new URL(page.url()).searchParams.get('depart')).toBe(nextDay);
    await eventually(() => searchIdOf(page)).not.toBe(id);
  });
});
