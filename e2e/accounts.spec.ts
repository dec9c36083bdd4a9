import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.js';
import { launchBrowser, newPage, screenshotFailuresAndClosePages } from './support/browser.js';
import { fillContact, payWithCard } from './support/checkout.js';
import { decodedMail } from './support/mail.js';
import { bookAndPay } from './support/orders.js';
import { type StartedServer, startServer } from './support/server.js';
import { startSmtpServer } from './support/smtp.js';
import { eventually, STATE_TIMEOUT_MS } from './support/waits.js';

// Issue 10: customer accounts end to end, in the Russian interface, with a real SMTP server receiving the links.
describe('customer accounts (Russian UI)', () => {
  let server: StartedServer;
  let browser: Browser | undefined;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  });
  screenshotFailuresAndClosePages(() => browser);

  /** The newest link to `path` e-mailed to `to`, once it has arrived. */
  async function linkSentTo(to: string, path: RegExp): Promise<string> {
    let link = '';
    await eventually(() => {
      for (const m of [...smtp.messages].reverse()) {
        if (!m.to.includes(to)) continue;
        const found = decodedMail(m.raw).match(path);
        if (found) {
          link = found[0];
          return true;
        }
      }
      return false;
    }).toBe(true);
    return link.replace(/^https?:\/\/[^/]+/, server.baseUrl);
  }

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${server.baseUrl}/login?locale=ru`);
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/account\/dashboard/, { timeout: STATE_TIMEOUT_MS });
  }

  it('books as a guest, sets the password from the e-mail, books again from the saved passenger, requests a cancellation, signs out', async () => {
    const email = 'guest.traveller@example.com';
    const first = await bookAndPay(server.baseUrl, { email, surname: 'Smirnova' });
    const setLink = await linkSentTo(
      email,
      /https?:\/\/[^\s"<>]+\/resetPassword\?token=[A-Za-z0-9_-]+&set=1/,
    );

    const page = await newPage(browser!, { width: 1280, height: 900 });
    await page.goto(`${setLink}&locale=ru`);
    await page.getByTestId('reset-password').fill('Antalya-Sunshine-2026');
    await page.getByTestId('reset-password-repeat').fill('Antalya-Sunshine-2026');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor({ timeout: STATE_TIMEOUT_MS });

    await signIn(page, email, 'Antalya-Sunshine-2026');
    // the dashboard's next trip says when its check-in closes (Moscow → Antalya: 1 h 15 min before departure)
    const closes = page.getByTestId('dashboard-check-in-closes');
    await closes.waitFor({ timeout: STATE_TIMEOUT_MS });
    expect(await closes.textContent()).toMatch(/^Регистрация до \d{2}:\d{2}$/);
    await page.goto(`${server.baseUrl}/account/bookings?locale=ru`);
    await page.getByTestId(`member-order-${first.pnr}`).waitFor({ timeout: STATE_TIMEOUT_MS });

    // a second booking: the passenger comes from the saved ones in one click
    const depart = dayjs().add(20, 'day').format('YYYY-MM-DD');
    const saved = await callApi<{ id: string }>(server.baseUrl, '/api/services/app/Flight/SaveFlightSearch', {
      body: { origin: 'MOW', destination: 'AYT', departureDate: depart, adults: 1 },
    });
    const results = await callApi<{ flightSearchResponses: { id: string; direction: string }[] }>(
      server.baseUrl,
      `/api/services/app/Flight/GetFlightSearchResults?Id=${saved.body.result!.id}&currency=EUR`,
    );
    const offer = results.body.result!.flightSearchResponses.find((o) => o.direction === 'outbound')!;
    await page.goto(`${server.baseUrl}/flight/${saved.body.result!.id}/${offer.id}?locale=ru`);
    const prefill = page.getByTestId('booking-passenger-0-prefill');
    await prefill.waitFor({ timeout: STATE_TIMEOUT_MS });
    await prefill.selectOption({ index: 1 });
    await expect(page.getByTestId('booking-passenger-0-surname').inputValue()).resolves.toBe('SMIRNOVA');
    await fillContact(page, email);
    await page.getByTestId('booking-submit').click();
    await payWithCard(page);
    await page.waitForURL(/\/ticketDetail\//, { timeout: STATE_TIMEOUT_MS });

    await page.goto(`${server.baseUrl}/account/bookings?locale=ru`);
    await page.getByTestId(`member-order-${first.pnr}`).waitFor({ timeout: STATE_TIMEOUT_MS });
    await eventually(async () => page.locator('[data-testid^="member-order-state-"]').count()).toBe(2);
    // on a phone a card's state and total share one row across it, the total at its right edge
    await page.setViewportSize({ width: 375, height: 812 });
    await eventually(async () => {
      const box = async (id: string) => (await page.getByTestId(id).boundingBox())!;
      const card = await box(`member-order-${first.pnr}`);
      const state = await box(`member-order-state-${first.pnr}`);
      const total = await box(`member-order-total-${first.pnr}`);
      return {
        oneRow: Math.abs(state.y + state.height / 2 - (total.y + total.height / 2)) < 4,
        stateAtLeft: state.x - card.x < 40,
        totalAtRight: card.x + card.width - (total.x + total.width) < 40,
      };
    }).toEqual({ oneRow: true, stateAtLeft: true, totalAtRight: true });
    // and the profile's phone field shows its example whole ("+7 900 000-00-0" beside the date of birth)
    await page.goto(`${server.baseUrl}/account/profile?locale=ru`);
    const phone = page.locator('input[type="tel"]').first();
    await phone.waitFor({ timeout: STATE_TIMEOUT_MS });
    const placeholderFits = await phone.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const pen = document.createElement('canvas').getContext('2d')!;
      pen.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return pen.measureText(input.placeholder).width <= room;
    });
    expect(placeholderFits, 'the phone example cut at 375 px').toBe(true);
    // a half-typed date of birth (the browser's value is then '') is refused, not saved as "not set"
    await page.getByTestId('profile-birthdate').focus();
    await page.keyboard.type('12');
    await page.getByTestId('profile-save').click();
    await page.getByText('Введите корректную дату').waitFor({ timeout: STATE_TIMEOUT_MS });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.baseUrl}/account/bookings?locale=ru`);
    await page.getByTestId(`member-order-cancel-${first.pnr}`).waitFor({ timeout: STATE_TIMEOUT_MS });

    await page.getByTestId(`member-order-cancel-${first.pnr}`).click();
    await page.getByTestId('cancel-confirm').click();
    await eventually(() => page.getByTestId(`member-order-state-${first.pnr}`).textContent()).toBe(
      'Ожидает отмены',
    );

    // sign out: the server refuses the token, local and session storage are empty
    const token = await page.evaluate(
      () => localStorage.getItem('enc_auth_token') ?? sessionStorage.getItem('enc_auth_token'),
    );
    expect(token).toBeTruthy();
    await page.getByTestId('header-member').click();
    await page.getByTestId('header-sign-out').click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: STATE_TIMEOUT_MS });
    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      // the router notes the scroll position of the page just left: not data of the traveller's
      session: Object.keys(sessionStorage).filter((k) => k !== 'react-router-scroll-positions'),
      token: localStorage.getItem('enc_auth_token') ?? sessionStorage.getItem('enc_auth_token'),
    }));
    expect(storage.token).toBeNull();
    expect(storage.session).toEqual([]);
    // only the interface language survives (a device preference, spec §4 aside)
    expect(storage.local.length).toBeLessThanOrEqual(1);
    const after = await callApi(server.baseUrl, '/api/services/app/Member/GetProfile', { token: token! });
    expect(after.status).toBe(401);
  }, 180_000);

  it('registers, confirms by e-mail and signs in; resets the password by e-mail: the old one is refused, the link works once', async () => {
    const email = 'olga.new@example.com';
    const page = await newPage(browser!, { width: 375, height: 812 });
    await page.goto(`${server.baseUrl}/register?locale=ru`);
    await page.getByTestId('register-name').fill('Olga');
    await page.getByTestId('register-surname').fill('Ivanova');
    await page.getByTestId('register-email').fill(email);
    await page.getByTestId('register-password').fill('Kazan-Autumn-2026');
    await page.getByTestId('register-password-repeat').fill('Kazan-Autumn-2026');
    await page.getByTestId('register-adult').check();
    await page.getByTestId('register-terms').check();
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-sent').waitFor({ timeout: STATE_TIMEOUT_MS });

    const confirm = await linkSentTo(email, /https?:\/\/[^\s"<>]+\/login\?confirm=[A-Za-z0-9_-]+/);
    await page.goto(`${confirm}&locale=ru`);
    await page.getByTestId('login-confirmed').waitFor({ timeout: STATE_TIMEOUT_MS });
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill('Kazan-Autumn-2026');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/account\/dashboard/, { timeout: STATE_TIMEOUT_MS });
    await page.getByTestId('header-member').click();
    await page.getByTestId('header-sign-out').click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: STATE_TIMEOUT_MS });

    await page.goto(`${server.baseUrl}/resetPassword?locale=ru`);
    await page.getByTestId('reset-email').fill(email);
    await page.getByTestId('reset-request').click();
    await page.getByTestId('reset-sent').waitFor({ timeout: STATE_TIMEOUT_MS });
    const reset = await linkSentTo(email, /https?:\/\/[^\s"<>]+\/resetPassword\?token=[A-Za-z0-9_-]+/);
    await page.goto(`${reset}&locale=ru`);
    await page.getByTestId('reset-password').fill('Sochi-Winter-2027');
    await page.getByTestId('reset-password-repeat').fill('Sochi-Winter-2027');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor({ timeout: STATE_TIMEOUT_MS });

    const login = (password: string) =>
      callApi(server.baseUrl, '/api/TokenAuth/Authenticate', {
        body: { userNameOrEmailAddress: email, password },
      });
    expect((await login('Kazan-Autumn-2026')).status).toBe(401);
    expect((await login('Sochi-Winter-2027')).status).toBe(200);

    // the same link a second time
    await page.goto(`${reset}&locale=ru`);
    await page.getByTestId('reset-password').fill('Another-Pass-2028');
    await page.getByTestId('reset-password-repeat').fill('Another-Pass-2028');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-link-invalid').waitFor({ timeout: STATE_TIMEOUT_MS });
  }, 120_000);
});
