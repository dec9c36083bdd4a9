import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteCallOptions, siteCall } from '../../testing/back-office-calls.js';
import {
  adultPassenger,
  createTestBuyer,
  orderBody,
  searchFlights,
  testContact,
} from '../../testing/orders.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { flights } from '../flights/flights.tables.js';
import { mailOutbox } from '../notifications/notifications.tables.js';
import { createGatewayProvider, defaultSandboxMerchant } from '../payments/payments.provider.js';
import { payments, refunds } from '../payments/payments.tables.js';
import { sandboxBankRefunds } from '../sandbox-bank/sandbox-bank.tables.js';
import { orderEvents, orders } from './bookings.tables.js';

const START = new Date('2026-11-22T10:00:00Z');
const DEPARTURE = '2026-12-05';

interface Booked {
  orderId: string;
  pnr: string;
  flightId: number;
  total: number;
  currency: string;
}

describe('admin Order service', () => {
  let t: TestApp;
  const now = START;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charterdesk-orders-'));
  let hostToken: string;
  let keyNo = 0;

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: { horizonDays: 30 } },
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.example' },
    });
    hostToken = await signIn(t.app);
  });
  afterAll(() => t.close());

  /** As the host admin unless told otherwise; an empty token calls anonymously. */
  const call = (method: 'GET' | 'POST', url: string, opts: Omit<SiteCallOptions, 'tenant'> = {}) =>
    siteCall(t.app)(method, url, { ...opts, token: opts.token ?? hostToken });

  /** Books one flight (optionally for a tenant) and pays it with the approved test card through 3-D Secure. */
  async function book(
    opts: { surname?: string; email?: string; tenant?: number; pay?: boolean; culture?: string } = {},
  ): Promise<Booked> {
    const tenantHeader: Record<string, string> = opts.tenant ? { 'Abp.TenantId': String(opts.tenant) } : {};
    const { searchId: id, result } = await searchFlights(
      t.app,
      { origin: 'VKO', destination: 'AYT', departureDate: DEPARTURE },
      { headers: tenantHeader },
    );
    const offer = result.flightSearchResponses.find((o) => o.direction === 'outbound' && o.isDirect)!;
    const surname = opts.surname ?? 'Petrov';
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/AddOrder',
      headers: {
        'idempotency-key': `order-admin-${++keyNo}`,
        'accept-language': opts.culture ?? 'en',
        ...tenantHeader,
      },
      payload: orderBody(id, offer, {
        passengers: [adultPassenger({ surname })],
        contact: testContact({ email: opts.email ?? 'ivan@example.com', surname }),
      }),
    });
    expect(added.statusCode, added.body).toBe(200);
    const { orderId, response } = added.json().result;
    if (opts.pay !== false) await createTestBuyer(t.app).pay(response.cardAction);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.state).toBe(opts.pay === false ? 'WaitingForPayment' : 'Confirmed');
    return {
      orderId,
      pnr: row!.pnr,
      flightId: Number(offer.id.split('-')[0]),
      total: row!.totalAmount,
      currency: row!.currency,
    };
  }

  const seatsOf = async (flightId: number) =>
    (
      await t.database.db
        .select({ n: flights.seatsLeftEconomy })
        .from(flights)
        .where(eq(flights.id, flightId))
    )[0]!.n!;
  const stateOf = async (orderId: string) =>
    (await t.database.db.select({ s: orders.state }).from(orders).where(eq(orders.id, orderId)))[0]!.s;
  const mailsOf = (orderId: string, kind: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind)))
      // in the order they were queued: PostgreSQL returns rows an update touched in no fixed order
      .orderBy(mailOutbox.id);
  const bankRefunds = (refundRef: string) =>
    t.database.db.select().from(sandboxBankRefunds).where(eq(sandboxBankRefunds.refundRef, refundRef));
  const detail = async (id: string) => {
    const res = await call('GET', `Order/Get?Id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };

  let a: Booked;
  let b: Booked;
  let c: Booked;
  let unpaid: Booked;

  it('lists the tenant’s orders with keyword, state and date filters, sorting and paging', async () => {
    a = await book({ surname: 'Smirnov', email: 'smirnov@example.com' });
    b = await book({ surname: 'Kuznetsov', email: 'kuz@example.com' });
    c = await book({ surname: 'Popov', email: 'popov@example.com', culture: 'ru' });
    unpaid = await book({ surname: 'Volkov', email: 'volkov@example.com', pay: false });

    const allRes = await call('GET', 'Order/GetAll');
    expect(allRes.statusCode, allRes.body).toBe(200);
    const all = allRes.json().result;
    expect(all.totalCount).toBe(4);
    expect(all.items[0]).toMatchObject({
      route: 'VKO → AYT',
      passengerCount: 1,
      total: { currency: 'EUR' },
    });
    expect(all.items[0].departureLocal).toMatch(/^2026-12-05T/);
    expect(all.items[0]).not.toHaveProperty('passportNumber');

    const byPnr = (await call('GET', `Order/GetAll?Keyword=${a.pnr.toLowerCase()}`)).json().result;
    expect(byPnr.items.map((o: { id: string }) => o.id)).toEqual([a.orderId]);
    const byMail = (await call('GET', 'Order/GetAll?Keyword=kuz@')).json().result;
    expect(byMail.items.map((o: { id: string }) => o.id)).toEqual([b.orderId]);
    const bySurname = (await call('GET', 'Order/GetAll?Keyword=popov')).json().result;
    expect(bySurname.items.map((o: { id: string }) => o.id)).toEqual([c.orderId]);
    const byNumber = (await call('GET', `Order/GetAll?Keyword=${unpaid.orderId}`)).json().result;
    expect(byNumber.totalCount).toBe(1);

    const waiting = (await call('GET', 'Order/GetAll?State=WaitingForPayment')).json().result;
    expect(waiting.items.map((o: { id: string }) => o.id)).toEqual([unpaid.orderId]);
    // empty filters (as a cleared form sends them) filter nothing
    expect((await call('GET', 'Order/GetAll?State=&Keyword=&CreationFrom=')).json().result.totalCount).toBe(
      4,
    );
    const confirmed = (await call('GET', 'Order/GetAll?State=Confirmed')).json().result;
    expect(confirmed.totalCount).toBe(3);

    const page = (
      await call('GET', 'Order/GetAll?MaxResultCount=2&SkipCount=2&Sorting=contactSurname asc')
    ).json().result;
    expect(page.totalCount).toBe(4);
    expect(page.items.map((o: { contactSurname: string }) => o.contactSurname)).toEqual([
      'SMIRNOV',
      'VOLKOV',
    ]);
    // a page past the end still knows how many there are
    const beyond = (await call('GET', 'Order/GetAll?MaxResultCount=2&SkipCount=10')).json().result;
    expect(beyond).toEqual({ totalCount: 4, items: [] });
    const desc = (await call('GET', 'Order/GetAll?Sorting=contactSurname desc')).json().result;
    expect(desc.items[0].contactSurname).toBe('VOLKOV');

    expect(
      (await call('GET', 'Order/GetAll?CreationFrom=2026-11-22&CreationTo=2026-11-22')).json().result
        .totalCount,
    ).toBe(4);
    expect((await call('GET', 'Order/GetAll?CreationFrom=2026-11-23')).json().result.totalCount).toBe(0);
    expect(
      (await call('GET', 'Order/GetAll?DepartureFrom=2026-12-05&DepartureTo=2026-12-05')).json().result
        .totalCount,
    ).toBe(4);
    expect((await call('GET', 'Order/GetAll?DepartureTo=2026-12-04')).json().result.totalCount).toBe(0);

    const bad = await call('GET', 'Order/GetAll?CreationFrom=yesterday&State=Nope');
    expect(bad.statusCode).toBe(400);
  });

  it('shows the detail with full passport data, payments, history and e-mails, never card data', async () => {
    const d = await detail(a.orderId);
    expect(d).toMatchObject({
      pnr: a.pnr,
      state: 'Confirmed',
      contact: { email: 'smirnov@example.com', mobilePhone: '+79001234567' },
      refundedAmount: 0,
      refundableAmount: a.total,
      allowedActions: { resendTicket: true, refund: true, cancel: true, markCancelHandled: false },
    });
    expect(d.passengers[0]).toMatchObject({ surname: 'SMIRNOV', passportNumber: '751234567' });
    expect(d.passengers[0].tickets[0].ticketNumber).toMatch(/^\d{13}$/);
    expect(d.payments).toHaveLength(1);
    expect(d.payments[0]).toMatchObject({ status: 'approved', amount: a.total, gateway: 'sandbox' });
    expect(d.payments[0].reference).toBeTruthy();
    expect(d.history.map((e: { toState: string }) => e.toState)).toEqual([
      'WaitingForPayment',
      'Paid',
      'Confirmed',
    ]);
    expect(d.mails).toMatchObject([{ kind: 'ticket', to: 'smirnov@example.com' }]);
    // the card paid with (TEST_CARDS.approved), whole or as its last four digits after a mask; "4242" alone
    // also turns up in random ids (it failed CI once inside an order's UUID)
    expect(JSON.stringify(d)).not.toMatch(/cardAction|4242424242424242|[*•x]{2,}\s?4242/i);

    expect((await call('GET', 'Order/Get?Id=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('names the order’s cities and airports in the staff member’s language, not the one it was placed in', async () => {
    // `a` was placed on the English site: its stored itinerary says "Moscow" and "Antalya"
    const route = async (culture: string) => {
      const res = await call('GET', `Order/Get?Id=${a.orderId}`, { culture });
      expect(res.statusCode, res.body).toBe(200);
      const [f] = res.json().result.flights;
      return [f.origin.cityName, f.destination.cityName];
    };
    expect(await route('en')).toEqual(['Moscow', 'Antalya']);
    expect(await route('ru')).toEqual(['Москва', 'Анталья']);
    expect(await route('tr')).toEqual(['Moskova', 'Antalya']);
  });

  it('answers 401 without a token and 403 with the ABP envelope without Pages.Orders', async () => {
    expect((await call('GET', 'Order/GetAll', { token: '' })).statusCode).toBe(401);
    const created = await call('POST', 'User/Create', {
      payload: {
        userName: 'clerk',
        name: 'C',
        surname: 'L',
        emailAddress: 'clerk@example.com',
        password: 'Clerk-Pass-1',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const clerk = await signIn(t.app, 'clerk', 'Clerk-Pass-1');
    for (const [method, url] of [
      ['GET', 'Order/GetAll'],
      ['GET', `Order/Get?Id=${a.orderId}`],
      ['POST', 'Order/Refund'],
    ] as const) {
      const res = await call(method, url, {
        token: clerk,
        ...(method === 'POST' ? { payload: { id: a.orderId, note: 'x' } } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        unAuthorizedRequest: true,
        __abp: true,
        error: { message: expect.stringContaining('Pages.Orders') },
      });
    }
    expect(await t.database.db.select().from(refunds)).toHaveLength(0);
  });

  it('refunds part through the bank (order kept), refuses more than is left, then refunds the rest', async () => {
    const seatsBefore = await seatsOf(a.flightId);
    const part = await call('POST', 'Order/Refund', {
      payload: { id: a.orderId, amount: 1000, note: 'goodwill: delayed flight' },
    });
    expect(part.statusCode, part.body).toBe(200);
    const partial = part.json().result;
    expect(partial).toMatchObject({ amount: 1000, currency: a.currency, status: 'succeeded' });
    expect(partial.reference).toMatch(/^RF/);
    // the bank recorded exactly this refund, keyed by our refund id
    expect(await bankRefunds(partial.id)).toMatchObject([{ amount: 1000, status: 'refunded' }]);
    expect(await stateOf(a.orderId)).toBe('Confirmed');
    expect(await seatsOf(a.flightId)).toBe(seatsBefore);

    const tooMuch = await call('POST', 'Order/Refund', {
      payload: { id: a.orderId, amount: a.total, note: 'all' },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({ key: 'orders.refund_too_large' });
    expect(tooMuch.json().error.message).toContain(`${a.currency}`);

    const rest = await call('POST', 'Order/Refund', {
      payload: { id: a.orderId, note: 'customer cancelled' },
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().result.amount).toBe(a.total - 1000);
    expect(await stateOf(a.orderId)).toBe('Refunded');
    expect(await seatsOf(a.flightId)).toBe(seatsBefore + 1);

    const d = await detail(a.orderId);
    expect(d).toMatchObject({ refundedAmount: a.total, refundableAmount: 0 });
    expect(d.allowedActions).toEqual({
      resendTicket: false,
      refund: false,
      cancel: false,
      markCancelHandled: false,
    });
    const staff = d.history.filter((e: { actor: string }) => e.actor.startsWith('user:'));
    expect(
      staff.map((e: { event: string; note: string; toState: string }) => [e.event, e.toState, e.note]),
    ).toEqual([
      ['partialRefund', 'Confirmed', 'goodwill: delayed flight'],
      ['refunded', 'Refunded', 'customer cancelled'],
    ]);
    expect(d.mails.filter((m: { kind: string }) => m.kind === 'refund')).toHaveLength(2);

    // the customer got the refund e-mails in the order's language, the amount in them
    const sent = readdirSync(path.join(dataDir, 'mail'))
      .map((f) => readFileSync(path.join(dataDir, 'mail', f), 'utf8'))
      .filter((eml) => eml.includes(`Refund for your booking ${a.pnr}`));
    expect(sent).toHaveLength(2);
    expect(sent.join('\n')).toContain('10.00 EUR');

    const again = await call('POST', 'Order/Refund', { payload: { id: a.orderId, note: 'again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      key: 'orders.wrong_state',
      message: 'This action is not possible for the order now',
    });
  });

  it('pays out once when Refund is clicked twice at the same time', async () => {
    const order = await book({ surname: 'Orlov', email: 'orlov@example.com' });
    const results = await Promise.all(
      [1, 2].map(() =>
        call('POST', 'Order/Refund', { payload: { id: order.orderId, note: 'double click' } }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0], results.map((r) => r.body).join('\n')).toBe(200);
    expect([200, 409]).toContain(codes[1]);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(rows.map((r) => [r.status, r.amount])).toEqual([['succeeded', order.total]]);
    expect(await bankRefunds(rows[0]!.id)).toHaveLength(1);
    expect(await stateOf(order.orderId)).toBe('Refunded');
    expect(await mailsOf(order.orderId, 'refund')).toHaveLength(1);
  });

  it('the sandbox bank itself refuses refunds beyond the captured amount and repeats answers by refund id', async () => {
    const order = await book({ surname: 'Lebedev', email: 'lebedev@example.com' });
    // the payment's bank session, as the gateway adapter addresses it
    const sessionOf = async (orderId: string) =>
      (
        await t.database.db
          .select({ id: payments.gatewaySessionId })
          .from(payments)
          .where(eq(payments.orderId, orderId))
      )[0]!.id;
    // the site's own adapter and merchant (createTestApp's JWT secret derives the merchant secret)
    const gateway = await createGatewayProvider({
      settings: { withSecrets: async () => ({ values: {}, secrets: {} }) },
      publicUrl: 'http://shop.example',
      serverBaseUrl: '/sandbox-bank',
      defaultMerchant: defaultSandboxMerchant('test-secret-test-secret-test-secret-0123456789'),
      fetch: async (url, init) => {
        const res = await t.app.inject({
          method: (init?.method ?? 'GET') as 'GET' | 'POST',
          url,
          ...(init?.headers ? { headers: init.headers } : {}),
          ...(init?.body ? { payload: init.body } : {}),
        });
        return { status: res.statusCode, json: async () => res.json() };
      },
    })(null);
    const sessionId = await sessionOf(order.orderId);
    const over = await gateway.refund({
      refundRef: 'r-over',
      gatewaySessionId: sessionId,
      amount: order.total + 1,
      currency: order.currency,
    });
    expect(over).toMatchObject({ status: 'declined', reason: 'amount_exceeds_captured' });
    const first = await gateway.refund({
      refundRef: 'r-1',
      gatewaySessionId: sessionId,
      amount: order.total,
      currency: order.currency,
    });
    expect(first.status).toBe('succeeded');
    const repeat = await gateway.refund({
      refundRef: 'r-1',
      gatewaySessionId: sessionId,
      amount: order.total,
      currency: order.currency,
    });
    expect(repeat).toEqual(first);
    const more = await gateway.refund({
      refundRef: 'r-2',
      gatewaySessionId: sessionId,
      amount: 1,
      currency: order.currency,
    });
    expect(more).toMatchObject({ status: 'declined', reason: 'amount_exceeds_captured' });
    const wrongCurrency = await gateway.refund({
      refundRef: 'r-3',
      gatewaySessionId: sessionId,
      amount: 1,
      currency: 'TRY',
    });
    expect(wrongCurrency.status).toBe('declined');
    // a payment that was never approved has nothing to refund
    const notApproved = await gateway.refund({
      refundRef: 'r-4',
      gatewaySessionId: await sessionOf(unpaid.orderId),
      amount: 1,
      currency: unpaid.currency,
    });
    expect(notApproved).toMatchObject({ status: 'declined', reason: 'payment_not_approved' });
    // forged requests are refused outright
    const forged = await t.app.inject({
      method: 'POST',
      url: '/sandbox-bank/api/refunds',
      payload: {
        merchantId: 'charterdesk',
        sessionId,
        refundRef: 'r-5',
        amount: 1,
        currency: order.currency,
        signature: '0'.repeat(64),
      },
    });
    expect(forged.statusCode).toBe(401);
    // a refund entry is no payment session: no page for it
    const entry = (await bankRefunds('r-1'))[0]!;
    expect((await t.app.inject(`/sandbox-bank/sessions/${entry.id}`)).statusCode).toBe(404);

    // the bank's answer to our own refund is a decline now: recorded as failed, the order unchanged
    const ours = await call('POST', 'Order/Refund', { payload: { id: order.orderId, note: 'late' } });
    expect(ours.statusCode).toBe(422);
    expect(ours.json().error).toMatchObject({ key: 'orders.refund_declined' });
    expect(ours.json().error.details).toContain('amount_exceeds_captured');
    expect(await stateOf(order.orderId)).toBe('Confirmed');
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(rows.map((r) => [r.status, r.reason])).toEqual([['failed', 'amount_exceeds_captured']]);
    expect(await mailsOf(order.orderId, 'refund')).toHaveLength(0);
  });

  it('completes a refund left open (lost bank answer) before anything else changes the order', async () => {
    const order = await book({ surname: 'Morozov', email: 'morozov@example.com' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    // as if the server stopped after opening the refund, before the bank's answer was recorded
    const openId = '11111111-2222-4333-8444-555555555555';
    await t.database.db.insert(refunds).values({
      id: openId,
      orderId: order.orderId,
      paymentId: payment!.id,
      amount: 500,
      currency: order.currency,
      status: 'pending',
      note: 'interrupted',
      actorUserId: null,
      creationTime: now,
    });
    expect((await detail(order.orderId)).allowedActions).toMatchObject({ refund: true, cancel: false });
    const cancel = await call('POST', 'Order/Cancel', { payload: { id: order.orderId, note: 'x' } });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.key).toBe('orders.refund_in_progress');

    // Refund drives the open one (same id at the bank), whatever amount is asked now
    const res = await call('POST', 'Order/Refund', { payload: { id: order.orderId, note: 'retry' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id: openId, amount: 500, status: 'succeeded' });
    expect(await bankRefunds(openId)).toHaveLength(1);
    expect(await stateOf(order.orderId)).toBe('Confirmed');
    const cancelled = await call('POST', 'Order/Cancel', {
      payload: { id: order.orderId, note: 'fee kept' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stateOf(order.orderId)).toBe('Cancelled');
  });

  it('completes a late payment’s refund left pending on an Expired order, which stays Expired', async () => {
    const order = await book({ surname: 'Sokolov', email: 'sokolov@example.com', culture: 'ru' });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    // as if the payment was approved after the hold expired and the bank was unreachable for its refund
    await t.database.db.update(orders).set({ state: 'Expired' }).where(eq(orders.id, order.orderId));
    const openId = '22222222-3333-4444-8555-666666666666';
    await t.database.db.insert(refunds).values({
      id: openId,
      orderId: order.orderId,
      paymentId: payment!.id,
      amount: order.total,
      currency: order.currency,
      status: 'pending',
      note: 'payment approved after the hold expired',
      actorUserId: null,
      creationTime: now,
    });
    expect((await detail(order.orderId)).allowedActions).toMatchObject({ refund: true, cancel: false });

    const res = await call('POST', 'Order/Refund', { payload: { id: order.orderId, note: 'bank back' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id: openId, amount: order.total, status: 'succeeded' });
    expect(await bankRefunds(openId)).toHaveLength(1);
    expect(await stateOf(order.orderId)).toBe('Expired');
    const d = await detail(order.orderId);
    expect(d.history.at(-1)).toMatchObject({ event: 'lateRefund', fromState: 'Expired', toState: 'Expired' });
    expect(d.allowedActions.refund).toBe(false);
    // the customer gets the late payment's notice (no booking was ever cancelled), in Russian
    expect(await mailsOf(order.orderId, 'refund')).toHaveLength(0);
    const [mail] = await mailsOf(order.orderId, 'lateRefund');
    expect(mail!.subject).toBe(`Возврат оплаты по бронированию ${order.pnr}`);
    // nothing is left: a second Refund is refused by the state as before
    const again = await call('POST', 'Order/Refund', { payload: { id: order.orderId, note: 'again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.key).toBe('orders.wrong_state');
  });

  it('cancels without a refund, releases the seats and e-mails the customer in the order’s language', async () => {
    const seatsBefore = await seatsOf(c.flightId);
    const res = await call('POST', 'Order/Cancel', {
      payload: { id: c.orderId, note: 'charter: non-refundable' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(c.orderId)).toBe('Cancelled');
    expect(await seatsOf(c.flightId)).toBe(seatsBefore + 1);
    const mails = await mailsOf(c.orderId, 'cancellation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Бронирование ${c.pnr} аннулировано`);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, c.orderId))).toHaveLength(0);

    const again = await call('POST', 'Order/Cancel', {
      payload: { id: c.orderId, note: 'x' },
      culture: 'ru',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Сейчас это действие с заказом невозможно');
    const resend = await call('POST', 'Order/ResendTicket', { payload: { id: c.orderId } });
    expect(resend.statusCode).toBe(409);
    const noNote = await call('POST', 'Order/Cancel', { payload: { id: b.orderId, note: '' } });
    expect(noNote.statusCode).toBe(400);
  });

  it('settles a cancellation request back to Confirmed and resends the receipt', async () => {
    // the customer's request (DESIGN §3 Confirmed → WaitingForCancel)
    await t.database.db.update(orders).set({ state: 'WaitingForCancel' }).where(eq(orders.id, b.orderId));
    expect((await detail(b.orderId)).allowedActions).toEqual({
      resendTicket: false,
      refund: true,
      cancel: true,
      markCancelHandled: true,
    });
    const handled = await call('POST', 'Order/MarkCancelHandled', {
      payload: { id: b.orderId, note: 'customer changed their mind' },
    });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(await stateOf(b.orderId)).toBe('Confirmed');
    const [event] = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, b.orderId), eq(orderEvents.event, 'cancelHandled')));
    expect(event).toMatchObject({
      fromState: 'WaitingForCancel',
      toState: 'Confirmed',
      note: 'customer changed their mind',
    });
    expect(event!.actor).toMatch(/^user:\d+$/);
    // the customer hears that the booking stays valid, with what was agreed, and it is sent right away
    const handledMails = await mailsOf(b.orderId, 'cancelHandled');
    expect(handledMails).toMatchObject([
      { to: 'kuz@example.com', subject: `Your booking ${b.pnr} stays valid`, status: 'sent' },
    ]);
    expect(handledMails[0]!.text).toContain('Note from our team: customer changed their mind');
    expect(
      (await call('POST', 'Order/MarkCancelHandled', { payload: { id: b.orderId, note: 'x' } })).statusCode,
    ).toBe(409);
    // a refused second click tells the customer nothing more
    expect(await mailsOf(b.orderId, 'cancelHandled')).toHaveLength(1);

    const resent = await call('POST', 'Order/ResendTicket', { payload: { id: b.orderId } });
    expect(resent.statusCode, resent.body).toBe(200);
    const tickets = await mailsOf(b.orderId, 'ticket');
    expect(tickets).toHaveLength(2);
    expect(tickets[1]!.status).toBe('sent');
    expect(
      (await call('POST', 'Order/Refund', { payload: { id: unpaid.orderId, note: 'x' } })).statusCode,
    ).toBe(409);
  });

  it('resends the receipt with its "Open my booking" link, as the one sent on payment', async () => {
    const order = await book({ surname: 'Orlov', email: 'orlov@example.com', culture: 'ru' });
    const resent = await call('POST', 'Order/ResendTicket', { payload: { id: order.orderId } });
    expect(resent.statusCode, resent.body).toBe(200);
    const [onPayment, again] = await mailsOf(order.orderId, 'ticket');
    expect(again).toMatchObject({ to: 'orlov@example.com', status: 'sent' });
    const [row] = await t.database.db
      .select({ accessToken: orders.accessToken })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    const link = `http://shop.example/ticketDetail/${order.orderId}?token=${encodeURIComponent(row!.accessToken)}&locale=ru`;
    for (const mail of [onPayment!, again!]) {
      expect(mail.text).toContain(`Открыть бронирование: ${link}`);
      expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
      expect(mail.html).toContain('Открыть бронирование</a>');
    }
    // the receipt is the one the traveller got on payment, the agency's name and contacts included; the
    // blocks that followed it there (the one-time set-password link, the transfer offer) are not repeated
    expect(again!.subject).toBe(onPayment!.subject);
    expect(again!.text).toContain('support@charterdesk.example');
    expect(onPayment!.text.startsWith(again!.text.trimEnd())).toBe(true);
  });

  it('answers a settled cancellation request in the order’s language, the staff note escaped', async () => {
    const order = await book({ surname: 'Yilmaz', email: 'yilmaz@example.com', culture: 'tr' });
    await t.database.db.update(orders).set({ state: 'WaitingForCancel' }).where(eq(orders.id, order.orderId));
    const note = 'Date change agreed <by phone> & free';
    const res = await call('POST', 'Order/MarkCancelHandled', { payload: { id: order.orderId, note } });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsOf(order.orderId, 'cancelHandled');
    expect(mail).toMatchObject({
      to: 'yilmaz@example.com',
      subject: `${order.pnr} rezervasyonunuz geçerliliğini koruyor`,
      status: 'sent',
    });
    expect(mail!.text).toContain('Sayın IVAN YILMAZ,');
    expect(mail!.text).toContain(`${order.pnr} rezervasyonunuz için iptal talebinizi`);
    expect(mail!.text).toContain(`Ekibimizin notu: ${note}`);
    expect(mail!.html).toContain('<html lang="tr"');
    expect(mail!.html).toContain('Date change agreed &lt;by phone&gt; &amp; free');
    expect(mail!.html).not.toContain('<by phone>');
    // the receipt and this answer reached the customer's mailbox
    const sent = readdirSync(path.join(dataDir, 'mail'))
      .map((f) => readFileSync(path.join(dataDir, 'mail', f), 'utf8'))
      .filter((eml) => eml.includes('yilmaz@example.com'));
    expect(sent).toHaveLength(2);
    expect((await detail(order.orderId)).mails.map((m: { kind: string }) => m.kind)).toEqual([
      'ticket',
      'cancelHandled',
    ]);
  });

  it('keeps each tenant’s orders to its own staff', async () => {
    const tenantOrder = await book({ surname: 'Sokolov', email: 'sokolov@example.com', tenant: 1 });
    const tenantAdmin = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    const tenantList = (await call('GET', 'Order/GetAll', { token: tenantAdmin })).json().result;
    expect(tenantList.items.map((o: { id: string }) => o.id)).toEqual([tenantOrder.orderId]);
    const hostList = (await call('GET', 'Order/GetAll?MaxResultCount=100')).json().result;
    expect(hostList.items.map((o: { id: string }) => o.id)).not.toContain(tenantOrder.orderId);

    expect((await call('GET', `Order/Get?Id=${b.orderId}`, { token: tenantAdmin })).statusCode).toBe(404);
    const refund = await call('POST', 'Order/Refund', {
      token: tenantAdmin,
      payload: { id: b.orderId, note: 'x' },
    });
    expect(refund.statusCode).toBe(404);
    const cancel = await call('POST', 'Order/Cancel', {
      token: tenantAdmin,
      payload: { id: b.orderId, note: 'x' },
    });
    expect(cancel.statusCode).toBe(404);
    expect(await stateOf(b.orderId)).toBe('Confirmed');
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, b.orderId))).toHaveLength(0);
    // and the host cannot reach into the tenant's orders either
    expect(
      (await call('POST', 'Order/Cancel', { payload: { id: tenantOrder.orderId, note: 'x' } })).statusCode,
    ).toBe(404);
  });
});
