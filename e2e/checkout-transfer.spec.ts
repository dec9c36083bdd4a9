import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { appStarted, newPage } from './support/browser.js';
import { fillContact, payWithCard, submitToPayment } from './support/checkout.js';
import { mailingJourney } from './support/journey.js';
import { eventually, STATE_TIMEOUT_MS } from './support/waits.js';

/**
 * Issue 12: flight and airport transfer bought in one checkout on a phone — the booking page adds the ride
 * from the landing airport (area, vehicle, hotel), the total grows by its price, one card payment pays both,
 * the ticket page lists the linked transfer, whose own page is confirmed, and one e-mail carries both
 * documents.
 */
describe('flight and transfer in one checkout (phone, English)', () => {
  const journey = mailingJourney();

  it('adds the transfer on the booking page, pays once and gets both bookings in one e-mail', async () => {
    const { server, smtp } = journey;
    const page = await newPage(journey.browser, { width: 375, height: 812 });
    const query = new URLSearchParams({
      from: 'MOW',
      to: 'AYT',
      depart: dayjs().add(18, 'day').format('YYYY-MM-DD'),
      trip: 'oneWay',
      cabin: 'economy',
      adults: '1',
      children: '0',
      infants: '0',
    });
    await page.goto(`${server.baseUrl}/flightSearch?${query}&locale=en&currency=EUR`);
    const select = page.getByTestId('outbound-section').locator('[data-testid^="select-"]').first();
    await select.waitFor({ timeout: STATE_TIMEOUT_MS });
    await select.click();
    await page.getByTestId('continue').first().click();
    await page.waitForURL(/\/flight\/[0-9a-f-]{36}\//);

    const f = (field: string) => page.getByTestId(`booking-passenger-0-${field}`);
    await f('gender').selectOption('female');
    await f('nationality').selectOption('RU');
    await f('name').fill('Anna');
    await f('surname').fill('Smirnova');
    await f('birthday').fill('15-06-1990');
    await f('passportNumber').fill('751234561');
    await f('passportExpiry').fill('01-01-2033');
    await fillContact(page, 'one.checkout@example.com');
    const flightsTotal = await page.getByTestId('booking-total').textContent();

    const addon = page.getByTestId('checkout-transfer');
    await addon.getByTestId('checkout-transfer-add').check();
    await addon.getByTestId('checkout-transfer-district').selectOption({ label: 'Lara' });
    const price = page.getByTestId('booking-transfer-price');
    await price.waitFor({ timeout: STATE_TIMEOUT_MS });
    await addon.getByTestId('checkout-transfer-address').fill('Lara Beach Hotel, Lara');
    const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    await eventually(async () =>
      amount(await page.getByTestId('booking-total').textContent()).toFixed(2),
    ).toBe((amount(flightsTotal) + amount(await price.textContent())).toFixed(2));

    await submitToPayment(page);
    await payWithCard(page);
    await page.waitForURL(/\/ticketDetail\/[0-9a-f-]{36}\?token=/, { timeout: STATE_TIMEOUT_MS });
    const pnr = (await page.getByTestId('ticket-pnr').textContent())?.match(/[A-Z0-9]{6}/)?.[0];
    const linked = page.getByTestId('linked-transfer');
    await linked.waitFor({ timeout: STATE_TIMEOUT_MS });
    const transferPnr = (await linked.textContent())?.match(/\b[A-HJ-NP-Z2-9]{6}\b/)?.[0];
    expect(transferPnr).toBeDefined();
    expect(transferPnr).not.toBe(pnr);

    // one e-mail for both, with the itinerary receipt and the transfer voucher
    await eventually(
      () => smtp.messages.filter((m) => m.to.includes('one.checkout@example.com')).length,
    ).toBe(1);
    const mail = smtp.messages.find((m) => m.to.includes('one.checkout@example.com'))!;
    expect(mail.raw).toContain(`filename=itinerary-${pnr}.pdf`);
    expect(mail.raw).toContain(`filename=transfer-${transferPnr}.pdf`);

    // the transfer's own page: confirmed, following the flight. The ticket page came through the bank's
    // redirect, drawn by the server: the link is followed by the app once it runs, and the router changes the
    // URL only when the next page's code and texts have loaded (twice over 15 s on a loaded 2-core machine)
    await appStarted(page);
    await linked.getByRole('link').click();
    await page.waitForURL(/\/transferDetail\/[0-9a-f-]{36}\?token=/, { timeout: 2 * STATE_TIMEOUT_MS });
    await eventually(() => page.getByTestId('transfer-state').textContent()).toMatch(/Confirmed/i);
    expect(await page.getByTestId('transfer-linked-flight').textContent()).toContain(pnr!);
    expect(await page.getByTestId('transfer-pickup').textContent()).toContain('Antalya');
  });
});
