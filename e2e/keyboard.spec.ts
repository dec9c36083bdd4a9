import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStarted, launchBrowser, newPage } from './support/browser.js';
import { APPROVED_CARD, type CheckoutProduct } from './support/checkout.js';
import {
  focusComesTo,
  focusedElement,
  focusUnseen,
  pressUntilLabel,
  tabTo,
  tabUntil,
} from './support/keyboard.js';
import { type StartedServer, startServer } from './support/server.js';
import { eventually } from './support/waits.js';

/**
 * A page for the keyboard journeys, its transitions off: the focus checks then read each control's look at once
 * instead of waiting for its colours to ease in and out at every Tab.
 */
async function keyboardPage(browser: Browser): Promise<Page> {
  const page = await newPage(browser, { width: 1280, height: 900, locale: 'en-US' });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    });
  });
  return page;
}

/** The checkout's buyer typed field by field and both agreements ticked with Space (`booking-…` or `transfer-…`). */
async function fillContactAndAgree(page: Page, product: CheckoutProduct): Promise<void> {
  const contact = {
    email: 'anna.keys@example.com',
    mobilePhone: '+79161234567',
    name: 'Anna',
    surname: 'Smirnova',
    birthday: '15-06-1990',
  };
  for (const [name, value] of Object.entries(contact)) {
    await tabTo(page, `${product}-contact-${name}`);
    await page.keyboard.type(value);
  }
  for (const agreement of [`${product}-contract`, `${product}-site-usage`]) {
    await tabTo(page, agreement);
    await page.keyboard.press('Space');
    expect(await page.getByTestId(agreement).isChecked()).toBe(true);
  }
}

