import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FlightOption } from '@charterdesk/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCall } from '../../testing/back-office-calls.js';
import { createTestBuyer, orderBody, TEST_CARDS } from '../../testing/orders.js';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app.js';
import { districts } from '../definitions/definitions.tables.js';
import { flights } from '../flights/flights.tables.js';
import { mailOutbox } from '../notifications/notifications.tables.js';
import { payments, refunds } from '../payments/payments.tables.js';
import { orders } from './bookings.tables.js';

const START = new Date('2026-11-22T10:00:00Z');

/**
 * Flight and airport transfer in one checkout (issue #12): one card payment for both totals, two orders
 * linked (the transfer follows the flight), confirmed together, told in one e-mail that carries both
 * documents, each refundable on its own up to its own total.
 */
describe('flight and transfer in one checkout', () => {
  let t: TestApp;
  let now = START;
  let hostToken: string;
  let day = 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'charterdesk-checkout-'));

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: { horizonDays: 30 } },
      env: { DATA_DIR: dataDir, PUBLIC_URL: 'http://shop.example' },
    });
    hostToken = await signIn(t.app);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const buyer = () => createTestBuyer(t.app);

  /** A direct VKO → AYT offer on a day of its own, and the Lara transfer from its landing, priced in EUR. */
  async function flightAndTransfer(direction: 'fromAirport' | 'toAirport' = 'fromAirport') {
    const departureDate = `2026-12-${String(5 + day++).padStart(2, '0')}`;
    const { searchId, offer } = await buyer().searchOffer({
      origin: 'VKO',
      destination: 'AYT',
      departureDate,
    });
    const landing = offer.segments[offer.segments.length - 1]!.arrivalLocal;
    const [lara] = await db().select().from(districts).where(eq(districts.nameEn, 'Lara'));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Transfer/SaveTransferSearch',
      payload: {
        airportCode: 'AYT',
        direction,
        date: landing.slice(0, 10),
        time: landing.slice(11, 16),
        passengers: 1,
        luggage: 1,
        districtId: lara!.id,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const transferSearchId = saved.json().result.id as string;
    const results = await t.app.inject({
      url: `/api/services/app/Transfer/GetTransferSearchResults?Id=${transferSearchId}&Currency=EUR`,
    });
    const option = results.json().result.options[0] as { id: string; price: { amount: number } };
    return { searchId, offer, transferSearchId, option };
  }

  const addOrder = (
    f: Awaited<ReturnType<typeof flightAndTransfer>>,
    key: string,
    over: { expectedTotal?: number; offer?: FlightOption; culture?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/services/app/Booking/AddOrder?culture=${over.culture ?? 'en'}`,
      headers: { 'idempotency-key': key },
      payload: orderBody(f.searchId, over.offer ?? f.offer, {
        expectedTotal: over.expectedTotal ?? f.offer.price.total + f.option.price.amount,
        transfer: { searchId: f.transferSearchId, optionId: f.option.id, address: 'Lara Beach Hotel, Lara' },
      }),
    });

  const getOrder = async (orderId: string, token: string) => {
    const res = await t.app.inject({
      url: `/api/services/app/Booking/GetOrder?Id=${orderId}&Token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };
  const transferOf = async (flightOrderId: string) => {
    const [row] = await db().select().from(orders).where(eq(orders.paidWithOrderId, flightOrderId));
    expect(row, 'the transfer order of the checkout').toBeDefined();
    return row!;
  };

  it('charges once for both, confirms both together and sends one e-mail with the ticket and the voucher', async () => {
    const f = await flightAndTransfer();
    const total = f.offer.price.total + f.option.price.amount;

    // the flights' price alone is not what the buyer pays now: the usual 409 with the checkout's total
    const stale = await addOrder(f, 'checkout-1', { expectedTotal: f.offer.price.total });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error.key).toBe('bookings.price_changed');
    expect(JSON.stringify(stale.json().error)).toContain(String(total / 100));

    const res = await addOrder(f, 'checkout-2');
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, pGuid, response } = res.json().result;
    const transfer = await transferOf(orderId);
    expect(transfer).toMatchObject({
      kind: 'transfer',
      state: 'WaitingForPayment',
      linkedOrderId: orderId,
      totalAmount: f.option.price.amount,
      contactEmail: 'ivan@example.com',
    });
    expect(transfer.transfer).toMatchObject({
      airportCode: 'AYT',
      districtName: 'Lara',
      address: 'Lara Beach Hotel, Lara',
      linkedFlight: { orderId },
    });
    // the same request again answers the same order; the key with another body is refused
    const replay = await addOrder(f, 'checkout-2');
    expect(replay.json().result.orderId).toBe(orderId);
    const otherBody = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/AddOrder',
      headers: { 'idempotency-key': 'checkout-2' },
      payload: orderBody(f.searchId, f.offer),
    });
    expect(otherBody.statusCode).toBe(422);

    const redirect = await buyer().pay(response.cardAction);
    expect(redirect).toBe(`/ticketDetail/${orderId}?token=${encodeURIComponent(pGuid)}`);
    const paid = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect(paid).toMatchObject([{ status: 'approved', amount: total, currency: 'EUR' }]);

    const flight = await getOrder(orderId, pGuid);
    expect(flight.state).toBe('Confirmed');
    expect(flight.transferOffer).toBeNull();
    expect(flight.linkedTransfers).toMatchObject([
      { id: transfer.id, pnr: transfer.pnr, state: 'Confirmed' },
    ]);
    const ride = await getOrder(transfer.id, transfer.accessToken);
    expect(ride).toMatchObject({ state: 'Confirmed', payment: { status: 'approved' } });
    expect(ride.timeline.map((e: { event: string }) => e.event)).toEqual(['booked', 'paid', 'confirmed']);

    // one e-mail: the flight's confirmation, naming the transfer, with the itinerary and the voucher
    const queued = await db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.orderId, [orderId, transfer.id]))
      .orderBy(asc(mailOutbox.id));
    expect(queued.map((m) => [m.orderId, m.kind, m.status])).toEqual([[orderId, 'ticket', 'sent']]);
    expect(queued[0]!.text).toContain(`Your airport transfer ${transfer.pnr}`);
    expect(queued[0]!.text).toContain(
      `charged to your card in one payment with the tickets: €${(total / 100).toFixed(2)}`,
    );
    expect(queued[0]!.html).toContain(`/transferDetail/${transfer.id}?token=`);
    const [eml] = readdirSync(path.join(dataDir, 'mail')).map((name) =>
      readFileSync(path.join(dataDir, 'mail', name), 'utf8'),
    );
    expect(eml).toContain(`filename=itinerary-${flight.pnr}.pdf`);
    expect(eml).toContain(`filename=transfer-${transfer.pnr}.pdf`);
  });

  it("tells the ticket page what the one payment charged: the flights' total, the transfer's price, both together", async () => {
    const f = await flightAndTransfer();
    const res = await addOrder(f, 'checkout-detail');
    expect(res.statusCode, res.body).toBe(200);
    const { orderId, pGuid, response } = res.json().result;
    const transfer = await transferOf(orderId);
    const both = { amount: f.offer.price.total + f.option.price.amount, currency: 'EUR' };

    // before payment the page already knows what the one payment will be
    expect((await getOrder(orderId, pGuid)).combinedTotal).toEqual(both);
    await buyer().pay(response.cardAction);

    const flight = await getOrder(orderId, pGuid);
    expect(flight.total).toEqual({ amount: f.offer.price.total, currency: 'EUR' });
    expect(flight.combinedTotal).toEqual(both);
    expect(flight.linkedTransfers).toMatchObject([
      { id: transfer.id, total: { amount: f.option.price.amount, currency: 'EUR' } },
    ]);
    // the transfer's page reads the same payment
    const ride = await getOrder(transfer.id, transfer.accessToken);
    expect(ride.total).toEqual({ amount: f.option.price.amount, currency: 'EUR' });
    expect(ride.combinedTotal).toEqual(both);

    // a booking paid alone has no combined payment (sent as null, as the wire format sends empty fields)
    const alone = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/AddOrder',
      headers: { 'idempotency-key': 'checkout-detail-alone' },
      payload: orderBody(f.searchId, f.offer),
    });
    expect(alone.statusCode, alone.body).toBe(200);
    const single = await getOrder(alone.json().result.orderId, alone.json().result.pGuid);
    expect(single).toHaveProperty('combinedTotal', null);
    expect(single.linkedTransfers).toEqual([]);
  });

  it('refunds each order of the checkout up to its own total, out of the one payment', async () => {
    const f = await flightAndTransfer();
    const res = await addOrder(f, 'checkout-refunds');
    const { orderId, response } = res.json().result;
    await buyer().pay(response.cardAction);
    const transfer = await transferOf(orderId);
    const staff = (payload: object) => siteCall(t.app)('POST', 'Order/Refund', { token: hostToken, payload });

    const detail = await siteCall(t.app)('GET', `Order/Get?Id=${transfer.id}`, { token: hostToken });
    expect(detail.json().result).toMatchObject({
      refundableAmount: f.option.price.amount,
      // the one payment of the checkout, for both totals
      payments: [{ status: 'approved', amount: f.offer.price.total + f.option.price.amount }],
    });
    const tooMuch = await staff({ id: transfer.id, amount: f.option.price.amount + 1, note: 'x' });
    expect(tooMuch.statusCode).toBe(422);
    const ride = await staff({ id: transfer.id, note: 'hotel changed' });
    expect(ride.statusCode, ride.body).toBe(200);
    expect(ride.json().result).toMatchObject({ amount: f.option.price.amount, status: 'succeeded' });
    const rows = await db()
      .select()
      .from(orders)
      .where(inArray(orders.id, [orderId, transfer.id]));
    expect(Object.fromEntries(rows.map((r) => [r.kind, r.state]))).toEqual({
      flight: 'Confirmed',
      transfer: 'Refunded',
    });

    const tickets = await staff({ id: orderId, note: 'customer cancelled' });
    expect(tickets.statusCode, tickets.body).toBe(200);
    expect(tickets.json().result.amount).toBe(f.offer.price.total);
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, orderId));
    const back = await db().select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(back.reduce((sum, r) => sum + r.amount, 0)).toBe(payment!.amount);
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]!.state).toBe('Refunded');
  });

  it('fails, retries and expires both orders together', async () => {
    const f = await flightAndTransfer();
    const res = await addOrder(f, 'checkout-declined');
    const { orderId, response } = res.json().result;
    const transfer = await transferOf(orderId);
    await buyer().pay(response.cardAction, TEST_CARDS.declined);
    const states = async () =>
      (
        await db()
          .select()
          .from(orders)
          .where(inArray(orders.id, [orderId, transfer.id]))
      )
        .sort((a, b) => a.kind.localeCompare(b.kind))
        .map((r) => r.state);
    expect(await states()).toEqual(['PaymentFailed', 'PaymentFailed']);

    // paying again from the transfer's page pays the flights' order, for both
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/RetryPayment',
      payload: { orderId: transfer.id, token: transfer.accessToken },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().result).toMatchObject({
      orderId,
      // the card form shows what the bank session charges: both orders
      response: { amount: f.offer.price.total + f.option.price.amount, currency: 'EUR' },
    });
    expect(await states()).toEqual(['WaitingForPayment', 'WaitingForPayment']);
    const started = await db().select().from(payments).where(eq(payments.orderId, orderId));
    expect(started.map((p) => p.amount)).toEqual([
      f.offer.price.total + f.option.price.amount,
      f.offer.price.total + f.option.price.amount,
    ]);

    // never paid: both expire at once and the seat goes back
    const flightId = Number(f.offer.id.split('-')[0]);
    const seats = async () =>
      (await db().select().from(flights).where(eq(flights.id, flightId)))[0]!.seatsLeftEconomy;
    const held = await seats();
    now = new Date(now.getTime() + 3 * 3_600_000);
    await t.app.bookings.expireHolds(now);
    expect(await states()).toEqual(['Expired', 'Expired']);
    expect(await seats()).toBe(held! + 1);
    now = START;
  });

  it('refuses a transfer that does not meet the chosen flight, in the buyer’s language, and books nothing', async () => {
    // a ride to the airport at the landing time is no pick-up for the flight
    const f = await flightAndTransfer('toAirport');
    const res = await addOrder(f, 'checkout-wrong-airport', { culture: 'ru' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.key).toBe('bookings.transfer_not_for_flight');
    expect(res.json().error.message).toContain('не подходит к выбранному рейсу');
    const placed = await db()
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, 'checkout-wrong-airport'));
    expect(placed).toEqual([]);
  });
});
