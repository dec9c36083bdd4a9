import dayjs from 'dayjs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, expectEnvelopeShape } from './support/api.js';
import { launchBrowser, newPage, screenshotFailuresAndClosePages } from './support/browser.js';
import { type StartedServer, startServer } from './support/server.js';
import { startSmtpServer } from './support/smtp.js';
import { eventually } from './support/waits.js';

/**
 * Issue 5: a back-office role with only Pages.Orders, made and assigned through the Roles and Users screens;
 * its user sees the orders menu only, is refused by the Users API, finds a paid order by PNR and refunds it
 * through the bank; the customer gets the refund e-mail over SMTP.
 */
describe('admin orders: an orders-only role refunds a paid booking', () => {
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

  async function signIn(page: Page, userName: string, password: string) {
    await page.goto(`${server.baseUrl}/admin/login?locale=en`);
    await page.getByTestId('admin-login-username').fill(userName);
    await page.getByTestId('admin-login-password').fill(password);
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL('**/admin/main/home');
  }

  /** Form posts to the sandbox bank as the buyer's browser would; answers the redirect target. */
  async function postForm(url: string, data: Record<string, string>): Promise<string> {
    const res = await fetch(new URL(url, server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(data).toString(),
      redirect: 'manual',
    });
    expect(res.status, `${url} → ${res.status}`).toBe(303);
    return res.headers.get('location')!;
  }

  /** A paid, confirmed booking made through the public API and the sandbox bank (3-D Secure). */
  async function bookAndPay(): Promise<{ pnr: string; orderId: string }> {
    const saved = await callApi<{ id: string }>(server.baseUrl, '/api/services/app/Flight/SaveFlightSearch', {
      body: {
        origin: 'MOW',
        destination: 'AYT',
        departureDate: dayjs().add(12, 'day').format('YYYY-MM-DD'),
        adults: 1,
      },
    });
    expect(saved.status).toBe(200);
    const results = await callApi<{
      flightSearchResponses: {
        id: string;
        direction: string;
        isDirect: boolean;
        price: { total: number; currency: string };
      }[];
    }>(
      server.baseUrl,
      `/api/services/app/Flight/GetFlightSearchResults?Id=${saved.body.result!.id}&currency=EUR`,
    );
    const offer = results.body.result!.flightSearchResponses.find(
      (o) => o.direction === 'outbound' && o.isDirect,
    );
    expect(offer).toBeDefined();
    const added = await callApi<{ orderId: string; pGuid: string; response: { cardAction: string } }>(
      server.baseUrl,
      '/api/services/app/Booking/AddOrder',
      {
        headers: { 'idempotency-key': `e2e-orders-${Date.now()}` },
        body: {
          searchId: saved.body.result!.id,
          outboundOfferId: offer!.id,
          passengers: [
            {
              type: 'adult',
              gender: 'female',
              name: 'Olga',
              surname: 'Refundova',
              birthday: '1988-03-14',
              nationality: 'RU',
              passportNumber: '761234567',
              passportExpiry: dayjs().add(5, 'year').format('YYYY-MM-DD'),
            },
          ],
          contact: {
            email: 'olga.refund@example.com',
            mobilePhone: '+79001112233',
            name: 'Olga',
            surname: 'Refundova',
            birthday: '1988-03-14',
          },
          insurance: false,
          contractAccepted: true,
          siteUsageAccepted: true,
          currency: offer!.price.currency,
          expectedTotal: offer!.price.total,
        },
      },
    );
    expect(added.status, JSON.stringify(added.body.error)).toBe(200);
    const { orderId, pGuid, response } = added.body.result!;
    const challenge = await postForm(response.cardAction, {
      cardNumber: '4242424242424242',
      expiryMonth: '12',
      expiryYear: String((new Date().getFullYear() + 3) % 100),
      cvc: '123',
      cardOwner: 'OLGA REFUNDOVA',
    });
    const back = await postForm(challenge, { otp: '123456' });
    const returned = await fetch(back, { redirect: 'manual' });
    expect(returned.status).toBe(303);
    let pnr = '';
    await eventually(async () => {
      const order = await callApi<{ state: string; pnr: string }>(
        server.baseUrl,
        `/api/services/app/Booking/GetOrder?Id=${orderId}&Token=${encodeURIComponent(pGuid)}`,
      );
      pnr = order.body.result?.pnr ?? '';
      return order.body.result?.state;
    }).toBe('Confirmed');
    return { pnr, orderId };
  }

  it('gives an orders-only user the orders screen and nothing else, and refunds through the bank', async () => {
    const page = await newPage(browser!, { width: 1400, height: 900 });
    await signIn(page, 'admin', server.adminPassword);

    // a role with only Pages.Orders, on the Roles screen
    await page.getByTestId('admin-nav-roles').click();
    await page.waitForURL('**/admin/access/roles');
    await page.getByTestId('admin-role-create').click();
    await page.getByTestId('admin-role-form-name').fill('OrdersDesk');
    await page.getByTestId('admin-role-form-displayName').fill('Orders desk');
    await page.getByTestId('admin-permission-Pages.Orders').check();
    await page.getByTestId('admin-role-form-submit').click();
    await page.getByTestId('admin-role-row-OrdersDesk').waitFor();

    // a user with that role, on the Users screen
    await page.getByTestId('admin-nav-users').click();
    await page.waitForURL('**/admin/access/users');
    await page.getByTestId('admin-user-create').click();
    await page.getByTestId('admin-user-form-userName').fill('orders.desk');
    await page.getByTestId('admin-user-form-name').fill('Olesya');
    await page.getByTestId('admin-user-form-surname').fill('Desk');
    await page.getByTestId('admin-user-form-email').fill('orders.desk@example.com');
    await page.getByTestId('admin-user-form-roles').click();
    await page.getByRole('option', { name: 'Orders desk' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('admin-user-form-password').fill('Orders-Desk-2026');
    await page.getByTestId('admin-user-form-password-repeat').fill('Orders-Desk-2026');
    await page.getByTestId('admin-user-form-submit').click();
    await page.getByTestId('admin-user-row-orders.desk').waitFor();

    // sign out, and in as the new user
    await page.getByTestId('admin-user-menu').click();
    await page.getByTestId('admin-logout').click();
    await page.waitForURL('**/admin/login**');
    await signIn(page, 'orders.desk', 'Orders-Desk-2026');

    // the menu: Home and the sales pages granted by Pages.Orders, no user, role, inventory or settings screens
    await page.getByTestId('admin-nav-orders').waitFor();
    const menu = await page
      .locator('[data-testid^="admin-nav-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.replace('admin-nav-', '')));
    expect(menu).toContain('home');
    for (const forbidden of [
      'users',
      'roles',
      'tenants',
      'settings',
      'agency',
      'customers',
      'programmes',
      'cities',
      'exchangeRates',
    ]) {
      expect(menu, `menu shows ${forbidden}`).not.toContain(forbidden);
    }

    // the user's own token is refused by the Users API with the ABP envelope
    const token = await page.evaluate(
      () => localStorage.getItem('enc_auth_token') ?? sessionStorage.getItem('enc_auth_token'),
    );
    expect(token).toBeTruthy();
    const users = await callApi(server.baseUrl, '/api/services/app/User/GetAll', { token: token! });
    expect(users.status).toBe(403);
    expectEnvelopeShape(users.body);
    expect(users.body).toMatchObject({ success: false, unAuthorizedRequest: true });
    expect(users.body.error?.message).toContain('Pages.Users');

    // a customer books and pays meanwhile
    const { pnr, orderId } = await bookAndPay();

    // find it by PNR on the orders screen and open it
    await page.getByTestId('admin-nav-orders').click();
    await page.waitForURL('**/admin/sales/orders');
    await page.getByTestId('admin-orders-search').fill(pnr);
    await page.waitForURL(new RegExp(`q=${pnr}`));
    const row = page.getByTestId(`admin-order-row-${pnr}`);
    await row.waitFor();
    await eventually(() => page.locator('[data-testid^="admin-order-row-"]').count()).toBe(1);
    await row.click();
    await page.waitForURL(`**/admin/sales/orders/${orderId}`);
    const state = page.getByTestId('admin-order-detail-state');
    await eventually(() => state.getAttribute('data-state')).toBe('Confirmed');

    // refund everything (the amount starts at what is left) with a reason
    await page.getByTestId('admin-order-refund').click();
    const amount = page.getByTestId('admin-order-refund-amount');
    await amount.waitFor();
    expect(Number(await amount.inputValue())).toBeGreaterThan(0);
    await page.getByTestId('admin-order-refund-note').fill('Customer cancelled by phone');
    await page.getByTestId('admin-order-refund-confirm').click();

    await eventually(() => state.getAttribute('data-state')).toBe('Refunded');
    await page.getByTestId('admin-order-refund-row').waitFor();
    expect(await page.getByTestId('admin-order-refund-amount').count()).toBe(0);
    await eventually(() => page.getByTestId('admin-order-refund').isDisabled()).toBe(true);
    await eventually(() => page.getByTestId('admin-order-history').textContent()).toContain(
      'Customer cancelled by phone',
    );

    // the customer is told over SMTP, in the order's language, with the amount
    await eventually(
      () => smtp.messages.filter((m) => m.raw.includes(`Refund for your booking ${pnr}`)).length,
    ).toBe(1);
    const mail = smtp.messages.find((m) => m.raw.includes(`Refund for your booking ${pnr}`))!;
    expect(mail.to).toEqual(['olga.refund@example.com']);
    expect(mail.raw).toMatch(/refunded \d+\.\d{2} EUR/);
  });
});
