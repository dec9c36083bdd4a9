import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, newPage, screenshotFailuresAndClosePages } from './support/browser.js';
import { decodedMail } from './support/mail.js';
import { bookAndPay, bookLinkedTransfer } from './support/orders.js';
import { type StartedServer, startServer } from './support/server.js';
import { startSmtpServer } from './support/smtp.js';
import { eventually, STATE_TIMEOUT_MS } from './support/waits.js';

/** Local `YYYY-MM-DDTHH:mm` moved by some minutes. */
const shift = (local: string, minutes: number) =>
  new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/**
 * Issue 12: the ticket page offers an airport transfer for the landing (prefilled, linked to the booking) →
 * staff re-time the flight in the admin → the traveller's e-mail arrives with the old and new times of both
 * → the ticket page shows the change on its timeline and offers the full refund the change allows → the
 * linked transfer shows the new pickup time.
 */
describe('charter schedule change, from the admin to the traveller', () => {
  let server: StartedServer;
  let browser: Browser | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    [server, browser] = await Promise.all([
      // the notice goes out at once here (in production it waits a minute for a correction)
      startServer({ SMTP_URL: smtp.url, SCHEDULE_MAIL_DELAY_SECONDS: '0' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });
  screenshotFailuresAndClosePages(() => browser);

  it('re-times the flight in the admin; the traveller is e-mailed and sees the timeline', async () => {
    const email = 'retimed.traveller@example.com';
    const booking = await bookAndPay(server.baseUrl, { email, daysAhead: 16, surname: 'Vremenova' });
    const order = await callApi<{
      flights: { flightNumber: string; departureLocal: string; arrivalLocal: string }[];
    }>(
      server.baseUrl,
      `/api/services/app/Booking/GetOrder?Id=${booking.orderId}&Token=${encodeURIComponent(booking.token)}`,
    );
    const flight = order.body.result!.flights[0]!;

    // the ticket page offers a transfer from the landing airport; the offer opens a prefilled search
    const offerPage = await newPage(browser!, { width: 375, height: 812 });
    await offerPage.goto(`${server.baseUrl}${booking.ticketPath}&locale=en`);
    await offerPage.getByTestId('add-transfer').click();
    await offerPage.waitForURL('**/transferSearch?**');
    const offered = new URL(offerPage.url()).searchParams;
    expect(offered.get('airport')).toBe('AYT');
    // a ride from the airport is booked for the flight's scheduled arrival (the driver meets the flight)
    expect(`${offered.get('date')}T${offered.get('time')}`).toBe(flight.arrivalLocal);
    expect(offered.get('forOrder')).toBe(booking.orderId);
    const offer = {
      airportCode: offered.get('airport')!,
      date: offered.get('date')!,
      time: offered.get('time')!,
      passengers: Number(offered.get('pax')),
      luggage: Number(offered.get('bags')),
    };
    const transfer = await bookLinkedTransfer(server.baseUrl, booking, offer);
    const signIn = await callApi<{ accessToken: string }>(server.baseUrl, '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: 'admin', password: server.adminPassword },
    });
    const programmes = await callApi<{ items: { id: number }[] }>(
      server.baseUrl,
      `/api/services/app/Inventory/GetProgrammes?Keyword=${flight.flightNumber}`,
      { token: signIn.body.result!.accessToken },
    );
    const programmeId = programmes.body.result!.items[0]!.id;
    const date = flight.departureLocal.slice(0, 10);
    const newDeparture = shift(flight.departureLocal, 270);
    const newArrival = shift(flight.arrivalLocal, 270);

    const page = await newPage(browser!, { width: 1400, height: 900 });
    await page.goto(`${server.baseUrl}/admin/login?locale=en`);
    await page.getByTestId('admin-login-username').fill('admin');
    await page.getByTestId('admin-login-password').fill(server.adminPassword);
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL('**/admin/main/home');
    await page.goto(
      `${server.baseUrl}/admin/inventory/programmes/${programmeId}?dateFrom=${date}&dateTo=${date}`,
    );
    await page.getByTestId(`admin-flight-schedule-${date}`).click();
    await page.getByTestId('admin-flight-schedule-departure').fill(newDeparture);
    await page.getByTestId('admin-flight-schedule-arrival').fill(newArrival);
    await page.getByTestId('admin-flight-schedule-reason').fill('Airport slot moved');
    await page.getByTestId('admin-flight-schedule-save').click();
    await page
      .getByText('New time saved: 1 paid bookings will be e-mailed')
      .waitFor({ timeout: STATE_TIMEOUT_MS });

    // the traveller's e-mail: old and new times, the reason, the refund the 4.5-hour move allows
    await eventually(() =>
      smtp.messages.some((m) => m.to.includes(email) && /scheduleRefund=1/.test(decodedMail(m.raw))),
    ).toBe(true);
    const mail = decodedMail(smtp.messages.find((m) => /scheduleRefund=1/.test(decodedMail(m.raw)))!.raw);
    expect(mail).toContain(newDeparture.slice(11));
    expect(mail).toContain(flight.departureLocal.slice(11));
    expect(mail).toContain('Airport slot moved');
    expect(mail).toMatch(/itinerary-[A-Z0-9]{6}\.pdf/);
    // … and of the transfer booked for it: its pick-up moved by as much
    const newPickup = shift(flight.arrivalLocal, 270);
    expect(mail).toContain('Transfer pick-up');
    expect(mail).toContain(newPickup.slice(11));
    expect(mail).toContain(transfer.pnr);

    // the ticket page: the new time, the change on the timeline, the refund offered
    const traveller = await newPage(browser!, { width: 375, height: 812 });
    await traveller.goto(`${server.baseUrl}${booking.ticketPath}&scheduleRefund=1`);
    await traveller.getByTestId('timeline-scheduleChanged').waitFor({ timeout: STATE_TIMEOUT_MS });
    await traveller.getByTestId('flight-retimed-0').waitFor();
    const timeline = await traveller.getByTestId('booking-timeline').innerText();
    expect(timeline).toContain(newDeparture.slice(11));
    expect(await traveller.getByTestId('timeline-mailSent').count()).toBeGreaterThanOrEqual(2);
    await traveller.getByTestId('schedule-refund-start').click();
    await traveller.getByTestId('schedule-refund-confirm').click();
    await traveller.locator('[data-testid="ticket-state"][data-state="Refunded"]').waitFor({
      timeout: STATE_TIMEOUT_MS,
    });
    await traveller.getByTestId('timeline-refunded').waitFor();

    // the linked transfer's page: the new pick-up time, and why it moved
    await traveller.goto(`${server.baseUrl}${transfer.path}&locale=en`);
    await traveller.getByTestId('timeline-pickupMoved').waitFor({ timeout: STATE_TIMEOUT_MS });
    expect(await traveller.getByTestId('transfer-date-time').innerText()).toContain(newPickup.slice(11));
    expect(await traveller.getByTestId('transfer-linked-flight').innerText()).toContain(booking.pnr);
  });
});