// Issue #11 (accessibility): the search and passenger forms completed by keyboard alone — no click, no tap.
describe('keyboard alone', () => {
  let server: StartedServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('searches a round trip, chooses both flights and fills the passenger form with Tab, arrows, Space and Enter', async () => {
    const page = await keyboardPage(browser);
    await page.goto(`${server.baseUrl}/?locale=en&currency=EUR`);
    await appStarted(page);
    const keys = page.keyboard;

    // places: typed and taken with Enter at once (before their suggestions have come)
    await tabTo(page, 'search-origin');
    await keys.type('Moscow');
    await keys.press('Enter');
    await eventually(() => page.getByTestId('search-origin').inputValue()).toBe('Moscow');
    await keys.press('Tab');
    await keys.type('Antalya');
    await keys.press('Enter');
    await eventually(() => page.getByTestId('search-destination').inputValue()).toBe('Antalya');

    // dates: the calendar opens with Enter, the arrows walk the days, Enter picks each end of the trip
    const departure = dayjs().add(10, 'day');
    const returning = departure.add(7, 'day');
    const dayLabel = (day: dayjs.Dayjs) => day.locale('en').format('D MMMM YYYY');
    await tabTo(page, 'search-dates');
    await keys.press('Enter');
    await page
      .getByRole('button', { name: dayLabel(departure), exact: true })
      .first()
      .waitFor();
    // it opens with the focus on today (no date picked yet), and the arrows move between the days
    await eventually(async () => (await focusedElement(page)).label).toBe(dayLabel(dayjs()));
    await pressUntilLabel(page, 'ArrowRight', dayLabel(departure));
    await keys.press('Enter');
    await pressUntilLabel(page, 'ArrowRight', dayLabel(returning));
    await keys.press('Enter');
    // the calendar closes and the focus is back on its field
    await focusComesTo(page, 'search-dates');

    // two adults: the passengers' panel opens with Enter on its first button, Escape closes it
    await tabTo(page, 'search-passengers');
    await keys.press('Enter');
    await focusComesTo(page, 'passengers-adults-plus');
    await keys.press('Enter');
    await eventually(() => page.getByTestId('passengers-adults-count').textContent()).toBe('2');
    await keys.press('Escape');
    await focusComesTo(page, 'search-passengers');

    await tabTo(page, 'search-submit');
    await keys.press('Enter');
    await page.waitForURL(/\/flightSearch\/[0-9a-f-]{36}/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      from: 'MOW',
      to: 'AYT',
      depart: departure.format('YYYY-MM-DD'),
      return: returning.format('YYYY-MM-DD'),
      adults: '2',
    });
    await page.getByTestId('results-count').waitFor();

    // results: past the search form by the skip link, then the first flight each way and on to the booking page
    await tabTo(page, 'skip-to-results');
    await keys.press('Enter');
    for (const section of ['outbound-section', 'inbound-section']) {
      const first = page.getByTestId(section).locator('[data-testid^="select-"]').first();
      const testId = (await first.getAttribute('data-testid'))!;
      await tabTo(page, testId);
      await keys.press('Enter');
    }
    await tabTo(page, 'continue');
    await keys.press('Enter');
    await page.waitForURL(/\/flight\/[0-9a-f-]{36}\/[^/]+\/[^/?]+/);

    // the passenger form: selects by type-ahead, fields by typing, the agreements with Space, sent with Enter
    const passengers = [
      { gender: 'F', nationality: 'Russia', name: 'Anna', surname: 'Smirnova', birthday: '15-06-1990' },
      { gender: 'M', nationality: 'Russia', name: 'Ivan', surname: 'Smirnov', birthday: '02-04-1988' },
    ];
    for (const [i, p] of passengers.entries()) {
      const field = (name: string) => `booking-passenger-${i}-${name}`;
      await tabTo(page, field('gender'));
      await keys.type(p.gender);
      await tabTo(page, field('nationality'));
      await keys.type(p.nationality);
      await tabTo(page, field('name'));
      await keys.type(p.name);
      await tabTo(page, field('surname'));
      await keys.type(p.surname);
      await tabTo(page, field('birthday'));
      await keys.type(p.birthday);
      await tabTo(page, field('passportNumber'));
      await keys.type(`75123456${i}`);
      await tabTo(page, field('passportExpiry'));
      await keys.type('01-01-2033');
      expect(await page.getByTestId(field('gender')).inputValue()).toBe(i === 0 ? 'female' : 'male');
      expect(await page.getByTestId(field('nationality')).inputValue()).toBe('RU');
    }
    await fillContactAndAgree(page, 'booking');
    await tabTo(page, 'booking-submit');
    await keys.press('Enter');

    // the card form and the bank's 3-D Secure page, by keyboard too
    await page.getByTestId('payment-form').waitFor();
    await tabTo(page, 'payment-card-number');
    await keys.type(APPROVED_CARD);
    await tabTo(page, 'payment-expiry-month');
    await keys.type('12');
    await tabTo(page, 'payment-expiry-year');
    await keys.type(String(new Date().getFullYear() + 3));
    await tabTo(page, 'payment-cvc');
    await keys.type('123');
    await tabTo(page, 'payment-card-owner');
    await keys.type('ANNA SMIRNOVA');
    await tabTo(page, 'payment-submit');
    await keys.press('Enter');
    const otp = page.locator('#otp');
    await otp.waitFor();
    await tabUntil(page, (focused) => focused.tag === 'input');
    await keys.type('123456');
    await keys.press('Enter');
    await page.waitForURL(/\/ticketDetail\/[0-9a-f-]{36}\?token=/);
    await eventually(() => page.getByTestId('ticket-number-1').first().textContent()).toMatch(/\d{13}/);
    // every control the Tab key passed showed that it had the focus
    expect([...(focusUnseen.get(page) ?? [])]).toEqual([]);
  }, 120_000);

  it('searches and books an airport transfer with the keyboard', async () => {
    const page = await keyboardPage(browser);
    await page.goto(`${server.baseUrl}/?locale=en&currency=EUR`);
    await appStarted(page);
    const keys = page.keyboard;

    // the Transfers tab: the arrows move between the tabs and open the one reached
    await tabTo(page, 'home-tab-flights');
    await keys.press('ArrowRight');
    await page.getByTestId('transfer-search-form').waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('transfers');

    // searchable lists: typed, the first match taken with the arrow and Enter
    await tabTo(page, 'transfer-airport');
    await keys.type('Antalya');
    await page.getByRole('option', { name: /\(AYT\)/ }).waitFor();
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await tabTo(page, 'transfer-zone');
    await keys.type('Belek');
    await page.getByRole('option', { name: /Belek/ }).waitFor();
    await keys.press('ArrowDown');
    await keys.press('Enter');

    const day = dayjs().add(10, 'day');
    await tabTo(page, 'transfer-date');
    await keys.press('Enter');
    await page
      .getByRole('button', { name: day.locale('en').format('D MMMM YYYY'), exact: true })
      .first()
      .waitFor();
    await eventually(async () => (await focusedElement(page)).label).toBe(
      dayjs().locale('en').format('D MMMM YYYY'),
    );
    await pressUntilLabel(page, 'ArrowRight', day.locale('en').format('D MMMM YYYY'));
    await keys.press('Enter');
    await focusComesTo(page, 'transfer-date');
    await tabTo(page, 'transfer-time');
    await keys.type('1430');
    for (const [field, count] of [
      ['transfer-passengers', '3'],
      ['transfer-luggage', '3'],
    ] as const) {
      await tabTo(page, field);
      await keys.press('ControlOrMeta+A');
      await keys.type(count);
    }
    await tabTo(page, 'transfer-search-submit');
    await keys.press('Enter');
    await page.waitForURL(/\/transferSearch\/[0-9a-f-]{36}\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      airport: 'AYT',
      date: day.format('YYYY-MM-DD'),
      time: '14:30',
      pax: '3',
      bags: '3',
    });

    await page.locator('[data-testid^="transfer-option-"]').first().waitFor();
    await tabTo(page, 'transfer-book');
    await keys.press('Enter');
    await page.waitForURL(/\/transferPayment\/[0-9a-f-]{36}\/[^/?]+$/);
    // sent empty first: refused, and the focus is on the first field to fix; fields in error show it too
    await tabTo(page, 'transfer-booking-submit');
    await keys.press('Enter');
    await focusComesTo(page, 'transfer-contact-email');
    await fillContactAndAgree(page, 'transfer');
    await tabTo(page, 'transfer-flight-number');
    await keys.type('ZF 9012');
    await tabTo(page, 'transfer-address');
    await keys.type('Rixos Premium Belek');
    await tabTo(page, 'transfer-booking-submit');
    await keys.press('Enter');
    await page.getByTestId('payment-form').waitFor();
    // every control the Tab key passed showed that it had the focus
    expect([...(focusUnseen.get(page) ?? [])]).toEqual([]);
  }, 120_000);
});
