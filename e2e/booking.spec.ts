import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.js';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  fillContact,
  payDeclinedThenRetry,
  payWithCard,
  submitToPayment,
} from './support/checkout.js';
import { mailingJourney } from './support/journey.js';
import { cutButtonLabels } from './support/reflow.js';
import { eventually } from './support/waits.js';

// Issue 4: search → round trip → 2 adults + 1 infant → pay through 3-D Secure → ticket page → e-mail with PDF.
describe('booking and payment journey (Russian UI)', () => {
  // info-level logs, so that the check below reads every request line the payments produced
  const journey = mailingJourney({ LOG_LEVEL: 'info' });

  const departure = dayjs().add(12, 'day');
  const returning = departure.add(7, 'day');

  async function chooseRoundTrip(page: Page) {
    const query = new URLSearchParams({
      from: 'MOW',
      to: 'AYT',
      depart: departure.format('YYYY-MM-DD'),
      return: returning.format('YYYY-MM-DD'),
      trip: 'roundTrip',
      cabin: 'economy',
      adults: '2',
      children: '0',
      infants: '1',
    });
    await page.goto(`${journey.server.baseUrl}/flightSearch?${query}&locale=ru&currency=EUR`);
    for (const section of ['outbound-section', 'inbound-section']) {
      const button = page.getByTestId(section).locator('[data-testid^="select-"]').first();
      await button.waitFor();
      await button.click();
    }
    await page.getByTestId('continue').first().click();
    await page.waitForURL(/\/flight\/[0-9a-f-]{36}\/[^/]+\/[^/?]+/);
  }

  /** Fills the form, places the order and waits for the card step; answers the total the page showed. */
  async function fillBooking(page: Page, options: { insurance?: boolean } = {}): Promise<string> {
    const passengers = [
      { gender: 'female', name: 'Anna', surname: 'Smirnova', birthday: '15-06-1990', passport: '751234561' },
      { gender: 'male', name: 'Ivan', surname: 'Smirnov', birthday: '02-04-1988', passport: '751234562' },
      {
        gender: 'male',
        name: 'Lev',
        surname: 'Smirnov',
        birthday: dayjs().subtract(1, 'year').format('DD-MM-YYYY'),
        passport: '751234563',
      },
    ];
    for (const [i, p] of passengers.entries()) {
      const f = (field: string) => page.getByTestId(`booking-passenger-${i}-${field}`);
      await f('gender').selectOption(p.gender);
      await f('nationality').selectOption('RU');
      await f('name').fill(p.name);
      await f('surname').fill(p.surname);
      await f('birthday').fill(p.birthday);
      await f('passportNumber').fill(p.passport);
      await f('passportExpiry').fill('01-01-2033');
    }
    await fillContact(page, 'anna.smirnova@example.com');
    if (options.insurance) await page.getByTestId('booking-insurance').check();
    const total = (await page.getByTestId('booking-total').textContent())!.trim();
    await submitToPayment(page);
    return total;
  }

  it('keeps what was typed through a reload of the booking page, and its card step through another', async () => {
    const page = await newPage(journey.browser, { width: 375, height: 812, phone: true });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        problems.push(message.text());
    });
    await chooseRoundTrip(page);
    const field = (name: string) => page.getByTestId(`booking-passenger-0-${name}`);
    await field('name').fill('Anna');
    await field('surname').fill('Smirnova');
    await field('nationality').selectOption('TR');
    // the draft is kept in the tab as the visitor types
    await eventually(() =>
      page.evaluate(() => Object.values(sessionStorage).some((value) => value.includes('Smirnova'))),
    ).toBe(true);

    // the server draws the page afresh (it cannot see the tab's draft); the app then restores the draft
    await page.reload();
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.screen)).toBe('phone');
    await eventually(() => field('surname').inputValue()).toBe('Smirnova');
    expect(await field('name').inputValue()).toBe('Anna');
    expect(await field('nationality').inputValue()).toBe('TR');

    // once the order exists, a reload shows its card step, not a second form
    await fillBooking(page);
    await page.reload();
    await page.getByTestId('payment-form').waitFor();
    // its buttons read in full on the narrowest phones ("Изменить данные пассажиров" lost its end at 320 px)
    await page.setViewportSize({ width: 320, height: 740 });
    expect(await cutButtonLabels(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('books a round trip for 2 adults and an infant, pays through 3-D Secure and mails the PDF receipt', async () => {
    const page = await newPage(journey.browser, { width: 1280, height: 900 });
    await chooseRoundTrip(page);
    // with insurance: the page's total, insurance in, is the order's, so the card step follows at once (no
    // "the price has changed" on the way) and asks for that very amount
    await page.getByTestId('booking-total').waitFor();
    const withoutInsurance = (await page.getByTestId('booking-total').textContent())!.trim();
    const total = await fillBooking(page, { insurance: true });
    expect(total).not.toBe(withoutInsurance);
    expect(await page.getByTestId('payment-submit').textContent()).toContain(total);
    await payWithCard(page);

    await page.waitForURL(/\/ticketDetail\/[0-9a-f-]{36}\?token=/);
    const pnr = (await page.getByTestId('ticket-pnr').textContent())?.match(/[A-Z0-9]{6}/)?.[0];
    expect(pnr).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    for (const i of [0, 1, 2]) {
      await eventually(() => page.getByTestId(`ticket-number-${i}`).first().textContent()).toMatch(/\d{13}/);
    }

    // the receipt arrives over SMTP with the itinerary PDF, whose text names the PNR and the passengers
    await eventually(() => journey.mailsNaming(pnr!).length).toBe(1);
    const mail = journey.mailsNaming(pnr!)[0]!;
    expect(mail.to).toEqual(['anna.smirnova@example.com']);
    expect(mail.raw).toContain('Content-Type: application/pdf');
    const part = /filename=itinerary-[A-Z0-9]{6}\.pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
      mail.raw,
    );
    expect(part).not.toBeNull();
    const pdf = await getDocument({
      data: new Uint8Array(Buffer.from(part![1]!.replace(/\s+/g, ''), 'base64')),
    }).promise;
    let text = '';
    for (let i = 1; i <= pdf.numPages; i++) {
      const content = await (await pdf.getPage(i)).getTextContent();
      text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    }
    expect(text).toContain(pnr!);
    for (const name of ['SMIRNOVA', 'ANNA', 'SMIRNOV', 'IVAN', 'LEV']) expect(text).toContain(name);
    expect(text).toContain('Маршрутная квитанция');
  });

  it('declined card → payment failed → retry with a good card → confirmed', async () => {
    const page = await newPage(journey.browser, { width: 1280, height: 900 });
    await chooseRoundTrip(page);
    await fillBooking(page);
    await payDeclinedThenRetry(page);
    await page.waitForURL(/\/ticketDetail\//);
    await eventually(() => page.getByTestId('ticket-pnr').textContent()).toMatch(/[A-Z0-9]{6}/);
  });

  it('asks why when a visitor leaves a started booking, once, and lets them go', async () => {
    const page = await newPage(journey.browser, { width: 1280, height: 900 });
    await chooseRoundTrip(page);
    await page.getByTestId('booking-passenger-0-name').fill('Anna');
    await page.getByRole('link', { name: 'Помощь' }).first().click();
    const survey = page.getByRole('dialog');
    await survey.waitFor();
    await page.getByTestId('survey-reason-other').check();
    await page.getByTestId('survey-text').fill('Жду подтверждения отпуска');
    const saved = page.waitForResponse((r) => r.url().includes('/Survey/Save') && r.status() === 200);
    await page.getByTestId('survey-send').click();
    await saved;
    await page.waitForURL(/\/help/);
    // asked once per session: going back and leaving again does not ask
    await page.goBack();
    await page.getByTestId('booking-passenger-0-name').waitFor();
    await page.getByRole('link', { name: 'Помощь' }).first().click();
    await page.waitForURL(/\/help/);
  });

  it('leaves no card number or CVC in the database files, the mail or the logs', async () => {
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? files(full) : [full];
      });
    const cards = [APPROVED_CARD, DECLINED_CARD];
    for (const file of files(journey.server.dataDir)) {
      const bytes = readFileSync(file).toString('latin1');
      for (const card of cards) expect(bytes.includes(card), `${card} in ${file}`).toBe(false);
    }
    const logs = journey.server.logs();
    expect(logs).toContain('/sandbox-bank/sessions/');
    for (const card of cards) expect(logs).not.toContain(card);
    expect(logs).not.toMatch(/"cvc"|cvc=123/i);
  });
});
