import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBuyer, TEST_CARDS } from '../../testing/orders.js';
import { createTenantWithAdmin } from '../../testing/tenants.js';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app.js';

const START = new Date('2026-11-22T10:00:00Z');

describe('Dashboard/GetTodayFigures', () => {
  let t: TestApp;
  let now = START;
  let admin: string;
  let paidTotal: number;

  const figures = async (query = '', token = admin, tenantId?: number) => {
    const res = await t.app.inject({
      url: `/api/services/app/Dashboard/GetTodayFigures${query}`,
      headers: {
        authorization: `Bearer ${token}`,
        'accept-language': 'en',
        ...(tenantId ? { 'Abp.TenantId': String(tenantId) } : {}),
      },
    });
    return res;
  };

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: { horizonDays: 30 } },
      env: { PUBLIC_URL: 'http://shop.example', HOLD_MINUTES: '20' },
    });
    admin = await signIn(t.app);
    const buyer = createTestBuyer(t.app);
    const { searchId, offer } = await buyer.searchOffer({
      origin: 'VKO',
      destination: 'AYT',
      departureDate: '2026-12-05',
    });
    const paid = await buyer.addOrder(searchId, offer);
    expect(await buyer.pay(paid.cardAction)).toContain('/ticketDetail/');
    paidTotal = offer.price.total;
    const declined = await buyer.addOrder(searchId, offer, 'olga@example.com');
    expect(await buyer.pay(declined.cardAction, TEST_CARDS.declined)).toContain('/paymentFailed');
    await buyer.addOrder(searchId, offer, 'anna@example.com'); // never paid: still holding its seat
  }, 120_000);
  afterAll(() => t.close());

  it('counts today’s orders, revenue per currency, seats sold, holds and failed payments', async () => {
    const res = await figures('?TimeZone=Europe/Istanbul');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      date: '2026-11-22',
      timeZone: 'Europe/Istanbul',
      orders: { created: 3, paid: 1 },
      revenue: [{ currency: 'EUR', amount: paidTotal, count: 1 }],
      refunds: [],
      seatsSold: 1,
      holds: {
        orders: 2,
        seats: 2,
        expiringWithinHour: 2,
        nextExpiry: new Date(START.getTime() + 20 * 60_000).toISOString(),
      },
      failedPayments: { count: 1, reasons: [{ reason: expect.any(String), count: 1 }] },
    });
  });

  it('takes “today” in the viewer’s time zone', async () => {
    now = new Date('2026-11-22T16:00:00Z'); // 19:00 in Istanbul, already 01:00 on the 23rd in Tokyo
    try {
      const tokyo = (await figures('?TimeZone=Asia/Tokyo')).json().result;
      expect(tokyo).toMatchObject({ date: '2026-11-23', orders: { created: 0, paid: 0 }, revenue: [] });
      const istanbul = (await figures('?TimeZone=Europe/Istanbul')).json().result;
      expect(istanbul).toMatchObject({ date: '2026-11-22', orders: { created: 3, paid: 1 } });
      // the unpaid holds lapsed at 10:20 UTC: nothing holds seats any more
      expect(istanbul.holds).toEqual({ orders: 0, seats: 0, expiringWithinHour: 0, nextExpiry: null });
    } finally {
      now = START;
    }
  });

  it('refuses an unknown time zone with a localized validation error', async () => {
    const res = await figures('?TimeZone=Mars/Olympus');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors[0]).toMatchObject({
      message: 'Unknown time zone',
      members: ['timeZone'],
    });
  });

  it('shows a site variant only its own figures', async () => {
    const tenant = await createTenantWithAdmin(t.app, t.database, admin, {
      tenancyName: 'rusite',
      name: 'Russia',
      adminEmailAddress: 'admin@rusite.example',
    });
    const tenantAdmin = await signIn(t.app, 'admin', tenant.adminPassword, tenant.id);
    const res = await figures('', tenantAdmin, tenant.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      orders: { created: 0, paid: 0 },
      revenue: [],
      seatsSold: 0,
      holds: { orders: 0 },
      failedPayments: { count: 0, reasons: [] },
    });
  });
});
