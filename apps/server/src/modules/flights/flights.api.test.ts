import {
  convertMinor,
  type DayPrice,
  earliestSearchDate,
  type FlightOption,
  type FlightSearchResult,
} from '@charterdesk/domain';
import { and, asc, between, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/raw-rows.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { exchangeRates } from '../currency/currency.tables.js';
import { flightProgrammes, flights } from './flights.tables.js';
import { FLIGHTS_DATA_VERSION, seedFlights } from './seed/flights.seed.js';

// The whole API on the FULL demo seed (six months, > 10 000 dated flights), with a fixed clock.
const START = new Date('2027-03-10T09:00:00Z');
const MOW = ['SVO', 'VKO', 'DME', 'ZIA'];

describe('flight search API', () => {
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
  });
  afterAll(() => t.close());

  async function save(criteria: Record<string, unknown>, headers: Record<string, string> = {}) {
    return t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SaveFlightSearch',
      headers,
      payload: criteria,
    });
  }
  async function saveOk(criteria: Record<string, unknown>): Promise<string> {
    const res = await save(criteria);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.id;
  }
  async function results(id: string, query = '', headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      url: `/api/services/app/Flight/GetFlightSearchResults?Id=${id}${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as FlightSearchResult;
  }
  async function search(criteria: Record<string, unknown>, query = '') {
    return results(await saveOk(criteria), query);
  }
  const outbound = (r: FlightSearchResult) =>
    r.flightSearchResponses.filter((o) => o.direction === 'outbound');
  const inbound = (r: FlightSearchResult) => r.flightSearchResponses.filter((o) => o.direction === 'inbound');
  const legIds = (o: FlightOption) => o.id.split('-').map(Number);

  function expectConsistentPrice(o: FlightOption) {
    const p = o.price;
    for (const pp of p.perPassenger) expect(pp.baseFare + pp.tax + pp.fuel + pp.servicePrice).toBe(pp.total);
    expect(p.total).toBe(p.perPassenger.reduce((s, pp) => s + pp.total * pp.count, 0));
    expect(p.baseFare + p.tax + p.fuel + p.servicePrice).toBe(p.total);
    expect(p.tax).toBe(p.perPassenger.reduce((s, pp) => s + pp.tax * pp.count, 0));
  }

  it('seeded the full demo inventory once', async () => {
    const db = t.database.db;
    const [f] = await db.select({ n: count() }).from(flights);
    const [p] = await db.select({ n: count() }).from(flightProgrammes);
    expect(f!.n).toBeGreaterThanOrEqual(10_000);
    expect(p!.n).toBeGreaterThanOrEqual(25);
    // both directions of each route
    const routes = await db
      .selectDistinct({ from: flightProgrammes.originCode, to: flightProgrammes.destinationCode })
      .from(flightProgrammes);
    const keys = new Set(routes.map((r) => `${r.from}-${r.to}`));
    for (const r of routes) expect(keys.has(`${r.to}-${r.from}`)).toBe(true);
    // six months ahead of the seed's clock date
    const [span] = await db
      .select({
        first: sql<string>`min(${flights.departureDate})::text`,
        last: sql<string>`max(${flights.departureDate})::text`,
      })
      .from(flights);
    expect(span).toEqual({ first: '2027-03-10', last: '2027-09-08' });
    expect(await seedFlights(db, { now })).toEqual({ seeded: false, programmes: 0, flights: 0 });
    expect(FLIGHTS_DATA_VERSION).toBe('1');
    // vacuumed, not only analyzed: only VACUUM marks pages all-visible (the first searches then set no hint bits)
    const [table] = rowsOf<{ pages: number; visible: number }>(
      await db.execute(
        sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'flights'`,
      ),
    );
    expect(table!.pages).toBeGreaterThan(0);
    expect(table!.visible).toBe(table!.pages);
  });

  it('answers a Moscow → Antalya round trip for 2 adults and an infant', async () => {
    const id = await saveOk({
      origin: 'MOW',
      destination: 'AYT',
      departureDate: '2027-03-20',
      returnDate: '2027-03-27',
      tripType: 'roundTrip',
      adults: 2,
      infants: 1,
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const r = await results(id, '', { 'accept-language': 'en' });
    expect(r).toMatchObject({
      id,
      currency: 'EUR',
      origin: { code: 'MOW', kind: 'city', name: 'Moscow', countryCode: 'RU' },
      destination: { code: 'AYT', kind: 'airport', name: 'Antalya', cityName: 'Antalya', countryCode: 'TR' },
      criteria: {
        origin: 'MOW',
        destination: 'AYT',
        returnDate: '2027-03-27',
        adults: 2,
        children: 0,
        infants: 1,
      },
    });
    expect(new Date(r.expiresAt).getTime()).toBe(now.getTime() + 30 * 60_000);
    const out = outbound(r);
    const back = inbound(r);
    expect(out.length).toBeGreaterThanOrEqual(4);
    expect(back.length).toBeGreaterThanOrEqual(4);
    for (const o of out) {
      expect(o.departureDate).toBe('2027-03-20');
      expect(MOW).toContain(o.origin.code);
      expect(o.destination.code).toBe('AYT');
      expect(o.origin.cityName).toBe('Moscow');
    }
    for (const o of back) {
      expect(o.departureDate).toBe('2027-03-27');
      expect(o.origin.code).toBe('AYT');
      expect(MOW).toContain(o.destination.code);
    }
    for (const o of r.flightSearchResponses) {
      expectConsistentPrice(o);
      expect(o.price.currency).toBe('EUR');
      const [adult, infant] = o.price.perPassenger;
      expect(adult).toMatchObject({ type: 'adult', count: 2 });
      expect(infant).toMatchObject({ type: 'infant', count: 1, tax: 0, fuel: 0 });
      expect(infant!.total).toBeLessThan(adult!.total);
      expect(o.cabinClass).toBe('economy');
      expect(o.stops).toBe(o.segments.length - 1);
      expect(o.isDirect).toBe(o.stops === 0);
      expect(`${o.departureDate}T${o.departureHour}`).toBe(o.departureLocal);
      expect(`${o.arrivalDate}T${o.arrivalHour}`).toBe(o.arrivalLocal);
    }
    // cheapest first within each direction
    for (const list of [out, back]) {
      const totals = list.map((o) => o.price.total);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
    // Moscow → Antalya economy from about 180 EUR per adult
    const cheapestAdult = Math.min(...out.map((o) => o.price.perPassenger[0]!.total));
    expect(cheapestAdult).toBeGreaterThan(150_00);
    expect(cheapestAdult).toBeLessThan(320_00);
  });

  it('shows the AZUR air night flight arriving the next local day', async () => {
    const r = await search({ origin: 'VKO', destination: 'AYT', departureDate: '2027-03-22' });
    const night = outbound(r).find((o) => o.flightNumber === 'ZF 2901');
    expect(night).toMatchObject({
      departureLocal: '2027-03-22T23:30',
      arrivalLocal: '2027-03-23T03:10',
      durationMinutes: 220,
      isCharter: true,
      isRefundable: false,
      airlineName: 'AZUR air',
      baggageKg: 20,
    });
    expect(night!.segments[0]).toMatchObject({
      origin: { timeZone: 'Europe/Moscow' },
      destination: { timeZone: 'Europe/Istanbul' },
    });
  });

  it('prices children at 75 % and infants at 10 % of the base fare: infant < child < adult', async () => {
    const r = await search({
      origin: 'SVO',
      destination: 'AYT',
      departureDate: '2027-04-14',
      adults: 1,
      children: 1,
      infants: 1,
    });
    expect(outbound(r).length).toBeGreaterThan(0);
    for (const o of outbound(r)) {
      const [adult, child, infant] = o.price.perPassenger;
      expect([adult?.type, child?.type, infant?.type]).toEqual(['adult', 'child', 'infant']);
      expect(infant!.total).toBeLessThan(child!.total);
      expect(child!.total).toBeLessThan(adult!.total);
      expect(child!.tax).toBe(adult!.tax);
      expect(child!.fuel).toBe(adult!.fuel);
      expect(infant!.servicePrice).toBe(adult!.servicePrice);
      expectConsistentPrice(o);
    }
  });

  it('converts to the requested currency exactly, per passenger component, with the rates in the database', async () => {
    const criteria = {
      origin: 'VKO',
      destination: 'AYT',
      departureDate: '2027-03-24',
      adults: 2,
      children: 1,
    };
    const id = await saveOk(criteria);
    // every leg of a direct VKO–AYT flight is priced in roubles: RUB shows the programme's own amounts
    const inRub = await results(id, '&currency=RUB');
    const direct = outbound(inRub).filter(
      (o) => o.isDirect && ['ZF', 'N4', 'U6', 'WZ'].includes(o.airlineCode),
    );
    expect(direct.length).toBeGreaterThan(0);
    const rates = Object.fromEntries(
      (await t.database.db.select().from(exchangeRates)).map((r) => [
        r.currency,
        r.rate.replace(/\.?0+$/, ''),
      ]),
    );
    expect(rates.TRY).toBe('37.25');
    // the insurance the booking page offers is priced like everything else: 9 EUR at the site's rates
    expect((await results(id, '&currency=EUR')).insurancePerPassenger).toBe(900);
    expect((await results(id, '&currency=TRY')).insurancePerPassenger).toBe(33_525);
    for (const [currency, query, headers] of [
      ['TRY', '&currency=try', {}],
      ['USD', '', { 'x-currency': 'USD' }],
      ['BYN', '', { 'abp.currency': 'BYN' }],
      ['EUR', '', {}],
    ] as const) {
      const r = await results(id, query, headers);
      expect(r.currency).toBe(currency);
      for (const rub of direct) {
        const o = r.flightSearchResponses.find((x) => x.id === rub.id)!;
        expect(o.price.currency).toBe(currency);
        rub.price.perPassenger.forEach((pp, i) => {
          const converted = o.price.perPassenger[i]!;
          for (const c of ['baseFare', 'tax', 'fuel', 'servicePrice'] as const) {
            expect(converted[c]).toBe(convertMinor(pp[c], 'RUB', currency, rates));
          }
        });
        expectConsistentPrice(o);
      }
    }
    // ?currency= wins over a header; an unknown currency falls back to EUR
    expect((await results(id, '&currency=TRY', { 'x-currency': 'USD' })).currency).toBe('TRY');
    expect((await results(id, '&currency=XXX')).currency).toBe('EUR');

    // an admin's new rate applies to the next answer (no stale cache)
    await t.database.db.update(exchangeRates).set({ rate: '40' }).where(eq(exchangeRates.currency, 'TRY'));
    try {
      const eur = await results(id, '&currency=EUR');
      const tr = await results(id, '&currency=TRY');
      const o = outbound(eur)[0]!;
      const oTry = tr.flightSearchResponses.find((x) => x.id === o.id)!;
      const rub = outbound(inRub).find((x) => x.id === o.id)!;
      expect(oTry.price.perPassenger[0]!.baseFare).toBe(
        convertMinor(rub.price.perPassenger[0]!.baseFare, 'RUB', 'TRY', { ...rates, TRY: '40' }),
      );
    } finally {
      await t.database.db
        .update(exchangeRates)
        .set({ rate: '37.25' })
        .where(eq(exchangeRates.currency, 'TRY'));
    }
  });

  it('never offers a sold-out flight, and shows seatsLeft only when few remain', async () => {
    const db = t.database.db;
    const soldOut = await db
      .select({ id: flights.id, date: flights.departureDate, origin: flights.originCode })
      .from(flights)
      .where(
        and(
          inArray(flights.originCode, MOW),
          eq(flights.destinationCode, 'AYT'),
          eq(flights.seatsLeftEconomy, 0),
          between(flights.departureDate, '2027-03-12', '2027-06-30'),
        ),
      )
      .orderBy(asc(flights.departureDate))
      .limit(3);
    expect(soldOut.length).toBeGreaterThan(0);
    for (const flight of soldOut) {
      const r = await search({ origin: 'MOW', destination: 'AYT', departureDate: flight.date });
      expect(outbound(r).length).toBeGreaterThan(0);
      expect(outbound(r).flatMap(legIds)).not.toContain(flight.id);
    }

    const [few] = await db
      .select({ id: flights.id, date: flights.departureDate, seats: flights.seatsLeftEconomy })
      .from(flights)
      .where(
        and(
          inArray(flights.originCode, MOW),
          eq(flights.destinationCode, 'AYT'),
          between(flights.seatsLeftEconomy, 2, 9),
          gte(flights.departureDate, '2027-03-12'),
        ),
      )
      .orderBy(asc(flights.departureDate))
      .limit(1);
    expect(few).toBeDefined();
    const r = await search({ origin: 'MOW', destination: 'AYT', departureDate: few!.date, adults: 2 });
    const option = outbound(r).find((o) => o.id === String(few!.id));
    expect(option?.seatsLeft).toBe(few!.seats);
    for (const o of outbound(r).filter((x) => x.isDirect && x.id !== option!.id)) {
      const [row] = await db
        .select({ s: flights.seatsLeftEconomy })
        .from(flights)
        .where(eq(flights.id, Number(o.id)));
      expect(o.seatsLeft).toBe(row!.s! <= 9 ? row!.s : null);
    }
    // a party bigger than the seats left does not see it; infants need no seat
    const big = await search({
      origin: 'MOW',
      destination: 'AYT',
      departureDate: few!.date,
      adults: few!.seats! + 1,
    });
    expect(outbound(big).map((o) => o.id)).not.toContain(String(few!.id));
    const withInfants = await search({
      origin: 'MOW',
      destination: 'AYT',
      departureDate: few!.date,
      adults: few!.seats!,
      infants: Math.min(few!.seats!, 9 - few!.seats!),
    });
    expect(outbound(withInfants).map((o) => o.id)).toContain(String(few!.id));
  });

  it('leaves out flights that have already left', async () => {
    const noon = new Date('2027-03-20T12:00:00Z'); // 15:00 in Moscow
    now = noon;
    try {
      const r = await search({ origin: 'MOW', destination: 'AYT', departureDate: '2027-03-20' });
      expect(outbound(r).length).toBeGreaterThan(0);
      for (const o of outbound(r)) expect(o.departureHour >= '15:00').toBe(true);
    } finally {
      now = START;
    }
  });

  it('builds one-stop connections with a sensible connection time', async () => {
    const r = await search({ origin: 'KZN', destination: 'HKT', departureDate: '2027-04-06' });
    const connection = outbound(r).find((o) => o.stops === 1);
    expect(connection).toBeDefined();
    const [first, second] = connection!.segments;
    expect(first).toMatchObject({ origin: { code: 'KZN' }, destination: { code: 'SVO' } });
    expect(second).toMatchObject({ origin: { code: 'SVO' }, destination: { code: 'HKT' } });
    expect(connection!.isDirect).toBe(false);
    expect(connection!.layovers).toHaveLength(1);
    const layover = connection!.layovers![0]!;
    expect(layover.airport.code).toBe('SVO');
    expect(layover.minutes).toBeGreaterThanOrEqual(60);
    expect(layover.minutes).toBeLessThanOrEqual(360);
    expect(connection!.durationMinutes).toBe(
      first!.durationMinutes + layover.minutes + second!.durationMinutes,
    );
    expect(connection!.arrivalLocal).toBe(second!.arrivalLocal);
    expect(connection!.id.split('-')).toHaveLength(2);
    expectConsistentPrice(connection!);

    // Minsk → Antalya: direct charters and the Belavia + Turkish Airlines connection in Istanbul
    const minsk = await search({ origin: 'MSQ', destination: 'AYT', departureDate: '2027-04-06', adults: 2 });
    const viaIstanbul = outbound(minsk).find(
      (o) => o.stops === 1 && o.segments[0]!.destination.code === 'IST',
    );
    expect(viaIstanbul).toMatchObject({ airlineCode: 'B2', isRefundable: true, isCharter: false });
    expect(viaIstanbul!.segments[1]!.airlineCode).toBe('TK');
    // mixed currencies (USD + EUR) still add up
    expectConsistentPrice(viaIstanbul!);
  });

  it('puts direct flights first when the traveller prefers them', async () => {
    const base = { origin: 'MOW', destination: 'AYT', departureDate: '2027-04-10' };
    const preferred = outbound(await search({ ...base, directPreferred: true }));
    const firstConnection = preferred.findIndex((o) => o.stops > 0);
    if (firstConnection >= 0) expect(preferred.slice(firstConnection).every((o) => o.stops > 0)).toBe(true);
    expect(preferred[0]!.isDirect).toBe(true);
  });

  it('adds Gazipaşa for Antalya with "include nearby airports"', async () => {
    // Nordwind SVO → GZP flies on Tuesdays and Saturdays
    const base = { origin: 'MOW', destination: 'AYT', departureDate: '2027-04-13' };
    const plain = outbound(await search(base));
    expect(plain.some((o) => o.destination.code === 'GZP')).toBe(false);
    const nearby = outbound(await search({ ...base, includeNearbyAirports: true }));
    expect(nearby.some((o) => o.destination.code === 'GZP')).toBe(true);
    expect(nearby.some((o) => o.destination.code === 'AYT')).toBe(true);
  });

  it('searches business class with its own seats and fares', async () => {
    const economy = outbound(
      await search({ origin: 'SVO', destination: 'HKT', departureDate: '2027-04-15' }),
    );
    const business = outbound(
      await search({
        origin: 'SVO',
        destination: 'HKT',
        departureDate: '2027-04-15',
        cabinClass: 'business',
      }),
    );
    const su = (list: FlightOption[]) => list.find((o) => o.flightNumber === 'SU 272');
    if (su(economy) && su(business)) {
      const ratio = su(business)!.price.total / su(economy)!.price.total;
      expect(ratio).toBeGreaterThan(2.3);
      expect(ratio).toBeLessThan(3.2);
      expect(su(business)!.cabinClass).toBe('business');
    }
    expect(business.every((o) => o.cabinClass === 'business')).toBe(true);
    // long haul Phuket economy about 450–700 EUR
    const adultTotals = economy.filter((o) => o.isDirect).map((o) => o.price.perPassenger[0]!.total);
    expect(Math.min(...adultTotals)).toBeGreaterThan(400_00);
    expect(Math.max(...adultTotals)).toBeLessThan(950_00);
  });

  it('answers the ±3-day fare strip for both directions', async () => {
    const criteria = {
      origin: 'MOW',
      destination: 'AYT',
      departureDate: '2027-04-20',
      returnDate: '2027-04-22',
      tripType: 'roundTrip',
      adults: 2,
    };
    const id = await saveOk(criteria);
    const res = await t.app.inject(`/api/services/app/Flight/AuxiliaryServiceSearch?Id=${id}&currency=RUB`);
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json().result.flightSearchResponses as DayPrice[];
    const out = days.filter((d) => d.direction === 'outbound');
    const back = days.filter((d) => d.direction === 'inbound');
    expect(out.map((d) => d.date)).toEqual([
      '2027-04-17',
      '2027-04-18',
      '2027-04-19',
      '2027-04-20',
      '2027-04-21',
      '2027-04-22',
      '2027-04-23',
    ]);
    // a return before the departure is no option
    expect(back.map((d) => d.date)).toEqual([
      '2027-04-20',
      '2027-04-21',
      '2027-04-22',
      '2027-04-23',
      '2027-04-24',
      '2027-04-25',
    ]);
    expect(days.every((d) => d.currency === 'RUB')).toBe(true);
    // the strip's price of the searched day is the cheapest option of the results
    const r = await results(id, '&currency=RUB');
    expect(out.find((d) => d.date === '2027-04-20')!.cheapestTotal).toBe(
      Math.min(...outbound(r).map((o) => o.price.total)),
    );
    expect(back.find((d) => d.date === '2027-04-22')!.cheapestTotal).toBe(
      Math.min(...inbound(r).map((o) => o.price.total)),
    );
    // also by POST (ABP's verb for the name)
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/AuxiliaryServiceSearch',
      payload: { id },
    });
    expect(post.statusCode).toBe(200);
  });

  it('leaves days before the earliest searchable date out of the strip, and marks days without seats null', async () => {
    const today = '2027-03-10';
    expect(earliestSearchDate(now)).toBe('2027-03-09');
    const id = await saveOk({ origin: 'SVX', destination: 'DLM', departureDate: today });
    const res = await t.app.inject(`/api/services/app/Flight/AuxiliaryServiceSearch?Id=${id}`);
    const days = res.json().result.flightSearchResponses as DayPrice[];
    expect(days.map((d) => d.date)).toEqual([
      '2027-03-09',
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-13',
    ]);
    // no flight from Yekaterinburg to Dalaman at all, not even with a connection
    expect(days.every((d) => d.cheapestTotal === null && d.direction === 'outbound')).toBe(true);
    const r = await results(id);
    expect(r.flightSearchResponses).toEqual([]);
  });

  it('answers 409 for an expired search and 404 for an unknown one', async () => {
    const id = await saveOk({ origin: 'LED', destination: 'AYT', departureDate: '2027-03-25' });
    now = new Date(START.getTime() + 30 * 60_000 + 1);
    try {
      for (const method of ['GetFlightSearchResults', 'AuxiliaryServiceSearch']) {
        const res = await t.app.inject({
          url: `/api/services/app/Flight/${method}?Id=${id}`,
          headers: { 'accept-language': 'ru' },
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toMatchObject({
          key: 'flights.search_expired',
          message: 'Результаты поиска устарели',
          details: 'Цены могли измениться. Пожалуйста, повторите поиск.',
        });
      }
    } finally {
      now = START;
    }
    for (const unknown of ['6f1c7a52-2b7e-4f53-9d39-0a8f51e4c0d1', 'not-a-search']) {
      const res = await t.app.inject({
        url: `/api/services/app/Flight/GetFlightSearchResults?Id=${unknown}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        key: 'flights.search_not_found',
        message: 'Search not found',
      });
    }
    // another site variant does not see the search
    const other = await t.app.inject({
      url: `/api/services/app/Flight/GetFlightSearchResults?Id=${id}`,
      headers: { 'Abp.TenantId': '1' },
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses an unknown city or airport with 422 in the request language', async () => {
    for (const [culture, text] of [
      ['en', 'We do not know the airport or city QQQ'],
      ['ru', 'Аэропорт или город QQQ нам неизвестен'],
      ['tr', 'QQQ havalimanı veya şehri bulunamadı'],
    ] as const) {
      const res = await save(
        { origin: 'QQQ', destination: 'AYT', departureDate: '2027-03-20' },
        { 'accept-language': culture },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({ key: 'flights.unknown_location', message: text });
    }
    const res = await save({ origin: 'MOW', destination: 'ZZZ', departureDate: '2027-03-20' });
    expect(res.json().error.key).toBe('flights.unknown_location');
  });

  it.each([
    [
      'a past date',
      { departureDate: '2027-03-01' },
      'departureDate',
      'Дата вылета не может быть в прошлом',
      'The departure date cannot be in the past',
      'Gidiş tarihi geçmişte olamaz',
    ],
    [
      'a return before the departure',
      { tripType: 'roundTrip', returnDate: '2027-03-19' },
      'returnDate',
      'Дата обратного вылета не может быть раньше даты вылета',
      'The return date cannot be before the departure date',
      'Dönüş tarihi gidiş tarihinden önce olamaz',
    ],
    [
      'the same origin and destination',
      { destination: 'MOW' },
      'destination',
      'Пункты вылета и прилёта должны различаться',
      'Origin and destination must be different',
      'Kalkış ve varış noktaları farklı olmalıdır',
    ],
    [
      'more than 9 passengers',
      { adults: 8, children: 2 },
      'adults',
      'Не более 9 пассажиров в одном бронировании, включая младенцев',
      'At most 9 passengers per booking, infants included',
      'Bir rezervasyonda bebekler dahil en fazla 9 yolcu olabilir',
    ],
    [
      'more infants than adults',
      { adults: 1, infants: 2 },
      'infants',
      'Каждому младенцу нужен взрослый: младенцев не может быть больше, чем взрослых',
      'Each infant needs an adult: there cannot be more infants than adults',
      'Her bebeğin bir yetişkinle seyahat etmesi gerekir: bebek sayısı yetişkin sayısını geçemez',
    ],
    [
      'children without an adult',
      { adults: 0, children: 2 },
      'children',
      'Дети должны лететь хотя бы с одним взрослым',
      'Children must travel with at least one adult',
      'Çocuklar en az bir yetişkinle seyahat etmelidir',
    ],
  ])('refuses %s with 400, the member and a localized message', async (_name, change, member, ru, en, tr) => {
    for (const [culture, text] of [
      ['ru', ru],
      ['en', en],
      ['tr', tr],
    ] as const) {
      const res = await save(
        { origin: 'MOW', destination: 'AYT', departureDate: '2027-03-20', ...change },
        { 'accept-language': culture },
      );
      expect(res.statusCode).toBe(400);
      const error = res.json().error;
      expect(error.key).toBe('validation.invalid');
      expect(error.validationErrors).toContainEqual({ message: text, members: [member] });
      expect(error.details).toContain(` - ${text}`);
    }
  });

  it('validates against the server clock: a date that just became past is refused', async () => {
    now = new Date('2027-03-21T13:00:00Z'); // the 20th is over everywhere on Earth
    try {
      const res = await save({ origin: 'MOW', destination: 'AYT', departureDate: '2027-03-20' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(['departureDate']);
    } finally {
      now = START;
    }
  });
});
