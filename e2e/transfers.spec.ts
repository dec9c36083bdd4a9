import dayjs from 'dayjs';
import 'dayjs/locale/ru.js';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './support/browser.js';
import { fillContact, payDeclinedThenRetry, payWithCard, submitToPayment } from './support/checkout.js';
import { mailingJourney } from './support/journey.js';
import { loadMessages, type Messages } from './support/locales.js';
import { eventually, h1 } from './support/waits.js';

// Issue 6: home → Transfers tab → Antalya → Belek → vehicle → contact → 3-D Secure → /transferDetail → e-mail.
describe('airport transfer journey (Russian UI)', () => {
  const journey = mailingJourney();
  let ru: Messages;
  beforeAll(async () => {
    ru = await loadMessages('ru');
  });

  const day = dayjs().add(10, 'day');

  /** Opens a searchable select and picks the option whose text matches. */
  async function choose(page: Page, testId: string, typed: string, option: RegExp) {
    const input = page.getByTestId(testId);
    await input.click();
    await input.fill(typed);
    await page.getByRole('option', { name: option }).click();
  }

  async function searchFromHome(page: Page) {
    await page.goto(`${journey.server.baseUrl}/?locale=ru&currency=EUR`);
    await page.getByTestId('home-tab-transfers').click();
    // the tab lives in the URL, so a shared link opens it
    await eventually(() => new URL(page.url()).searchParams.get('tab')).toBe('transfers');
    await page.getByTestId('transfer-search-form').waitFor();

    await choose(page, 'transfer-airport', 'Анталья', /\(AYT\)/);
    await choose(page, 'transfer-zone', 'Белек', /Белек/);
    await page.getByTestId('transfer-date').click();
    // the calendar open (two months), then a month on when the day is further off
    const next = page.locator('[data-direction="next"]').first();
    await next.waitFor();
    const dayButton = page.getByRole('button', { name: day.locale('ru').format('D MMMM YYYY'), exact: true });
    if (!(await dayButton.first().isVisible())) await next.click();
    await dayButton.first().click();
    await page.getByTestId('transfer-time').fill('14:30');
    await page.getByTestId('transfer-passengers').fill('3');
    await page.getByTestId('transfer-luggage').fill('3');
    await page.getByTestId('transfer-search-submit').click();

    await page.waitForURL(/\/transferSearch\/[0-9a-f-]{36}\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      airport: 'AYT',
      dir: 'fromAirport',
      date: day.format('YYYY-MM-DD'),
      time: '14:30',
      pax: '3',
      bags: '3',
    });
  }

  async function fillBooking(page: Page) {
    await fillContact(page, 'anna.smirnova@example.com', 'transfer');
    await page.getByTestId('transfer-flight-number').fill('ZF 9012');
    await page.getByTestId('transfer-address').fill('Rixos Premium Belek');
    await submitToPayment(page, 'transfer');
  }

  async function chooseFirstVehicle(page: Page): Promise<string> {
    const first = page.locator('[data-testid^="transfer-option-"]').first();
    await first.waitFor();
    const vehicle = (await first.getByTestId('vehicle-name').textContent())!.trim();
    await first.getByTestId('transfer-book').click();
    await page.waitForURL(/\/transferPayment\/[0-9a-f-]{36}\/[^/?]+$/);
    return vehicle;
  }

  it('books a transfer from Antalya airport to Belek, pays through 3-D Secure and mails the confirmation', async () => {
    const page = await newPage(journey.browser, { width: 1280, height: 900 });
    await searchFromHome(page);

    // every vehicle offered takes the party
    const summary = page.getByTestId('transfer-search-summary');
    await expect.poll(() => summary.textContent()).toContain('Белек');
    const vehicle = await chooseFirstVehicle(page);
    expect(vehicle.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('transfer-chosen-vehicle').textContent()).toBe(vehicle);
    // an incomplete booking is refused in the page, before any order exists
    await page.getByTestId('transfer-booking-submit').click();
    await eventually(() => page.getByTestId('transfer-address').getAttribute('aria-invalid')).toBe('true');

    await fillBooking(page);
    await payWithCard(page);

    await page.waitForURL(/\/transferDetail\/[0-9a-f-]{36}\?token=/);
    await eventually(() => h1(page).textContent()).toBe(ru.t('pages:transferDetail.title'));
    const bookingNumber = (await page.getByTestId('transfer-booking-number').textContent())!.trim();
    expect(bookingNumber).toMatch(/^[A-Z0-9]{6,}$/);
    expect((await page.getByTestId('transfer-vehicle').textContent())!.trim()).toBe(vehicle);
    expect(await page.getByTestId('transfer-dropoff').textContent()).toContain('Rixos Premium Belek');
    expect(await page.getByTestId('transfer-flight').textContent()).toContain('ZF 9012');
    expect(await page.getByTestId('transfer-date-time').textContent()).toContain('14:30');

    // the confirmation reaches the contact over SMTP and names the booking
    await eventually(() => journey.mailsNaming(bookingNumber).length).toBe(1);
    const mail = journey.mailsNaming(bookingNumber)[0]!;
    expect(mail.to).toEqual(['anna.smirnova@example.com']);

    // "e-mail it again" sends a second one
    await page.getByTestId('transfer-resend').click();
    await page.getByTestId('transfer-resent').waitFor();
    await eventually(() => journey.mailsNaming(bookingNumber).length).toBe(2);
  });

  it('declined card → payment failed → retry with a good card → the transfer page', async () => {
    const page = await newPage(journey.browser, { width: 375, height: 800 });
    await searchFromHome(page);
    const vehicle = await chooseFirstVehicle(page);
    await fillBooking(page);
    await payDeclinedThenRetry(page);
    await page.waitForURL(/\/transferDetail\/[0-9a-f-]{36}\?token=/);
    await eventually(() => page.getByTestId('transfer-vehicle').textContent()).toBe(vehicle);
    await eventually(() => page.getByTestId('transfer-state').textContent()).toBe(
      ru.t('booking:ticket.state.Confirmed'),
    );
  });
});
