import type { FlightOption, FlightSearchResult } from '@charterdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Anonymous writes are bounded per address: AddOrder, SaveFlightSearch and coupon checks answer 429 in the ABP envelope
 * with Retry-After once an address passes its budget; another address is not affected.
 */
describe('per-address limits of anonymous writes', () => {
  let t: TestApp;
  const clock = () => new Date('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      seed: { flights: { horizonDays: 20 } },
      env: { ORDER_RATE_LIMIT: '3', SEARCH_RATE_LIMIT: '4' },
    });
  });
  afterAll(() => t.close());

  const save = (address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/services/app/Flight/SaveFlightSearch',
      remoteAddress: address,
      headers: { 'accept-language': 'en' },
      payload: { origin: 'VKO', destination: 'AYT', departureDate: '2026-12-03', adults: 1 },
    });

  it('refuses the 5th search of a minute from one address with 429 and Retry-After', async () => {
    for (let n = 0; n < 4; n++) expect((await save('203.0.113.7')).statusCode).toBe(200);
    const refused = await save('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      success: false,
      __abp: true,
      error: { message: expect.any(String) },
    });
    expect(refused.json().error.key).toBe('rate_limit.exceeded');
    expect((await save('203.0.113.8')).statusCode).toBe(200);
  });

  it('lets a family book and retry, and refuses the 4th order in 10 minutes from one address', async () => {
    const saved = await save('198.51.100.1');
    const searchId = saved.json().result.id as string;
    const results = (
      await t.app.inject(`/api/services/app/Flight/GetFlightSearchResults?Id=${searchId}&currency=EUR`)
    ).json().result as FlightSearchResult;
    const offer = results.flightSearchResponses.find((o) => o.direction === 'outbound') as FlightOption;
    const order = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/AddOrder',
        remoteAddress: '198.51.100.1',
        headers: { 'idempotency-key': `limit-${n}`, 'accept-language': 'en' },
        payload: {
          searchId,
          outboundOfferId: offer.id,
          passengers: [
            {
              type: 'adult',
              gender: 'male',
              name: 'Ivan',
              surname: 'Petrov',
              birthday: '1985-03-01',
              nationality: 'RU',
              passportNumber: `75${String(n).padStart(7, '0')}`,
              passportExpiry: '2032-01-01',
            },
          ],
          contact: {
            email: 'family@example.com',
            mobilePhone: '+79001234567',
            name: 'Ivan',
            surname: 'Petrov',
            birthday: '1985-03-01',
          },
          insurance: false,
          contractAccepted: true,
          siteUsageAccepted: true,
          currency: offer.price.currency,
          expectedTotal: offer.price.total,
        },
      });
    for (let n = 0; n < 3; n++) expect((await order(n)).statusCode).toBe(200);
    const refused = await order(3);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.json().error.key).toBe('rate_limit.exceeded');
  });

  it('refuses the 21st coupon check in 10 minutes from one address', async () => {
    const saved = await save('192.0.2.44');
    const searchId = saved.json().result.id as string;
    const results = (
      await t.app.inject(`/api/services/app/Flight/GetFlightSearchResults?Id=${searchId}&currency=EUR`)
    ).json().result as FlightSearchResult;
    const offer = results.flightSearchResponses.find((o) => o.direction === 'outbound') as FlightOption;
    const check = (address: string, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/ValidateCoupon',
        remoteAddress: address,
        headers: { 'accept-language': 'en' },
        payload: { searchId, outboundOfferId: offer.id, couponCode: `GUESS${n}`, currency: 'EUR' },
      });
    // wrong codes answer 422 and still count: guessing is what the limit is for
    for (let n = 0; n < 20; n++) expect((await check('192.0.2.44', n)).statusCode).toBe(422);
    const refused = await check('192.0.2.44', 20);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(refused.json().error.key).toBe('rate_limit.exceeded');
    expect((await check('192.0.2.45', 21)).statusCode).toBe(422);
  });
});
