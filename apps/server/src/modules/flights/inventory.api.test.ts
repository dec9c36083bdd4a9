import { addDays, type DatedFlightDto, type FlightOption, type ProgrammeDto } from '@charterdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteCallOptions, siteCall, type Verb } from '../../testing/back-office-calls.js';
import { adultPassenger, orderBody, searchFlights } from '../../testing/orders.js';
import { createTenantWithAdmin } from '../../testing/tenants.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { orders } from '../bookings/bookings.tables.js';
import { flights } from './flights.tables.js';

const START = new Date('2026-11-22T10:00:00Z');
const TODAY = '2026-11-22';
const FIRST = addDays(TODAY, 2);

describe('Inventory API: flight programmes, dated flights, seats and sales stops', () => {
  let t: TestApp;
  let hostToken: string;
  let tenantOneToken: string;
  let tenantB: { id: number; token: string };
  let airline: string;
  let keyNo = 0;

  const call = (method: Verb, url: string, opts: SiteCallOptions = {}) => siteCall(t.app)(method, url, opts);

  const programme = (over: Record<string, unknown> = {}) => ({
    airlineCode: airline,
    flightNumber: '7777',
    originCode: 'KZN',
    destinationCode: 'DLM',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    departureTime: '08:30',
    durationMinutes: 240,
    aircraft: 'Boeing 737-800',
    validFrom: FIRST,
    validTo: addDays(FIRST, 13),
    isCharter: true,
    isRefundable: false,
    baggageKg: 20,
    handBaggageKg: 8,
    currency: 'EUR',
    cabins: {
      economy: { seats: 50, baseFare: 15_000, tax: 2_000, fuel: 1_500, servicePrice: 500 },
      business: { seats: 8, baseFare: 45_000, tax: 2_000, fuel: 1_500, servicePrice: 1_000 },
    },
    childFarePercent: 75,
    infantFarePercent: 10,
    ...over,
  });

  async function createProgramme(token: string, over: Record<string, unknown> = {}, tenant?: number) {
    const res = await call('POST', 'Inventory/CreateProgramme', {
      token,
      payload: programme(over),
      ...(tenant ? { tenant } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as ProgrammeDto;
  }

  async function flightsOf(token: string, query: string) {
    const res = await call('GET', `Inventory/GetFlights?${query}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as { totalCount: number; items: DatedFlightDto[] };
  }

  /** Saves a public search as a visitor of a site variant and answers its direct offers. */
  async function search(origin: string, destination: string, date: string, tenant?: number, adults = 1) {
    const headers: Record<string, string> = tenant ? { 'Abp.TenantId': String(tenant) } : {};
    const { searchId: id, result } = await searchFlights(
      t.app,
      { origin, destination, departureDate: date, adults },
      { headers },
    );
    const options = result.flightSearchResponses.filter((o) => o.isDirect);
    return { id, options };
  }

  function addOrder(searchId: string, offer: FlightOption, adults = 1) {
    return t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/AddOrder',
      headers: { 'idempotency-key': `inventory-${++keyNo}`, 'accept-language': 'en' },
      payload: orderBody(searchId, offer, {
        passengers: Array.from({ length: adults }, (_, i) =>
          adultPassenger({ surname: `Petrov${'ABCDEFGH'[i]}`, passportNumber: `75123456${i}` }),
        ),
      }),
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: () => START, seed: { flights: { horizonDays: 7 } } });
    hostToken = await signIn(t.app);
    tenantOneToken = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    const b = await createTenantWithAdmin(t.app, t.database, hostToken, {
      tenancyName: 'othersite',
      name: 'Other site',
      adminEmailAddress: 'admin@other.example',
    });
    tenantB = { id: b.id, token: await signIn(t.app, 'admin', b.adminPassword, b.id) };
    const airlines = await call('GET', 'Inventory/GetAirlines', { token: hostToken });
    expect(airlines.statusCode, airlines.body).toBe(200);
    airline = (airlines.json().result.items as { code: string; isActive: boolean }[]).find(
      (a) => a.isActive,
    )!.code;
  });
  afterAll(() => t.close());

  it('answers 401 without sign-in and 403 without Pages.Inventory', async () => {
    expect((await call('GET', 'Inventory/GetProgrammes')).statusCode).toBe(401);
    const user = await call('POST', 'User/Create', {
      token: hostToken,
      payload: {
        userName: 'clerk',
        name: 'Clerk',
        surname: 'NoRights',
        emailAddress: 'clerk@example.com',
        password: 'Clerk-pass-1',
        roleNames: [],
      },
    });
    expect(user.statusCode, user.body).toBe(200);
    const clerk = await signIn(t.app, 'clerk', 'Clerk-pass-1');
    const denied = await call('GET', 'Inventory/GetProgrammes', { token: clerk });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toContain('Pages.Inventory');
    expect(
      (await call('POST', 'Inventory/CloseSales', { token: clerk, payload: { flightIds: [1] } })).statusCode,
    ).toBe(403);
  });

  it('creates a programme, expands its dated flights and sells them in the public search', async () => {
    const created = await createProgramme(hostToken);
    expect(created).toMatchObject({
      tenantId: null,
      isEditable: true,
      flightNumber: '7777',
      originCode: 'KZN',
      destinationCode: 'DLM',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      flightCount: 14,
      isActive: true,
    });
    const page = await flightsOf(hostToken, `ProgrammeId=${created.id}`);
    expect(page.totalCount).toBe(14);
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toMatchObject({
      departureDate: FIRST,
      departureLocal: `${FIRST}T08:30`,
      salesClosed: false,
      isCancelled: false,
      hasDeparted: false,
      cabins: [
        { cabinClass: 'economy', total: 50, sold: 0, held: 0, left: 50 },
        { cabinClass: 'business', total: 8, sold: 0, held: 0, left: 8 },
      ],
    });
    // Kazan is UTC+3, Dalaman UTC+3: 08:30 + 4 h
    expect(page.items[0]!.departureAt).toBe(`${FIRST}T05:30:00.000Z`);

    const { options } = await search('KZN', 'DLM', addDays(FIRST, 3));
    const offer = options.find((o) => o.flightNumber === `${airline} 7777`);
    expect(offer).toBeDefined();
    expect(offer!.price.total).toBe(15_000 + 2_000 + 1_500 + 500);

    const again = await call('GET', `Inventory/GetProgramme?Id=${created.id}`, { token: hostToken });
    expect(again.json().result.flightCount).toBe(14);
  });

  it('refuses invalid programmes with localized messages per field', async () => {
    const bad = await call('POST', 'Inventory/CreateProgramme', {
      token: hostToken,
      payload: programme({
        flightNumber: '8001',
        destinationCode: 'KZN',
        weekdays: [],
        durationMinutes: null,
        validFrom: addDays(TODAY, -5),
        cabins: {},
      }),
    });
    expect(bad.statusCode).toBe(400);
    const members = (bad.json().error.validationErrors as { members: string[] }[]).flatMap((v) => v.members);
    expect(members).toEqual(
      expect.arrayContaining(['destinationCode', 'weekdays', 'durationMinutes', 'validFrom', 'cabins']),
    );

    const unknown = await call('POST', 'Inventory/CreateProgramme', {
      token: hostToken,
      culture: 'ru',
      payload: programme({ flightNumber: '8002', originCode: 'QQQ', airlineCode: 'Q9' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors).toEqual(
      expect.arrayContaining([
        { message: 'Такой аэропорт нам неизвестен', members: ['originCode'] },
        { message: 'Нет действующей авиакомпании с таким кодом', members: ['airlineCode'] },
      ]),
    );

    const backwards = await call('POST', 'Inventory/CreateProgramme', {
      token: hostToken,
      payload: programme({ flightNumber: '8003', durationMinutes: null, arrivalTime: '06:00' }),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.validationErrors[0].members).toEqual(['arrivalTime']);

    const overlapping = await call('POST', 'Inventory/CreateProgramme', {
      token: hostToken,
      payload: programme({ validFrom: addDays(FIRST, 10), validTo: addDays(FIRST, 40) }),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error.key).toBe('inventory.duplicate_programme');
  });

  it('counts seats sold, held and left after orders, and never lets an update oversell', async () => {
    const date = addDays(FIRST, 4);
    const { id, options } = await search('KZN', 'DLM', date, undefined, 2);
    const offer = options.find((o) => o.flightNumber === `${airline} 7777`)!;
    const held = await addOrder(id, offer, 2);
    expect(held.statusCode, held.body).toBe(200);
    const second = await search('KZN', 'DLM', date, undefined, 1);
    const paid = await addOrder(
      second.id,
      second.options.find((o) => o.flightNumber === `${airline} 7777`)!,
      1,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    // the payment flow is covered by the bookings tests; here only the state matters
    await t.database.db
      .update(orders)
      .set({ state: 'Confirmed' })
      .where(eq(orders.id, paid.json().result.orderId));

    const flightId = Number(offer.id);
    const page = await flightsOf(hostToken, `DateFrom=${date}&DateTo=${date}&OriginCode=KZN`);
    const flight = page.items.find((f) => f.id === flightId)!;
    expect(flight.cabins[0]).toEqual({ cabinClass: 'economy', total: 50, sold: 1, held: 2, left: 47 });

    const programmeId = flight.programmeId;
    const current = (
      await call('GET', `Inventory/GetProgramme?Id=${programmeId}`, { token: hostToken })
    ).json().result as ProgrammeDto;
    const updateCabins = (cabins: ProgrammeDto['cabins']) =>
      call('PUT', 'Inventory/UpdateProgramme', {
        token: hostToken,
        payload: {
          id: programmeId,
          isActive: true,
          aircraft: 'Airbus A321',
          isRefundable: false,
          baggageKg: 23,
          handBaggageKg: 8,
          cabins,
          childFarePercent: 75,
          infantFarePercent: 10,
        },
      });
    const update = (economySeats: number, baseFare = 15_000) =>
      updateCabins({
        ...current.cabins,
        economy: { ...current.cabins.economy!, seats: economySeats, baseFare },
      });
    const tooFew = await update(2);
    expect(tooFew.statusCode).toBe(409);
    expect(tooFew.json().error).toMatchObject({ key: 'inventory.seats_in_use' });
    expect(tooFew.json().error.details).toContain(date);
    // nothing moved
    expect(
      (
        await flightsOf(hostToken, `DateFrom=${date}&DateTo=${date}&OriginCode=KZN&DestinationCode=DLM`)
      ).items.find((f) => f.id === flightId)!.cabins[0]!.left,
    ).toBe(47);

    const ok = await update(40, 16_000);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({ aircraft: 'Airbus A321', baggageKg: 23 });
    const after = await flightsOf(hostToken, `ProgrammeId=${programmeId}&MaxResultCount=20`);
    for (const f of after.items) {
      expect(f.cabins[0]!.total).toBe(40);
      expect(f.cabins[0]!.left).toBe(f.id === flightId ? 37 : 40);
      expect(f.cabins[1]!.left).toBe(8);
    }
    // fares apply to new sales
    const priced = await search('KZN', 'DLM', addDays(FIRST, 5));
    expect(priced.options.find((o) => o.flightNumber === `${airline} 7777`)!.price.total).toBe(
      16_000 + 2_000 + 1_500 + 500,
    );

    const cabinsChanged = await updateCabins({ economy: current.cabins.economy });
    expect(cabinsChanged.statusCode).toBe(422);
  });

  it('closes sales: the flight leaves the search, AddOrder refuses it, sold seats stay; opening restores it', async () => {
    const date = addDays(FIRST, 6);
    const before = await search('KZN', 'DLM', date);
    const offer = before.options.find((o) => o.flightNumber === `${airline} 7777`)!;
    const flightId = Number(offer.id);

    const closed = await call('POST', 'Inventory/CloseSales', {
      token: hostToken,
      payload: { flightIds: [flightId] },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().result.updatedCount).toBe(1);

    const refused = await addOrder(before.id, offer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      key: 'bookings.sales_closed',
      message: 'Sales for this flight are closed',
    });
    const after = await search('KZN', 'DLM', date);
    expect(after.options.some((o) => o.id === offer.id)).toBe(false);
    const listed = await flightsOf(hostToken, `DateFrom=${date}&DateTo=${date}&SalesClosed=true`);
    expect(listed.items.map((f) => f.id)).toEqual([flightId]);

    const opened = await call('POST', 'Inventory/OpenSales', {
      token: hostToken,
      payload: { programmeId: listed.items[0]!.programmeId, dateFrom: date, dateTo: date },
    });
    expect(opened.json().result.updatedCount).toBe(1);
    expect((await search('KZN', 'DLM', date)).options.some((o) => o.id === offer.id)).toBe(true);

    const neither = await call('POST', 'Inventory/CloseSales', { token: hostToken, payload: {} });
    expect(neither.statusCode).toBe(400);
  });

  it('refuses at the seat counter too when sales close after the search was priced', async () => {
    const date = addDays(FIRST, 7);
    const { id, options } = await search('KZN', 'DLM', date);
    const offer = options.find((o) => o.flightNumber === `${airline} 7777`)!;
    // a cached result would still list the offer: the conditional seat update is the last guard
    await t.database.db
      .update(flights)
      .set({ salesClosed: true })
      .where(inArray(flights.id, [Number(offer.id)]));
    const refused = await addOrder(id, offer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.key).toBe('bookings.sales_closed');
  });

  it('keeps a tenant’s programmes to its own site and admin; the host’s are read-only for tenants', async () => {
    const own = await createProgramme(tenantB.token, { flightNumber: '7001', destinationCode: 'BJV' });
    expect(own).toMatchObject({ tenantId: tenantB.id, isEditable: true });
    const date = addDays(FIRST, 2);
    const mine = (o: FlightOption) => o.flightNumber === `${airline} 7001`;

    expect((await search('KZN', 'BJV', date, tenantB.id)).options.some(mine)).toBe(true);
    expect((await search('KZN', 'BJV', date, 1)).options.some(mine)).toBe(false);
    expect((await search('KZN', 'BJV', date)).options.some(mine)).toBe(false);
    // the host's programme is sold on every site variant
    expect(
      (await search('KZN', 'DLM', date, tenantB.id)).options.some(
        (o) => o.flightNumber === `${airline} 7777`,
      ),
    ).toBe(true);

    // tenant 1's admin: tenant B's programme does not exist; the host's is visible but not editable
    const list = (
      await call('GET', 'Inventory/GetProgrammes?Keyword=KZN&MaxResultCount=100', {
        token: tenantOneToken,
      })
    ).json().result as { items: ProgrammeDto[] };
    expect(list.items.map((p) => p.flightNumber)).toContain('7777');
    expect(list.items.map((p) => p.flightNumber)).not.toContain('7001');
    expect(list.items.find((p) => p.flightNumber === '7777')!.isEditable).toBe(false);
    expect(
      (await call('GET', `Inventory/GetProgramme?Id=${own.id}`, { token: tenantOneToken })).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `Inventory/GetFlights?ProgrammeId=${own.id}`, { token: tenantOneToken })).statusCode,
    ).toBe(404);
    const theirFlights = await flightsOf(tenantB.token, `ProgrammeId=${own.id}`);
    const closeTheirs = await call('POST', 'Inventory/CloseSales', {
      token: tenantOneToken,
      payload: { flightIds: [theirFlights.items[0]!.id] },
    });
    expect(closeTheirs.statusCode).toBe(404);

    const hostProgramme = list.items.find((p) => p.flightNumber === '7777')!;
    const hostFlights = await flightsOf(tenantOneToken, `ProgrammeId=${hostProgramme.id}`);
    expect(hostFlights.items[0]!.isEditable).toBe(false);
    const closeHost = await call('POST', 'Inventory/CloseSales', {
      token: tenantOneToken,
      payload: { flightIds: [hostFlights.items[0]!.id] },
    });
    expect(closeHost.statusCode).toBe(403);
    expect(closeHost.json().error.key).toBe('inventory.read_only');
    const updateHost = await call('PUT', 'Inventory/UpdateProgramme', {
      token: tenantOneToken,
      payload: {
        id: hostProgramme.id,
        isActive: false,
        aircraft: 'x',
        isRefundable: false,
        baggageKg: 0,
        handBaggageKg: 0,
        cabins: hostProgramme.cabins,
        childFarePercent: 75,
        infantFarePercent: 10,
      },
    });
    expect(updateHost.statusCode).toBe(403);

    // the host does not list tenant B's programme either
    const hostList = (await call('GET', 'Inventory/GetProgrammes?Keyword=7001', { token: hostToken })).json()
      .result;
    expect(hostList.totalCount).toBe(0);
  });

  it('filters, searches and sorts the programme list', async () => {
    const byNumber = (
      await call('GET', `Inventory/GetProgrammes?Keyword=${airline}%207777`, { token: hostToken })
    ).json().result as { totalCount: number; items: ProgrammeDto[] };
    expect(byNumber.items.map((p) => p.flightNumber)).toEqual(['7777']);
    const byCity = (
      await call('GET', 'Inventory/GetProgrammes?OriginCode=KZN&MaxResultCount=100', {
        token: hostToken,
      })
    ).json().result as { items: ProgrammeDto[] };
    expect(byCity.items.length).toBeGreaterThan(0);
    expect(byCity.items.every((p) => p.originCode === 'KZN')).toBe(true);
    const sorted = (
      await call('GET', 'Inventory/GetProgrammes?Sorting=FlightNumber%20desc&MaxResultCount=5', {
        token: hostToken,
      })
    ).json().result as { totalCount: number; items: ProgrammeDto[] };
    const keys = sorted.items.map((p) => `${p.airlineCode}${p.flightNumber}`);
    expect(keys).toEqual([...keys].sort().reverse());
    expect(sorted.totalCount).toBeGreaterThan(5);
    const inactive = (
      await call('GET', 'Inventory/GetProgrammes?IsActive=false', { token: hostToken })
    ).json().result;
    expect(inactive.totalCount).toBe(0);
  });
});
