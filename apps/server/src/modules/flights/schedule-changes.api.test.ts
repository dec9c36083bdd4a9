import { flightLabel } from '@charterdesk/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCall } from '../../testing/back-office-calls.js';
import { createTestBuyer, testContact } from '../../testing/orders.js';
import { createTenantWithAdmin } from '../../testing/tenants.js';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app.js';
import { orderEvents, orders } from '../bookings/bookings.tables.js';
import { districts } from '../definitions/definitions.tables.js';
import { mailOutbox } from '../notifications/notifications.tables.js';
import { refunds } from '../payments/payments.tables.js';
import { flights } from './flights.tables.js';

const START = new Date('2026-11-22T10:00:00Z');

/** Local `YYYY-MM-DDTHH:mm` moved by some minutes (same zone). */
const shift = (local: string, minutes: number) =>
  new Date(Date.parse(`${local}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/**
 * Charter schedule changes (issue #12): staff re-time or cancel a dated flight, every paid order's traveller
 * is told once in their language, held orders are corrected for their payment, and a change beyond the
 * allowed hours lets the traveller cancel with a full refund.
 */
describe('flight schedule changes', () => {
  let t: TestApp;
  let now = START;
  let hostToken: string;
  let day = 0;

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: { horizonDays: 30 } },
      // a 30-minute margin on the offered transfer's time (none by default)
      env: { PUBLIC_URL: 'http://shop.example', TRANSFER_BUFFER_MINUTES: '30' },
    });
    hostToken = await signIn(t.app);
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const staff = (url: string, payload: object, token = hostToken) =>
    siteCall(t.app)('POST', url, { token, payload });

  /** A flight of its own day with orders on it: paid ones in the given languages, and unpaid holds. */
  async function flightWithOrders(cultures: string[], holds = 0) {
    const departureDate = `2026-12-${String(5 + day++).padStart(2, '0')}`;
    const booked: {
      orderId: string;
      token: string;
      culture: string;
      email: string;
      pay: () => Promise<string>;
    }[] = [];
    let flightId = 0;
    for (const [i, culture] of [...cultures, ...Array(holds).fill('ru')].entries()) {
      const buyer = createTestBuyer(t.app, { 'accept-language': culture });
      const { searchId, offer } = await buyer.searchOffer({
        origin: 'VKO',
        destination: 'AYT',
        departureDate,
      });
      flightId = Number(offer.id.split('-')[0]);
      const email = `traveller${day}-${i}@example.com`;
      const o = await buyer.addOrder(searchId, offer, email);
      if (i < cultures.length) await buyer.pay(o.cardAction);
      booked.push({ orderId: o.orderId, token: o.pGuid, culture, email, pay: () => buyer.pay(o.cardAction) });
    }
    const [flight] = await db().select().from(flights).where(eq(flights.id, flightId));
    return { flight: flight!, paid: booked.slice(0, cultures.length), held: booked.slice(cultures.length) };
  }

  const mailsOf = (orderId: string, kind: string) =>
    db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind)))
      .orderBy(asc(mailOutbox.id));
  const eventsOf = (orderId: string) =>
    db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  const getOrder = async (orderId: string, token: string) => {
    const res = await t.app.inject({
      url: `/api/services/app/Booking/GetOrder?Id=${orderId}&Token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };
  /** Lets the outbox's delay pass and sends what is due. */
  async function sendDue() {
    now = new Date(now.getTime() + 61_000);
    await t.app.bookings.drainOutbox();
  }

  it('re-times a flight: 3 paid travellers e-mailed once in their languages, the held order corrected for its payment', async () => {
    const { flight, paid, held } = await flightWithOrders(['ru', 'en', 'tr'], 1);
    const departureLocal = shift(flight.departureLocal, 270);
    const arrivalLocal = shift(flight.arrivalLocal, 270);
    const res = await staff('Inventory/ChangeSchedule', {
      flightId: flight.id,
      departureLocal,
      arrivalLocal,
      reason: 'Airport slot moved',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      kind: 'retimed',
      oldDepartureLocal: flight.departureLocal,
      newDepartureLocal: departureLocal,
      notifiedOrders: 3,
      heldOrders: 1,
    });
    const [moved] = await db().select().from(flights).where(eq(flights.id, flight.id));
    expect(moved!.departureLocal).toBe(departureLocal);
    expect(moved!.departureAt.getTime() - flight.departureAt.getTime()).toBe(270 * 60_000);

    // nothing goes out during the minute a correction could still replace it
    await t.app.bookings.drainOutbox();
    expect((await mailsOf(paid[0]!.orderId, 'scheduleChange'))[0]!.status).toBe('pending');
    await sendDue();
    const subjects = {
      ru: 'Новое время рейса',
      en: 'New time for your flight',
      tr: 'uçuşunuz için yeni saat',
    };
    for (const o of paid) {
      const mails = await mailsOf(o.orderId, 'scheduleChange');
      expect(mails, o.culture).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: o.email, status: 'sent' });
      expect(mails[0]!.subject).toContain(subjects[o.culture as 'ru' | 'en' | 'tr']);
      expect(mails[0]!.text).toContain(departureLocal.slice(11));
      // 4 h 30 > 3 h: the one-click refund is offered
      expect(mails[0]!.text).toContain(`/ticketDetail/${o.orderId}?token=`);
      expect(mails[0]!.text).toContain('scheduleRefund=1');
      const events = (await eventsOf(o.orderId)).filter((e) => e.event === 'scheduleChanged');
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({
        oldDepartureLocal: flight.departureLocal,
        newDepartureLocal: departureLocal,
      });
    }
    const ru = (await mailsOf(paid[0]!.orderId, 'scheduleChange'))[0]!;
    expect(ru.text).toContain('Окончание регистрации');
    expect(ru.html).toContain('line-through');

    // the traveller's page: new times, the change on the timeline, the refund offered
    const detail = await getOrder(paid[1]!.orderId, paid[1]!.token);
    expect(detail.flights[0].departureLocal).toBe(departureLocal);
    expect(detail.scheduleRefund).toEqual({ allowed: true, hours: 3 });
    const events = detail.timeline.map((e: { event: string }) => e.event);
    expect(events).toEqual(
      expect.arrayContaining(['booked', 'paid', 'ticketed', 'mailSent', 'scheduleChanged']),
    );
    expect(detail.timeline.find((e: { event: string }) => e.event === 'scheduleChanged')).toMatchObject({
      flight: flightLabel(detail.flights[0]),
      oldDepartureLocal: flight.departureLocal,
      newDepartureLocal: departureLocal,
    });

    // the unpaid hold got no mail; its itinerary is already the new one for the payment to come
    expect(await mailsOf(held[0]!.orderId, 'scheduleChange')).toHaveLength(0);
    const heldDetail = await getOrder(held[0]!.orderId, held[0]!.token);
    expect(heldDetail.flights[0].departureLocal).toBe(departureLocal);
    expect(heldDetail.scheduleRefund.allowed).toBe(false);
    // … and its buyer is told when paying: the receipt has the new times and says they changed
    expect(await held[0]!.pay()).toContain('/ticketDetail/');
    const [receipt] = await mailsOf(held[0]!.orderId, 'ticket');
    expect(receipt!.text).toContain('изменилось после бронирования');
    expect(receipt!.html).toContain('изменилось после бронирования');

    // the whole amount back in one request; a second one is refused
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/RequestScheduleRefund',
        payload: { orderId: paid[1]!.orderId, token: paid[1]!.token },
      });
    const done = await refund();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result.state).toBe('Refunded');
    const [r] = await db().select().from(refunds).where(eq(refunds.orderId, paid[1]!.orderId));
    const [order] = await db().select().from(orders).where(eq(orders.id, paid[1]!.orderId));
    expect(r).toMatchObject({ amount: order!.totalAmount, status: 'succeeded' });
    expect(await mailsOf(paid[1]!.orderId, 'refund')).toHaveLength(1);
    const again = await refund();
    expect(again.statusCode).toBe(422);
    expect(again.json().error.key).toBe('bookings.schedule_refund_not_allowed');
  });

  it('two changes in a minute send one mail with the latest state; a change back before it goes sends none', async () => {
    const { flight, paid } = await flightWithOrders(['en']);
    const o = paid[0]!;
    const move = (minutes: number) =>
      staff('Inventory/ChangeSchedule', {
        flightId: flight.id,
        departureLocal: shift(flight.departureLocal, minutes),
        arrivalLocal: shift(flight.arrivalLocal, minutes),
        reason: `moved by ${minutes}`,
      });
    expect((await move(60)).statusCode).toBe(200);
    expect((await move(0)).statusCode).toBe(200);
    await sendDue();
    expect(await mailsOf(o.orderId, 'scheduleChange')).toHaveLength(0);
    expect((await eventsOf(o.orderId)).filter((e) => e.event === 'scheduleChanged')).toHaveLength(2);

    // 1 h then 2 h within the minute: one mail, booked time → 2 h later
    expect((await move(60)).statusCode).toBe(200);
    expect((await move(120)).statusCode).toBe(200);
    await sendDue();
    const [first, ...none] = await mailsOf(o.orderId, 'scheduleChange');
    expect(none).toEqual([]);
    expect(first!.text).toContain(`${shift(flight.departureLocal, 120).slice(11)}`);
    expect(first!.text).toContain('moved by 120');
    expect(first!.text).not.toContain('replaces');
    // a change of 2 h is within the 3 allowed: no refund offered, and none granted
    expect(first!.text).not.toContain('scheduleRefund=1');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/RequestScheduleRefund',
      payload: { orderId: o.orderId, token: o.token },
    });
    expect(refused.statusCode).toBe(422);

    // back to the booked time after that mail went out: a second mail says it replaces the first
    expect((await move(0)).statusCode).toBe(200);
    await sendDue();
    const mails = await mailsOf(o.orderId, 'scheduleChange');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain('replaces our earlier message');
    expect(mails[1]!.text).toContain(flight.departureLocal.slice(11));
    expect((await getOrder(o.orderId, o.token)).flights[0].departureLocal).toBe(flight.departureLocal);
  });

  it('cancels a flight: sales stop, travellers told with a full-refund offer', async () => {
    const { flight, paid, held } = await flightWithOrders(['ru'], 1);
    const res = await staff('Inventory/CancelFlight', {
      flightId: flight.id,
      reason: 'Charter chain cancelled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      kind: 'cancelled',
      newDepartureLocal: null,
      notifiedOrders: 1,
    });
    const [row] = await db().select().from(flights).where(eq(flights.id, flight.id));
    expect(row).toMatchObject({ isCancelled: true, salesClosed: true });
    await sendDue();
    const [mail] = await mailsOf(paid[0]!.orderId, 'flightCancelled');
    expect(mail!.subject).toContain('отменён');
    expect(mail!.text).toContain('scheduleRefund=1');
    const detail = await getOrder(paid[0]!.orderId, paid[0]!.token);
    expect(detail.flights[0].cancelled).toBe(true);
    expect(detail.scheduleRefund.allowed).toBe(true);
    expect(detail.timeline.map((e: { event: string }) => e.event)).toContain('flightCancelled');
    // nobody pays for a cancelled flight: its hold ended with it
    const [hold] = await db().select().from(orders).where(eq(orders.id, held[0]!.orderId));
    expect(hold!.state).toBe('Expired');
    // a cancelled flight's time cannot change any more
    const late = await staff('Inventory/ChangeSchedule', {
      flightId: flight.id,
      departureLocal: shift(flight.departureLocal, 60),
      arrivalLocal: shift(flight.arrivalLocal, 60),
      reason: 'too late',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().error.key).toBe('inventory.flight_cancelled');
  });

  /** A saved transfer search from an airport to the Lara zone, and its cheapest vehicle. */
  async function laraTransferSearch(criteria: {
    airportCode: string;
    date: string;
    time: string;
    passengers: number;
    luggage?: number;
  }) {
    const [lara] = await db().select().from(districts).where(eq(districts.nameEn, 'Lara'));
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Transfer/SaveTransferSearch',
      payload: { ...criteria, districtId: lara!.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const searchId = saved.json().result.id as string;
    const results = await t.app.inject({
      url: `/api/services/app/Transfer/GetTransferSearchResults?Id=${searchId}&Currency=EUR`,
    });
    return { searchId, option: results.json().result.options[0] };
  }

  /** Booking/AddTransferOrder of a search's vehicle, linked to a flight order. */
  const addLinkedTransfer = (
    search: Awaited<ReturnType<typeof laraTransferSearch>>,
    linkedOrder: object,
    key: string,
    culture = 'en',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/services/app/Booking/AddTransferOrder?culture=${culture}`,
      headers: { 'idempotency-key': key },
      payload: {
        searchId: search.searchId,
        optionId: search.option.id,
        contact: testContact(),
        address: 'Delphin Palace Hotel, Lara',
        contractAccepted: true,
        siteUsageAccepted: true,
        currency: search.option.price.currency,
        expectedTotal: search.option.price.amount,
        linkedOrder,
      },
    });

  /** Books the transfer a paid flight order's page offers (Lara zone), linked to it, and pays it. */
  async function bookOfferedTransfer(o: { orderId: string; token: string }) {
    const offer = (await getOrder(o.orderId, o.token)).transferOffer;
    expect(offer).toBeTruthy();
    const search = await laraTransferSearch(offer);
    // only the booking's holder may link to it
    const stranger = await addLinkedTransfer(
      search,
      { orderId: o.orderId, token: 'not-the-token' },
      `${o.orderId}-x`,
    );
    expect(stranger.statusCode).toBe(404);
    const res = await addLinkedTransfer(search, { orderId: o.orderId, token: o.token }, `${o.orderId}-t`);
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json().result as { orderId: string; pGuid: string; response: { cardAction: string } };
    await createTestBuyer(t.app).pay(added.response.cardAction);
    return { offer, transfer: { orderId: added.orderId, token: added.pGuid } };
  }

  it('a transfer booked from the offer follows its flight: the pickup moves with a re-time, and a cancellation refunds it once', async () => {
    const { flight, paid } = await flightWithOrders(['en']);
    const o = paid[0]!;
    const { offer, transfer } = await bookOfferedTransfer(o);
    // offered at the scheduled landing plus the configured margin, for the booked party
    expect(offer).toMatchObject({
      airportCode: 'AYT',
      date: shift(flight.arrivalLocal, 30).slice(0, 10),
      time: shift(flight.arrivalLocal, 30).slice(11),
      passengers: 1,
      luggage: 1,
    });
    const booked = await getOrder(transfer.orderId, transfer.token);
    expect(booked.state).toBe('Confirmed');
    expect(booked.transfer.linkedFlight).toMatchObject({ orderId: o.orderId, flightId: flight.id });
    // the flight's page lists the transfer and offers no second one
    const withTransfer = await getOrder(o.orderId, o.token);
    expect(withTransfer.transferOffer).toBeNull();
    expect(withTransfer.linkedTransfers).toMatchObject([
      { id: transfer.orderId, state: 'Confirmed', pickupLocal: shift(flight.arrivalLocal, 30) },
    ]);

    // re-timed 1 h 40 later: the pickup moves by as much, and one mail tells both
    const res = await staff('Inventory/ChangeSchedule', {
      flightId: flight.id,
      departureLocal: shift(flight.departureLocal, 100),
      arrivalLocal: shift(flight.arrivalLocal, 100),
      reason: 'Late inbound aircraft',
    });
    expect(res.statusCode, res.body).toBe(200);
    const movedPickup = shift(flight.arrivalLocal, 130);
    const moved = await getOrder(transfer.orderId, transfer.token);
    expect(moved.transfer.pickupLocal).toBe(movedPickup);
    expect(moved.timeline.find((e: { event: string }) => e.event === 'pickupMoved')).toMatchObject({
      oldDepartureLocal: shift(flight.arrivalLocal, 30),
      newDepartureLocal: movedPickup,
    });
    await sendDue();
    const [mail, ...more] = await mailsOf(o.orderId, 'scheduleChange');
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Transfer pick-up at');
    expect(mail!.text).toContain(movedPickup.slice(11));
    expect(mail!.text).toContain(booked.pnr);

    // cancelled: the transfer is cancelled and refunded in full, exactly once
    const cancel = await staff('Inventory/CancelFlight', { flightId: flight.id, reason: 'Chain cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expect
      .poll(async () => (await getOrder(transfer.orderId, transfer.token)).state, { timeout: 10_000 })
      .toBe('Refunded');
    expect(await t.app.bookings.refundCancelledTransfers()).toBe(0);
    const transferRefunds = await db().select().from(refunds).where(eq(refunds.orderId, transfer.orderId));
    expect(transferRefunds).toMatchObject([{ amount: booked.total.amount, status: 'succeeded' }]);
    await sendDue();
    const [cancelled] = await mailsOf(o.orderId, 'flightCancelled');
    expect(cancelled!.text).toContain(`airport transfer ${booked.pnr}`);
    expect(await mailsOf(transfer.orderId, 'refund')).toHaveLength(1);
  });

  it('refuses to link a transfer to an unpaid booking', async () => {
    const { held } = await flightWithOrders([], 1);
    const h = held[0]!;
    expect((await getOrder(h.orderId, h.token)).transferOffer).toBeNull();
    const search = await laraTransferSearch({
      airportCode: 'AYT',
      date: '2026-12-20',
      time: '12:00',
      passengers: 1,
    });
    const res = await addLinkedTransfer(
      search,
      { orderId: h.orderId, token: h.token },
      `${h.orderId}-unpaid`,
      'ru',
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.key).toBe('bookings.transfer_not_for_flight');
    expect(res.json().error.message).toContain('не подходит');
  });

  it('refuses moves beyond 24 hours and times that do not fit, with a localized error', async () => {
    const { flight } = await flightWithOrders([]).catch(() => ({ flight: undefined }));
    // the first seeded flight: without ORDER BY, PostgreSQL may hand back one an earlier test cancelled
    const [any] = flight ? [flight] : await db().select().from(flights).orderBy(flights.id).limit(1);
    const far = await staff('Inventory/ChangeSchedule', {
      flightId: any!.id,
      departureLocal: shift(any!.departureLocal, 25 * 60),
      arrivalLocal: shift(any!.arrivalLocal, 25 * 60),
      reason: 'x',
    });
    expect(far.statusCode).toBe(422);
    expect(far.json().error.key).toBe('inventory.schedule_too_far');
    const backwards = await staff('Inventory/ChangeSchedule', {
      flightId: any!.id,
      departureLocal: shift(any!.departureLocal, 60),
      arrivalLocal: shift(any!.departureLocal, 30),
      reason: 'x',
    });
    expect(backwards.statusCode).toBe(422);
    const bad = await siteCall(t.app)('POST', 'Inventory/ChangeSchedule', {
      token: hostToken,
      culture: 'ru',
      payload: { flightId: any!.id, departureLocal: '2026-12-40T10:00', arrivalLocal: 'soon', reason: '' },
    });
    expect(bad.statusCode).toBe(400);
    const members = bad.json().error.validationErrors.map((v: { members: string[] }) => v.members[0]);
    expect(members).toEqual(expect.arrayContaining(['departureLocal', 'arrivalLocal', 'reason']));
  });

  it('lets a site variant’s staff re-time only their own flights, never the host’s', async () => {
    const other = await createTenantWithAdmin(t.app, t.database, hostToken, {
      tenancyName: 'schedsite',
      name: 'Schedule site',
      adminEmailAddress: 'admin@sched.example',
    });
    const tenantToken = await signIn(t.app, 'admin', other.adminPassword, other.id);
    const [hostFlight] = await db().select().from(flights).limit(1);
    const res = await siteCall(t.app)('POST', 'Inventory/ChangeSchedule', {
      token: tenantToken,
      tenant: other.id,
      payload: {
        flightId: hostFlight!.id,
        departureLocal: shift(hostFlight!.departureLocal, 60),
        arrivalLocal: shift(hostFlight!.arrivalLocal, 60),
        reason: 'not ours',
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.key).toBe('inventory.read_only');
    const [unchanged] = await db().select().from(flights).where(eq(flights.id, hostFlight!.id));
    expect(unchanged!.departureLocal).toBe(hostFlight!.departureLocal);
    const cancel = await siteCall(t.app)('POST', 'Inventory/CancelFlight', {
      token: tenantToken,
      tenant: other.id,
      payload: { flightId: hostFlight!.id, reason: 'not ours' },
    });
    expect(cancel.statusCode).toBe(403);
  });
});
