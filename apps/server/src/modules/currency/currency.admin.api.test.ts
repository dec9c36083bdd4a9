import type { AdminExchangeRateList, FlightSearchResult } from '@charterdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, userWithPermissions } from '../../testing/back-office-calls.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { DEMO_EXCHANGE_RATES } from './currency.seed.js';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('Currency admin: rates, overrides and history', () => {
  let t: TestApp;
  let call: ReturnType<typeof appCall>;
  let host: string;
  let tenant: string;

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => NOW,
      seed: { flights: { horizonDays: 30 } },
      // the results cache on, as in production: a rate change must still show at once
      env: { SEARCH_CACHE_SECONDS: '60', PRICING_CACHE_SECONDS: '60' },
    });
    call = appCall(t.app);
    host = await signIn(t.app);
    tenant = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
  }, 60_000);
  afterAll(() => t.close());

  const rates = async (token: string) => {
    const res = await call('GET', 'Currency/GetRates', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as AdminExchangeRateList;
  };
  const rateOf = (list: AdminExchangeRateList, currency: string) =>
    list.items.find((i) => i.currency === currency)!;

  it('lists the seeded host defaults as the host’s own and as inherited for a tenant', async () => {
    const hostList = await rates(host);
    expect(hostList).toMatchObject({ baseCurrency: 'EUR', isTenant: false });
    expect(hostList.items.map((i) => i.currency)).toEqual(['RUB', 'USD', 'TRY', 'BYN']);
    expect(rateOf(hostList, 'RUB')).toMatchObject({ rate: '98.5', isOwn: true, hostRate: null });
    const tenantList = await rates(tenant);
    expect(tenantList.isTenant).toBe(true);
    expect(rateOf(tenantList, 'TRY')).toMatchObject({ rate: '37.25', isOwn: false, hostRate: '37.25' });
  });

  it('writes the seed into the history of a fresh database', async () => {
    const res = await call('GET', 'Currency/GetRateHistory?Currency=usd', host);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      totalCount: 1,
      items: [{ currency: 'USD', rate: DEMO_EXCHANGE_RATES.USD, isOwn: true, setterUserName: null }],
    });
  });

  it('lets a tenant override a rate for itself only, recording who set it and when', async () => {
    const set = await call('POST', 'Currency/SetRate', tenant, { currency: 'TRY', rate: '38.125000' });
    expect(set.statusCode, set.body).toBe(200);
    const mine = rateOf(await rates(tenant), 'TRY');
    expect(mine).toMatchObject({
      rate: '38.125',
      isOwn: true,
      hostRate: '37.25',
      setterUserName: 'admin',
      setAt: NOW.toISOString(),
    });
    expect(rateOf(await rates(host), 'TRY').rate).toBe('37.25');
    // the public rates of the tenant follow; the host's do not
    const pub = await t.app.inject({
      url: '/api/services/app/Currency/GetExchangeRates',
      headers: { 'Abp.TenantId': '1' },
    });
    expect(pub.json().result.items.find((i: { currency: string }) => i.currency === 'TRY').rate).toBe(
      '38.125',
    );

    const history = (await call('GET', 'Currency/GetRateHistory?Currency=TRY', tenant)).json().result;
    expect(history.totalCount).toBe(2);
    expect(history.items[0]).toMatchObject({ rate: '38.125', isOwn: true, setterUserName: 'admin' });
    // the host default the tenant inherited before, without the host user's name
    expect(history.items[1]).toMatchObject({ rate: '37.25', isOwn: false, setterUserName: null });
    const hostHistory = (await call('GET', 'Currency/GetRateHistory?Currency=TRY', host)).json().result;
    expect(hostHistory.items.map((i: { rate: string }) => i.rate)).toEqual(['37.25']);
  });

  it('pages the history newest first', async () => {
    for (const rate of ['3.5', '3.6', '3.7']) {
      expect((await call('POST', 'Currency/SetRate', host, { currency: 'BYN', rate })).statusCode).toBe(200);
    }
    const first = (await call('GET', 'Currency/GetRateHistory?Currency=BYN&MaxResultCount=2', host)).json()
      .result;
    expect(first.totalCount).toBe(4);
    expect(first.items.map((i: { rate: string }) => i.rate)).toEqual(['3.7', '3.6']);
    const second = (
      await call('GET', 'Currency/GetRateHistory?Currency=BYN&MaxResultCount=2&SkipCount=2', host)
    ).json().result;
    expect(second.items.map((i: { rate: string }) => i.rate)).toEqual(['3.5', DEMO_EXCHANGE_RATES.BYN]);
  });

  it('validates rates: positive, at most 6 decimals, supported currencies, EUR fixed at 1', async () => {
    const members = async (payload: object) => {
      const res = await call('POST', 'Currency/SetRate', host, payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    };
    expect(await members({ currency: 'USD', rate: '0' })).toEqual(['rate']);
    expect(await members({ currency: 'USD', rate: '0.000000' })).toEqual(['rate']);
    expect(await members({ currency: 'USD', rate: '1.1234567' })).toEqual(['rate']);
    expect(await members({ currency: 'USD', rate: '-1.2' })).toEqual(['rate']);
    expect(await members({ currency: 'USD', rate: '1,2' })).toEqual(['rate']);
    expect(await members({ currency: 'GBP', rate: '0.85' })).toEqual(['currency']);
    const eur = await call('POST', 'Currency/SetRate', host, { currency: 'EUR', rate: '1' });
    expect(eur.json().error.validationErrors[0]).toMatchObject({
      members: ['currency'],
      message: 'EUR is the base currency: its rate is always 1',
    });
    // the smallest positive rate is fine
    expect(
      (await call('POST', 'Currency/SetRate', host, { currency: 'USD', rate: '0.000001' })).statusCode,
    ).toBe(200);
    expect((await call('POST', 'Currency/SetRate', host, { currency: 'USD', rate: '1.08' })).statusCode).toBe(
      200,
    );
  });

  it('requires Pages.Settings', async () => {
    expect((await call('GET', 'Currency/GetRates', undefined)).statusCode).toBe(401);
    const clerk = await userWithPermissions(t.app, tenant, 1, 'ratesclerk', ['Pages.Orders']);
    expect((await call('GET', 'Currency/GetRates', clerk)).statusCode).toBe(403);
    expect((await call('POST', 'Currency/SetRate', clerk, { currency: 'RUB', rate: '1' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', 'Currency/GetRateHistory?Currency=RUB', clerk)).statusCode).toBe(403);
    const keeper = await userWithPermissions(t.app, tenant, 1, 'rateskeeper', ['Pages.Settings']);
    expect((await call('GET', 'Currency/GetRates', keeper)).statusCode).toBe(200);
  });

  it('prices the next search with the new rate at once, despite the results cache', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SaveFlightSearch',
      payload: { origin: 'VKO', destination: 'AYT', departureDate: '2026-12-05', adults: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().result.id as string;
    const results = async (currency: string) => {
      const res = await t.app.inject(
        `/api/services/app/Flight/GetFlightSearchResults?Id=${id}&currency=${currency}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().result as FlightSearchResult;
      expect(result.currency).toBe(currency);
      return result.flightSearchResponses[0]!.price.total;
    };
    // whatever the supplier's currency (VKO flights are priced in RUB), doubling the TRY rate doubles TRY
    const before = await results('TRY');
    expect(await results('TRY')).toBe(before);
    expect((await call('POST', 'Currency/SetRate', host, { currency: 'TRY', rate: '74.5' })).statusCode).toBe(
      200,
    );
    const after = await results('TRY');
    expect(Math.abs(after - 2 * before)).toBeLessThanOrEqual(2);
  });
});
