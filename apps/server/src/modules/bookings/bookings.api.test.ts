import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adultPassenger,
  createTestBuyer,
  orderBody,
  searchFlights,
  testContact,
} from '../../testing/orders.js';
import { textOfPdf } from '../../testing/pdf-text.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { flights } from '../flights/flights.tables.js';
import { mailOutbox } from '../notifications/notifications.tables.js';
import { payments, refunds } from '../payments/payments.tables.js';
import { sandboxBankRefunds } from '../sandbox-bank/sandbox-bank.tables.js';
import { orders, tickets } from './bookings.tables.js';

const START = new Date('2026-11-22T10:00:00Z');
const DEPARTURE = '2026-12-05';
const APPROVED = '4242424242424242';
const DECLINED = '4000000000000002';
const TURKISH = '9792000000000003';

describe('booking and payment API', () => {
  let t: TestApp;
  let now = START;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charterdesk-bookings-'));
  let keyNo = 0;

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: { horizonDays: 30 } },
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.example' },
    });
  });
  afterAll(() => t.close());

  async function search(criteria: Record<string, unknown> = {}, currency = 'EUR') {
    const { searchId: id, result } = await searchFlights(
      t.app,
      { origin: 'VKO', destination: 'AYT', departureDate: DEPARTURE, ...criteria },
      { currency },
    );
    const direct = result.flightSearchResponses.filter((o) => o.direction === 'outbound' && o.isDirect);
    expect(direct.length).toBeGreaterThan(0);
    return { id, result, offer: direct[0]! };
  }

  const addOrder = (body: unknown, key = `key-${++keyNo}`, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/AddOrder',
      headers: { 'idempotency-key': key, ...headers },
      payload: body as Record<string, unknown>,
    });

  /** The buyer's browser: card form → 3-D Secure → back to our return URL; answers our redirect. */
  const pay = (cardAction: string, cardNumber = APPROVED) =>
    createTestBuyer(t.app).payment(cardAction, cardNumber);

  async function getOrder(id: string, token: string) {
    const res = await t.app.inject(
      `/api/services/app/Booking/GetOrder?Id=${id}&Token=${encodeURIComponent(token)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  }

  const seatsOf = async (flightId: number) =>
    (
      await t.database.db
        .select({ n: flights.seatsLeftEconomy })
        .from(flights)
        .where(eq(flights.id, flightId))
    )[0]!.n!;

  it('books, pays with 3-D Secure and confirms with tickets and an e-mailed receipt', async () => {
    const { id, offer } = await search();
    const flightId = Number(offer.id.split('-')[0]);
    const before = await seatsOf(flightId);
    const res = await addOrder(orderBody(id, offer), 'journey-1', { 'Accept-Language': 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, pGuid, response } = res.json().result;
    expect(response.cardAction).toMatch(/^http:\/\/shop\.example\/sandbox-bank\/sessions\/.+\/card$/);
    expect(await seatsOf(flightId)).toBe(before - 1);
    expect((await getOrder(orderId, pGuid)).state).toBe('WaitingForPayment');

    const { redirect, returnUrl } = await pay(response.cardAction);
    expect(redirect).toBe(`/ticketDetail/${orderId}?token=${encodeURIComponent(pGuid)}`);
    const detail = await getOrder(orderId, pGuid);
    expect(detail).toMatchObject({
      state: 'Confirmed',
      total: { amount: offer.price.total, currency: 'EUR' },
    });
    expect(detail.pnr).toMatch(/^[A-Z2-9]{6}$/);
    expect(detail.passengers[0].passportNumber).toBe('******567');
    expect(detail.passengers[0].tickets[0].ticketNumber).toMatch(/^\d{13}$/);
    expect(detail.contact.email).toBe('iv**@example.com');
    expect(JSON.stringify(detail)).not.toContain('751234567');

    // the return again (reload): nothing twice
    const again = await t.app.inject(returnUrl);
    expect(again.headers.location).toBe(redirect);
    expect(await t.database.db.select().from(tickets).where(eq(tickets.orderId, orderId))).toHaveLength(1);
    const paid = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(paid.map((p) => p.status)).toEqual(['approved']);

    const mails = readdirSync(path.join(dataDir, 'mail'));
    expect(mails.length).toBe(1);
    const eml = readFileSync(path.join(dataDir, 'mail', mails[0]!), 'utf8');
    expect(eml).toContain(detail.pnr);
    expect(eml).toContain('ivan@example.com');
    // the itinerary receipt travels as a PDF attachment whose text names the PNR and the passenger
    expect(eml).toContain('Content-Type: application/pdf');
    const pdfPart = /filename=itinerary-[A-Z0-9]{6}\.pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(
      eml,
    );
    expect(pdfPart).not.toBeNull();
    const pdfText = await textOfPdf(Buffer.from(pdfPart![1]!.replace(/\s+/g, ''), 'base64'));
    expect(pdfText).toContain(detail.pnr);
    expect(pdfText).toContain('PETROV');
    const events = await t.app.bookings.events(orderId);
    expect(events.map((e) => e.toState)).toEqual(['WaitingForPayment', 'Paid', 'Confirmed']);

    // the member account was opened
    const users = await t.database.db.execute(
      sql`select user_name from users where email_address = 'ivan@example.com'`,
    );
    expect((users as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('finds the booking by PNR and surname, else answers the spec message', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, 'journey-1'));
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/GetOrderByPnr',
      payload: { pnr: order!.pnr.toLowerCase(), surname: 'petrov' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.id).toBe(order!.id);
    // the reservation number (the order number) works too
    const byNumber = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/GetOrderByPnr',
      payload: { pnr: order!.id.toUpperCase(), surname: 'PETROV' },
    });
    expect(byNumber.statusCode, byNumber.body).toBe(200);
    expect(byNumber.json().result.pnr).toBe(order!.pnr);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/GetOrderByPnr',
      headers: { 'Accept-Language': 'en' },
      payload: { pnr: order!.pnr, surname: 'Sidorov' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().error).toMatchObject({
      key: 'bookings.pnr_not_found',
      details: 'Check again with another PNR or surname.',
    });
    const noToken = await t.app.inject(`/api/services/app/Booking/GetOrder?Id=${order!.id}&Token=wrong`);
    expect(noToken.statusCode).toBe(404);
  });

  it('resends the receipt, at most 3 times in 10 minutes', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, 'journey-1'));
    const resend = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/ResendTicket',
        payload: { orderId: order!.id, token: order!.accessToken },
      });
    expect((await resend()).statusCode).toBe(200);
    expect(readdirSync(path.join(dataDir, 'mail'))).toHaveLength(2);
    await resend();
    await resend();
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('declined card → PaymentFailed, seats still held; retry pays', async () => {
    const { id, offer } = await search();
    const res = await addOrder(
      orderBody(id, offer, {
        contact: testContact({
          email: 'anna@example.com',
          mobilePhone: '+79001234568',
          name: 'Anna',
          surname: 'Petrova',
          birthday: '1990-01-01',
        }),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, pGuid, response } = res.json().result;
    const { redirect } = await pay(response.cardAction, DECLINED);
    expect(redirect).toBe(`/paymentFailed?orderId=${orderId}&token=${pGuid}&reason=do_not_honor`);
    expect((await getOrder(orderId, pGuid)).state).toBe('PaymentFailed');
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/RetryPayment',
      payload: { orderId, token: pGuid },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().result.response.cardAction).not.toBe(response.cardAction);
    expect((await getOrder(orderId, pGuid)).state).toBe('WaitingForPayment');
    const paid = await pay(retry.json().result.response.cardAction);
    expect(paid.redirect).toContain(`/ticketDetail/${orderId}`);
    expect((await getOrder(orderId, pGuid)).state).toBe('Confirmed');
  });

  it('a Turkish card in EUR is declined with currency_not_supported', async () => {
    const { id, offer } = await search();
    const res = await addOrder(orderBody(id, offer));
    const { redirect } = await pay(res.json().result.response.cardAction, TURKISH);
    expect(redirect).toContain('reason=currency_not_supported');
  });

  it('answers 409 bookings.price_changed with the new total when the client total differs', async () => {
    const { id, offer } = await search();
    const res = await addOrder(orderBody(id, offer, { expectedTotal: offer.price.total - 100 }), undefined, {
      'Accept-Language': 'en',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.key).toBe('bookings.price_changed');
    expect(res.json().error.details).toContain(`${(offer.price.total / 100).toFixed(2)} EUR`);
  });

  it('validates with localized messages (400) and needs the Idempotency-Key', async () => {
    const { id, offer } = await search();
    const bad = await addOrder(
      orderBody(id, offer, { contractAccepted: false, passengers: [adultPassenger({ name: 'Иван' })] }),
      undefined,
      {
        'Accept-Language': 'ru',
      },
    );
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().error.validationErrors.map((e: { message: string }) => e.message);
    expect(messages).toContain('Чтобы продолжить, примите условия договора');
    const child = await addOrder(
      orderBody(id, offer, { passengers: [adultPassenger({ birthday: '2020-01-01' })] }),
    );
    expect(child.statusCode).toBe(400);
    expect(child.json().error.validationErrors[0].members).toEqual(['passengers.0.birthday']);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/AddOrder',
      payload: orderBody(id, offer),
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error.key).toBe('bookings.idempotency_key_required');
  });

  it('applies a coupon (ValidateCoupon answers the new total) and refuses an invalid one', async () => {
    const { id, offer } = await search();
    const v = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/ValidateCoupon',
      payload: { searchId: id, outboundOfferId: offer.id, couponCode: 'welcome10', currency: 'EUR' },
    });
    expect(v.statusCode, v.body).toBe(200);
    const price = v.json().result.price;
    expect(price.discount).toBe(Math.round(offer.price.total / 10));
    expect(price.total).toBe(offer.price.total - price.discount);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/ValidateCoupon',
      payload: { searchId: id, outboundOfferId: offer.id, couponCode: 'EXPIRED5', currency: 'EUR' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.key).toBe('bookings.coupon_invalid');
    const ordered = await addOrder(
      orderBody(id, offer, { couponCode: 'WELCOME10', insurance: true, expectedTotal: price.total + 900 }),
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
  });

  it('is idempotent: the same key (even in parallel) makes one order and one hold', async () => {
    const { id, offer } = await search();
    const flightId = Number(offer.id.split('-')[0]);
    const before = await seatsOf(flightId);
    const body = orderBody(id, offer);
    const [a, b] = await Promise.all([addOrder(body, 'same-key'), addOrder(body, 'same-key')]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().result).toEqual(a.json().result);
    const c = await addOrder(body, 'same-key');
    expect(c.json().result).toEqual(a.json().result);
    expect(await seatsOf(flightId)).toBe(before - 1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, 'same-key'));
    expect(rows).toHaveLength(1);
  });

  it('two buyers for the last seat: one gets it, the other 409 bookings.seat_unavailable', async () => {
    const { id, offer } = await search();
    const flightId = Number(offer.id.split('-')[0]);
    await t.database.db.update(flights).set({ seatsLeftEconomy: 1 }).where(eq(flights.id, flightId));
    const [a, b] = await Promise.all([addOrder(orderBody(id, offer)), addOrder(orderBody(id, offer))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.statusCode === 409)!.json().error.key).toBe('bookings.seat_unavailable');
    expect(await seatsOf(flightId)).toBe(0);
  });

  it('expires unpaid holds and gives their seats back', async () => {
    const { id, offer } = await search({ departureDate: '2026-12-06' });
    const flightId = Number(offer.id.split('-')[0]);
    const before = await seatsOf(flightId);
    const res = await addOrder(orderBody(id, offer));
    const { orderId, pGuid } = res.json().result;
    expect(await seatsOf(flightId)).toBe(before - 1);
    expect(await t.app.bookings.expireHolds(new Date(now.getTime() + 19 * 60_000))).toBe(0);
    now = new Date(START.getTime() + 21 * 60_000);
    try {
      expect(await t.app.bookings.expireHolds(now)).toBeGreaterThanOrEqual(1);
      expect(await seatsOf(flightId)).toBe(before);
      expect((await getOrder(orderId, pGuid)).state).toBe('Expired');
      const retry = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/RetryPayment',
        payload: { orderId, token: pGuid },
      });
      expect(retry.statusCode).toBe(409);
      expect(await t.app.bookings.expireHolds(now)).toBe(0);
    } finally {
      now = START;
    }
  });

  it('refunds a payment approved after the hold expired, once, and tells the buyer in the order’s language', async () => {
    const { id, offer } = await search({ departureDate: '2026-12-06' });
    const flightId = Number(offer.id.split('-')[0]);
    const res = await addOrder(
      orderBody(id, offer, { contact: testContact({ email: 'late@example.com' }) }),
      undefined,
      { 'Accept-Language': 'tr' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, pGuid, response } = res.json().result;
    // the buyer is approved at the bank in time (its session lives 15 minutes) but only comes back to us
    // after the order's 20-minute hold has expired and its seat went back on sale
    const returnUrl = await createTestBuyer(t.app).authorize(response.cardAction);
    now = new Date(START.getTime() + 21 * 60_000);
    try {
      expect(await t.app.bookings.expireHolds(now)).toBeGreaterThanOrEqual(1);
      const seatsAfterExpiry = await seatsOf(flightId);

      const back = await t.app.inject(returnUrl);
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(
        `/paymentFailed?orderId=${orderId}&token=${pGuid}&reason=order_expired`,
      );
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(payment).toMatchObject({ status: 'approved', amount: offer.price.total });
      // one refund of the whole amount, paid by the bank under our refund's id
      const refunded = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
      expect(refunded).toHaveLength(1);
      expect(refunded[0]).toMatchObject({
        paymentId: payment!.id,
        amount: offer.price.total,
        currency: 'EUR',
        status: 'succeeded',
      });
      const bankRefunds = () =>
        t.database.db
          .select()
          .from(sandboxBankRefunds)
          .where(eq(sandboxBankRefunds.refundRef, refunded[0]!.id));
      expect(await bankRefunds()).toMatchObject([{ amount: offer.price.total, status: 'refunded' }]);
      // the order stays Expired (no tickets, no seats taken back), its history says what happened
      const order = await getOrder(orderId, pGuid);
      expect(order.state).toBe('Expired');
      expect(order.passengers[0].tickets).toEqual([]);
      expect(await seatsOf(flightId)).toBe(seatsAfterExpiry);
      const events = await t.app.bookings.events(orderId);
      expect(events.map((e) => [e.event, e.toState, e.actor])).toEqual([
        ['created', 'WaitingForPayment', 'customer'],
        ['holdExpired', 'Expired', 'system:hold-expiry'],
        ['latePayment', 'Expired', 'gateway:sandbox'],
        ['lateRefund', 'Expired', 'system:late-payment'],
      ]);
      const amount = `${(offer.price.total / 100).toFixed(2)} EUR`;
      expect(events.at(-1)!.note).toContain(amount);
      // the buyer is told in the order's language (Turkish) and the e-mail went out
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'lateRefund')));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: 'late@example.com', status: 'sent' });
      expect(mails[0]!.subject).toContain('ödemesi iade edildi');
      expect(mails[0]!.text).toContain(amount);
      expect(mails[0]!.text).toContain('süresi dolduktan sonra');

      // the buyer reloads the return page: same answer, nothing refunded or sent again
      const again = await t.app.inject(returnUrl);
      expect(again.headers.location).toBe(back.headers.location);
      expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
      expect(await bankRefunds()).toHaveLength(1);
      expect(await t.app.bookings.events(orderId)).toHaveLength(events.length);
      expect(
        await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)),
      ).toHaveLength(1);
      expect((await getOrder(orderId, pGuid)).state).toBe('Expired');
    } finally {
      now = START;
    }
  });

  it('never stores or logs card data', async () => {
    const dump = await t.database.db.execute(sql`
      select string_agg(row_to_json(x)::text, '') as all from (
        select * from orders) x
      union all select string_agg(row_to_json(p)::text, '') from payments p
      union all select string_agg(row_to_json(m)::text, '') from mail_outbox m
      union all select string_agg(row_to_json(s)::text, '') from sandbox_bank_sessions s
      union all select string_agg(row_to_json(e)::text, '') from order_events e`);
    const text = JSON.stringify(dump);
    for (const card of [APPROVED, DECLINED, TURKISH]) {
      expect(text).not.toContain(card);
      expect(t.logLines.join('\n')).not.toContain(card);
    }
    const outbox = await t.database.db.select().from(mailOutbox);
    expect(outbox.every((m) => m.status === 'sent')).toBe(true);
  });
});
