import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConverter, type TransferSearchResult } from '@charterdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, userWithPermissions } from '../../testing/back-office-calls.js';
import { createTestBuyer, TEST_CARDS } from '../../testing/orders.js';
import { textOfPdf } from '../../testing/pdf-text.js';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app.js';
import { districts } from '../definitions/definitions.tables.js';
import { mailOutbox } from '../notifications/notifications.tables.js';
import { demoTariffEurCents } from './transfers.seed.js';

const START = new Date('2026-11-22T10:00:00Z');
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'charterdesk-transfers-'));
const TENANT = 1;

describe('airport transfers: places, search, booking, payment, back office', () => {
  let t: TestApp;
  let now = START;
  let keyNo = 0;
  let hostAdmin: string;
  let tenantAdmin: string;
  let laraId: number;
  let kemerId: number;
  let fethiyeId: number;
  const call = () => appCall(t.app);

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: false },
      env: {
        DATA_DIR,
        PUBLIC_URL: 'http://shop.example',
      },
    });
    const zones = await t.database.db.select().from(districts);
    const zone = (nameEn: string) => zones.find((z) => z.nameEn === nameEn)!.id;
    laraId = zone('Lara');
    kemerId = zone('Kemer');
    fethiyeId = zone('Fethiye');
    hostAdmin = await signIn(t.app);
    tenantAdmin = await signIn(t.app, 'admin', undefined, TENANT);
  });
  afterAll(() => t.close());

  const site = (tenant?: number): Record<string, string> =>
    tenant ? { 'Abp.TenantId': String(tenant) } : {};

  async function saveSearch(criteria: Record<string, unknown>, tenant?: number, culture = 'en') {
    return t.app.inject({
      method: 'POST',
      url: `/api/services/app/Transfer/SaveTransferSearch?culture=${culture}`,
      headers: site(tenant),
      payload: {
        airportCode: 'AYT',
        districtId: laraId,
        date: '2026-12-05',
        time: '14:30',
        passengers: 2,
        luggage: 2,
        ...criteria,
      },
    });
  }

  async function search(criteria: Record<string, unknown> = {}, currency = 'EUR', tenant?: number) {
    const saved = await saveSearch(criteria, tenant);
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().result.id as string;
    const res = await t.app.inject({
      url: `/api/services/app/Transfer/GetTransferSearchResults?Id=${id}&Currency=${currency}&culture=en`,
      headers: site(tenant),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { id, result: res.json().result as TransferSearchResult };
  }

  function orderBody(searchId: string, option: TransferSearchResult['options'][number], over = {}) {
    return {
      searchId,
      optionId: option.id,
      contact: {
        email: 'anna@example.com',
        mobilePhone: '+79001234567',
        name: 'Anna',
        surname: 'Smirnova',
        birthday: '1990-06-15',
      },
      flightNumber: 'zf 9012',
      address: 'Delphin Palace Hotel, Lara',
      note: 'Child seat please',
      contractAccepted: true,
      siteUsageAccepted: true,
      currency: option.price.currency,
      expectedTotal: option.price.amount,
      ...over,
    };
  }

  const addTransferOrder = (
    body: unknown,
    key = `transfer-key-${++keyNo}`,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/AddTransferOrder',
      headers: { 'idempotency-key': key, ...headers },
      payload: body as Record<string, unknown>,
    });

  /** The buyer's browser: card form → 3-D Secure → our return URL; answers our redirect. */
  async function pay(cardAction: string, cardNumber: string = TEST_CARDS.approved) {
    return (await createTestBuyer(t.app).payment(cardAction, cardNumber, 'ANNA SMIRNOVA')).redirect;
  }

  async function getOrder(id: string, token: string, culture = 'ru') {
    const res = await t.app.inject({
      url: `/api/services/app/Booking/GetOrder?Id=${id}&Token=${encodeURIComponent(token)}`,
      headers: { 'accept-language': culture },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  }

  describe('places', () => {
    it('lists airports with priced zones, named in the request language', async () => {
      for (const [culture, airportName, lara] of [
        ['ru', 'Анталья', 'Лара'],
        ['en', 'Antalya', 'Lara'],
        ['tr', 'Antalya', 'Lara'],
      ] as const) {
        const res = await t.app.inject(`/api/services/app/Transfer/GetTransferPlaces?culture=${culture}`);
        expect(res.statusCode, res.body).toBe(200);
        const { airports } = res.json().result;
        const ayt = airports.find((a: { code: string }) => a.code === 'AYT');
        expect(ayt.name).toContain(airportName);
        expect(ayt.districts.map((d: { name: string }) => d.name)).toContain(lara);
        const minutes = ayt.districts.map((d: { transferMinutes: number }) => d.transferMinutes);
        expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
        expect(airports.map((a: { code: string }) => a.code)).toEqual(
          expect.arrayContaining(['DLM', 'BJV', 'HRG', 'SSH', 'HKT', 'DXB', 'IST', 'SAW']),
        );
      }
      const ru = await t.app.inject('/api/services/app/Transfer/GetTransferPlaces?culture=ru');
      const ist = ru.json().result.airports.find((a: { code: string }) => a.code === 'IST');
      expect(ist.name).toMatch(/[А-Яа-я]/);
    });

    it('gives each airport and zone its names in the other languages, for the search field', async () => {
      const ru = await t.app.inject('/api/services/app/Transfer/GetTransferPlaces?culture=ru');
      const ayt = ru.json().result.airports.find((a: { code: string }) => a.code === 'AYT');
      // "Antalya" typed on the Russian site finds its airport and its zones
      expect(ayt.aliases).toContain('Antalya');
      expect(ayt.aliases).not.toContain(ayt.name);
      const lara = ayt.districts.find((d: { name: string }) => d.name === 'Лара');
      expect(lara.aliases).toEqual(['Lara']);
      const en = await t.app.inject('/api/services/app/Transfer/GetTransferPlaces?culture=en');
      const aytEn = en.json().result.airports.find((a: { code: string }) => a.code === 'AYT');
      expect(aytEn.aliases).toContain('Анталья');
    });
  });

  describe('search', () => {
    it('refuses a zone of another airport, a pick-up too soon, in the past or beyond a year', async () => {
      const other = await saveSearch({ districtId: fethiyeId });
      expect(other.statusCode, other.body).toBe(422);
      expect(other.json().error.key).toBe('transfers.zone_not_of_airport');

      const past = await saveSearch({ date: '2026-11-20' });
      expect(past.statusCode, past.body).toBe(400);
      expect(past.json().error.validationErrors).toEqual([
        { message: 'A transfer must be booked at least 2 hours before the pick-up', members: ['date'] },
      ]);
      // 10:00Z is 13:00 in Antalya: 14:30 local is only 1.5 hours away
      const soon = await saveSearch({ date: '2026-11-22', time: '14:30' }, undefined, 'ru');
      expect(soon.statusCode, soon.body).toBe(400);
      expect(soon.json().error.validationErrors[0].members).toEqual(['time']);
      expect(soon.json().error.validationErrors[0].message).toContain('2 часа');
      expect((await saveSearch({ date: '2026-11-22', time: '15:05' })).statusCode).toBe(200);

      const far = await saveSearch({ date: '2027-11-23' });
      expect(far.statusCode, far.body).toBe(400);
      expect(far.json().error.validationErrors[0].members).toEqual(['date']);

      const badTime = await saveSearch({ time: '25:00' });
      expect(badTime.statusCode).toBe(400);
    });

    it('prices the vehicles that fit in EUR, cheapest first, from the tariff formula', async () => {
      const { result } = await search({ passengers: 2, luggage: 2 });
      expect(result.airport.code).toBe('AYT');
      expect(result.district).toMatchObject({ id: laraId, name: 'Lara', cityCode: 'AYT' });
      const sedan = result.options[0]!;
      expect(sedan).toMatchObject({
        vehicleName: 'Sedan',
        passengerCapacity: 3,
        transferMinutes: 20,
        price: { amount: 3600, currency: 'EUR' },
      });
      expect(sedan.id).toMatch(/^T\d+$/);
      expect(result.options.map((o) => o.vehicleName)).toEqual([
        'Sedan',
        'Minivan',
        'VIP Mercedes V-Class',
        'Minibus',
        'Midibus',
        'Coach',
      ]);
      expect(result.options.map((o) => o.price.amount)).toEqual([3600, 4900, 7200, 8600, 11500, 16200]);
      expect(demoTariffEurCents(120, { nameEn: 'Coach', passengerCapacity: 46 })).toBe(41000);
    });

    it('converts exactly into TRY and RUB with the site’s rates', async () => {
      const rates = (await t.app.inject('/api/services/app/Currency/GetExchangeRates')).json().result;
      const convert = createConverter({
        EUR: '1',
        ...Object.fromEntries(
          rates.items.map((r: { currency: string; rate: string }) => [r.currency, r.rate]),
        ),
      });
      for (const currency of ['TRY', 'RUB']) {
        const { result } = await search({ districtId: kemerId }, currency);
        const eur = (await search({ districtId: kemerId }, 'EUR')).result;
        expect(result.options.map((o) => o.price.currency)).toEqual(result.options.map(() => currency));
        expect(result.options.map((o) => o.price.amount)).toEqual(
          eur.options.map((o) => convert(o.price.amount, 'EUR', currency)),
        );
      }
    });

    it('leaves out vehicles too small for the party: none at all is a valid answer', async () => {
      const four = await search({ passengers: 4, luggage: 1 });
      expect(four.result.options.map((o) => o.vehicleName)).not.toContain('Sedan');
      const bags = await search({ passengers: 2, luggage: 10 });
      expect(bags.result.options.every((o) => o.baggageCapacity >= 10)).toBe(true);
      const crowd = await search({ passengers: 50, luggage: 0 });
      expect(crowd.result.options).toEqual([]);
    });

    it('answers an unknown search 404 and an expired one 409, like the flight search', async () => {
      const unknown = await t.app.inject(
        '/api/services/app/Transfer/GetTransferSearchResults?Id=00000000-0000-4000-8000-000000000000',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.key).toBe('transfers.search_not_found');
      const saved = await saveSearch({});
      const id = saved.json().result.id;
      now = new Date(START.getTime() + 31 * 60_000);
      try {
        const expired = await t.app.inject(`/api/services/app/Transfer/GetTransferSearchResults?Id=${id}`);
        expect(expired.statusCode).toBe(409);
        expect(expired.json().error.key).toBe('transfers.search_expired');
      } finally {
        now = START;
      }
      // another site variant's search is not found there
      const other = await t.app.inject({
        url: `/api/services/app/Transfer/GetTransferSearchResults?Id=${id}`,
        headers: site(TENANT),
      });
      expect(other.statusCode).toBe(404);
    });
  });

  describe('tenant tariffs', () => {
    it('a tenant’s own tariff replaces the host’s on its site only; its zones stay on its site', async () => {
      const host = await search({}, 'EUR');
      const sedan = host.result.options.find((o) => o.vehicleName === 'Sedan')!;
      const save = await call()('POST', 'Definition/SaveTransferTariff', tenantAdmin, {
        districtId: laraId,
        packageTypeId: sedan.packageTypeId,
        price: 4200,
        currency: 'EUR',
      });
      expect(save.statusCode, save.body).toBe(200);
      expect(save.json().result).toMatchObject({ price: 4200, isReadOnly: false });

      const onTenant = await search({}, 'EUR', TENANT);
      expect(onTenant.result.options.find((o) => o.vehicleName === 'Sedan')!.price.amount).toBe(4200);
      expect((await search({}, 'EUR')).result.options[0]!.price.amount).toBe(3600);

      // a zone of the tenant with its own tariff: on its site, nowhere else
      const zone = await call()('POST', 'Definition/SaveDistrict', tenantAdmin, {
        cityCode: 'AYT',
        airportCode: 'AYT',
        nameRu: 'Тестовый район',
        nameEn: 'Tenant Bay',
        nameTr: 'Kiracı Koyu',
        transferMinutes: 30,
      });
      expect(zone.statusCode, zone.body).toBe(200);
      const zoneId = zone.json().result.id as number;
      const places = async (tenant?: number) =>
        (
          await t.app.inject({
            url: '/api/services/app/Transfer/GetTransferPlaces?culture=en',
            headers: site(tenant),
          })
        )
          .json()
          .result.airports.find((a: { code: string }) => a.code === 'AYT')
          .districts.map((d: { id: number }) => d.id);
      expect(await places(TENANT)).not.toContain(zoneId); // no tariff yet
      await call()('POST', 'Definition/SaveTransferTariff', tenantAdmin, {
        districtId: zoneId,
        packageTypeId: sedan.packageTypeId,
        price: 3000,
        currency: 'EUR',
      });
      expect(await places(TENANT)).toContain(zoneId);
      expect(await places()).not.toContain(zoneId);
      expect((await saveSearch({ districtId: zoneId })).statusCode).toBe(422);
      const tenantZone = await search({ districtId: zoneId }, 'EUR', TENANT);
      expect(tenantZone.result.options.map((o) => o.price.amount)).toEqual([3000]);
    });
  });

  describe('booking and payment', () => {
    it('is idempotent per key and refuses a changed price or an underage contact', async () => {
      const { id, result } = await search();
      const option = result.options[0]!;
      const first = await addTransferOrder(orderBody(id, option), 'same-transfer-key');
      expect(first.statusCode, first.body).toBe(200);
      const again = await addTransferOrder(orderBody(id, option), 'same-transfer-key');
      expect(again.json().result.orderId).toBe(first.json().result.orderId);

      const changed = await addTransferOrder(
        orderBody(id, option, { expectedTotal: option.price.amount - 100 }),
      );
      expect(changed.statusCode).toBe(409);
      expect(changed.json().error.key).toBe('bookings.price_changed');

      const minor = await addTransferOrder(
        orderBody(id, option, { contact: { ...orderBody(id, option).contact, birthday: '2012-01-01' } }),
      );
      expect(minor.statusCode).toBe(400);
      expect(minor.json().error.validationErrors[0].members).toEqual(['contact.birthday']);

      const noKey = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/AddTransferOrder',
        payload: orderBody(id, option),
      });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json().error.key).toBe('bookings.idempotency_key_required');

      const gone = await addTransferOrder(orderBody(id, option, { optionId: 'T999999' }));
      expect(gone.statusCode).toBe(409);
      expect(gone.json().error.key).toBe('transfers.option_unavailable');
    });

    it('pays: Paid → Confirmed, confirmation e-mail in the order’s language, redirect to /transferDetail', async () => {
      const { id, result } = await search({ passengers: 3, luggage: 3 }, 'TRY');
      const option = result.options[0]!;
      const res = await addTransferOrder(orderBody(id, option), undefined, { 'accept-language': 'tr' });
      expect(res.statusCode, res.body).toBe(200);
      const { orderId, pGuid, response } = res.json().result;
      const before = await getOrder(orderId, pGuid);
      expect(before).toMatchObject({
        kind: 'transfer',
        state: 'WaitingForPayment',
        flights: [],
        passengers: [],
        total: { amount: option.price.amount, currency: 'TRY' },
        price: { currency: 'TRY', flights: 0, transfer: option.price.amount, insurance: 0, discount: 0 },
      });

      const redirect = await pay(response.cardAction);
      expect(redirect).toBe(`/transferDetail/${orderId}?token=${encodeURIComponent(pGuid)}`);

      // read in English: the zone named in the reader's language, whatever the language it was booked in
      const order = await getOrder(orderId, pGuid, 'en');
      expect(order.state).toBe('Confirmed');
      expect(order.transfer).toMatchObject({
        direction: 'fromAirport',
        airportCode: 'AYT',
        districtId: laraId,
        districtName: 'Lara',
        vehicleName: 'Sedan',
        passengerCapacity: 3,
        baggageCapacity: 3,
        transferMinutes: 20,
        pickupLocal: '2026-12-05T14:30',
        passengers: 3,
        luggage: 3,
        flightNumber: 'ZF 9012',
        address: 'Delphin Palace Hotel, Lara',
        note: 'Child seat please',
      });
      expect((await getOrder(orderId, pGuid, 'ru')).transfer).toMatchObject({
        districtName: 'Лара',
        vehicleName: 'Седан',
      });
      const events = (await t.app.bookings.events(orderId)).map((e) => e.event);
      expect(events).toEqual(['created', 'paymentApproved', 'reservationConfirmed']);

      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.orderId, orderId))
        .orderBy(mailOutbox.id);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toMatchObject({ kind: 'reservation', to: 'anna@example.com', status: 'sent' });
      expect(mail.subject).toContain('Transferiniz onaylandı');
      // local time and money as the Turkish culture writes them
      for (const fact of [order.pnr, '5 Aralık 2026, 14:30', 'Sedan', 'ZF 9012', 'Delphin Palace Hotel', '₺'])
        expect(mail.text).toContain(fact);
      expect(mail.text).toContain('geliş salonunda'); // the driver meets them in the arrivals hall
      expect(mail.text).toContain('+90 242 310 47 47'); // agency contacts
      // the booking's page with its access token, the one way a guest opens it (as the flight receipt links it)
      const pageLink = `/transferDetail/${orderId}?token=${encodeURIComponent(pGuid)}&locale=tr`;
      expect(mail.text).toContain(`Rezervasyonumu aç: `);
      expect(mail.text).toContain(pageLink);
      expect(mail.html).toContain(pageLink.replaceAll('&', '&amp;'));

      // the voucher PDF is attached, in Turkish, with the same facts
      const eml = readdirSync(path.join(DATA_DIR, 'mail'))
        .map((f) => readFileSync(path.join(DATA_DIR, 'mail', f), 'utf8'))
        .find((m) => m.includes(`transfer-${order.pnr}.pdf`));
      expect(eml).toBeDefined();
      const pdfPart =
        /filename=transfer-[A-Z0-9]{6}\.pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(eml!);
      const pdfText = await textOfPdf(Buffer.from(pdfPart![1]!.replace(/\s+/g, ''), 'base64'));
      expect(pdfText).toContain(order.pnr);
      expect(pdfText).toContain('Transfer voucher’ı');
      expect(pdfText).toContain('ZF 9012');

      // the booking can be found by PNR and the lead passenger's surname
      const byPnr = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/GetOrderByPnr',
        payload: { pnr: order.pnr, surname: 'smirnova' },
      });
      expect(byPnr.statusCode, byPnr.body).toBe(200);
      expect(byPnr.json().result.kind).toBe('transfer');

      const resend = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/ResendTicket',
        payload: { orderId, token: pGuid },
      });
      expect(resend.statusCode, resend.body).toBe(200);
      const after = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.orderId, orderId))
        .orderBy(mailOutbox.id);
      expect(after.map((m) => m.kind)).toEqual(['reservation', 'reservation']);
    });

    it('a declined card goes to /paymentFailed and a retry pays', async () => {
      const { id, result } = await search({ direction: 'toAirport', time: '08:15' });
      const res = await addTransferOrder(orderBody(id, result.options[0]!, { flightNumber: null }));
      const { orderId, pGuid, response } = res.json().result;
      const failed = await pay(response.cardAction, TEST_CARDS.declined);
      expect(failed).toMatch(new RegExp(`^/paymentFailed\\?orderId=${orderId}&`));
      expect((await getOrder(orderId, pGuid)).state).toBe('PaymentFailed');

      const retry = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/RetryPayment',
        payload: { orderId, token: pGuid },
      });
      expect(retry.statusCode, retry.body).toBe(200);
      const redirect = await pay(retry.json().result.response.cardAction);
      expect(redirect).toMatch(/^\/transferDetail\//);
      const order = await getOrder(orderId, pGuid);
      expect(order.state).toBe('Confirmed');
      expect(order.transfer).toMatchObject({ direction: 'toAirport', flightNumber: null });
    });

    it('an unpaid transfer hold expires like a flight hold', async () => {
      const { id, result } = await search();
      const { orderId, pGuid } = (await addTransferOrder(orderBody(id, result.options[0]!))).json().result;
      expect(
        await t.app.bookings.expireHolds(new Date(START.getTime() + 60 * 60_000)),
      ).toBeGreaterThanOrEqual(1);
      expect((await getOrder(orderId, pGuid)).state).toBe('Expired');
    });
  });

  describe('back office', () => {
    it('lists, shows and refunds a transfer order; kind filter', async () => {
      const { id, result } = await search();
      const { orderId, response } = (await addTransferOrder(orderBody(id, result.options[0]!))).json().result;
      await pay(response.cardAction);

      const list = await call()('GET', 'Order/GetAll?Kind=transfer&MaxResultCount=100', hostAdmin);
      expect(list.statusCode, list.body).toBe(200);
      const items = list.json().result.items as { id: string; kind: string; route: string }[];
      expect(items.every((o) => o.kind === 'transfer')).toBe(true);
      const row = list.json().result.items.find((o: { id: string }) => o.id === orderId);
      // the zone and the vehicle in the language staff read the list in (English), not the one the order was
      // sold in (Russian, the default), as the order's page has them
      expect(row).toMatchObject({
        kind: 'transfer',
        route: 'AYT → Lara',
        departureLocal: '2026-12-05T14:30',
        passengerCount: 2,
        transfer: { airportCode: 'AYT', districtName: 'Lara', vehicleName: 'Sedan' },
      });
      const russian = await call()(
        'GET',
        'Order/GetAll?Kind=transfer&MaxResultCount=100&culture=ru',
        hostAdmin,
      );
      expect(russian.json().result.items.find((o: { id: string }) => o.id === orderId)).toMatchObject({
        route: 'AYT → Лара',
        transfer: { districtName: 'Лара', vehicleName: 'Седан' },
      });
      const flightsOnly = await call()('GET', 'Order/GetAll?Kind=flight&MaxResultCount=100', hostAdmin);
      expect(flightsOnly.json().result.items.map((o: { id: string }) => o.id)).not.toContain(orderId);

      const detail = await call()('GET', `Order/Get?Id=${orderId}`, hostAdmin);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().result).toMatchObject({ kind: 'transfer', state: 'Confirmed', passengers: [] });
      expect(detail.json().result.transfer.address).toBe('Delphin Palace Hotel, Lara');

      const resend = await call()('POST', 'Order/ResendTicket', hostAdmin, { id: orderId });
      expect(resend.statusCode, resend.body).toBe(200);

      const refund = await call()('POST', 'Order/Refund', hostAdmin, {
        id: orderId,
        note: 'flight cancelled',
      });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json().result.status).toBe('succeeded');
      const refunded = await call()('GET', `Order/Get?Id=${orderId}`, hostAdmin);
      expect(refunded.json().result.state).toBe('Refunded');
      expect(refunded.json().result.mails.map((m: { kind: string }) => m.kind)).toEqual([
        'reservation',
        'reservation',
        'refund',
      ]);
    });

    it('cancels a transfer order without seats to release', async () => {
      const { id, result } = await search();
      const { orderId, response } = (await addTransferOrder(orderBody(id, result.options[0]!))).json().result;
      await pay(response.cardAction);
      const cancel = await call()('POST', 'Order/Cancel', hostAdmin, { id: orderId, note: 'customer asked' });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const mails = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.orderId, orderId))
        .orderBy(mailOutbox.id);
      expect(mails.map((m) => m.kind)).toEqual(['reservation', 'cancellation']);
      expect(mails[1]!.text).toContain('бронирование трансфера'); // not the flight text about void tickets
    });

    it('manages tariffs with the host/tenant rules of the zones; needs Pages.Definitions', async () => {
      const hostList = await call()('GET', `Definition/GetTransferTariffs?DistrictId=${kemerId}`, hostAdmin);
      expect(hostList.statusCode, hostList.body).toBe(200);
      const hostItems = hostList.json().result.items;
      expect(hostItems).toHaveLength(6);
      expect(hostItems[0]).toMatchObject({
        vehicleName: 'Sedan',
        price: 5800,
        currency: 'EUR',
        isReadOnly: false,
      });

      const tenantList = await call()(
        'GET',
        `Definition/GetTransferTariffs?DistrictId=${kemerId}`,
        tenantAdmin,
      );
      expect(tenantList.json().result.items.every((i: { isReadOnly: boolean }) => i.isReadOnly)).toBe(true);
      const hostSedan = hostItems[0];
      const readOnly = await call()('PUT', 'Definition/UpdateTransferTariff', tenantAdmin, {
        id: hostSedan.id,
        price: 1000,
        currency: 'EUR',
      });
      expect(readOnly.statusCode).toBe(422);
      expect(readOnly.json().error.key).toBe('definitions.read_only');
      expect(
        (await call()('DELETE', `Definition/DeleteTransferTariff?Id=${hostSedan.id}`, tenantAdmin))
          .statusCode,
      ).toBe(422);

      const own = await call()('POST', 'Definition/SaveTransferTariff', tenantAdmin, {
        districtId: kemerId,
        packageTypeId: hostSedan.packageTypeId,
        price: 6000,
        currency: 'EUR',
      });
      expect(own.statusCode, own.body).toBe(200);
      const ownId = own.json().result.id;
      const twice = await call()('POST', 'Definition/SaveTransferTariff', tenantAdmin, {
        districtId: kemerId,
        packageTypeId: hostSedan.packageTypeId,
        price: 6100,
        currency: 'EUR',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.key).toBe('transfers.tariff_exists');
      const marked = (await call()('GET', `Definition/GetTransferTariffs?DistrictId=${kemerId}`, tenantAdmin))
        .json()
        .result.items.find((i: { id: number }) => i.id === hostSedan.id);
      expect(marked.isOverridden).toBe(true);

      const updated = await call()('PUT', 'Definition/UpdateTransferTariff', tenantAdmin, {
        id: ownId,
        price: 650000,
        currency: 'RUB',
        isActive: true,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json().result).toMatchObject({ price: 650000, currency: 'RUB' });
      const priced = await search({ districtId: kemerId }, 'RUB', TENANT);
      expect(priced.result.options.find((o) => o.vehicleName === 'Sedan')!.price.amount).toBe(650000);

      // the host cannot see the tenant's row; after the tenant deletes it the host's price applies again
      expect(
        (await call()('GET', `Definition/GetTransferTariffs?DistrictId=${kemerId}`, hostAdmin)).json().result
          .items,
      ).toHaveLength(6);
      expect(
        (
          await call()('PUT', 'Definition/UpdateTransferTariff', hostAdmin, {
            id: ownId,
            price: 1,
            currency: 'EUR',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call()('DELETE', `Definition/DeleteTransferTariff?Id=${ownId}`, tenantAdmin)).statusCode,
      ).toBe(200);
      const back = await search({ districtId: kemerId }, 'EUR', TENANT);
      expect(back.result.options.find((o) => o.vehicleName === 'Sedan')!.price.amount).toBe(5800);

      // an inactive own tariff takes the vehicle off the tenant's site
      const off = await call()('POST', 'Definition/SaveTransferTariff', tenantAdmin, {
        districtId: kemerId,
        packageTypeId: hostSedan.packageTypeId,
        price: 6000,
        currency: 'EUR',
        isActive: false,
      });
      expect(off.statusCode).toBe(200);
      const without = await search({ districtId: kemerId }, 'EUR', TENANT);
      expect(without.result.options.map((o) => o.vehicleName)).not.toContain('Sedan');

      expect(
        (await call()('GET', 'Definition/GetTransferTariffs?DistrictId=999999', hostAdmin)).statusCode,
      ).toBe(404);
      const clerk = await userWithPermissions(t.app, hostAdmin, null, 'tariffClerk', ['Pages.Orders']);
      const denied = await call()('GET', `Definition/GetTransferTariffs?DistrictId=${kemerId}`, clerk);
      expect(denied.statusCode).toBe(403);
      const anonymous = await call()('POST', 'Definition/SaveTransferTariff', undefined, {});
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
