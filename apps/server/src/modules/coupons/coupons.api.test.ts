import type { CouponDto } from '@charterdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, userWithPermissions } from '../../testing/back-office-calls.js';
import { orderBody, searchFlights } from '../../testing/orders.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { coupons } from './coupons.tables.js';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('Coupon admin service', () => {
  let t: TestApp;
  let call: ReturnType<typeof appCall>;
  let host: string;
  let tenant: string;

  beforeAll(async () => {
    t = await createTestApp({ clock: () => NOW, seed: { flights: { horizonDays: 30 } } });
    call = appCall(t.app);
    host = await signIn(t.app);
    tenant = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
  }, 60_000);
  afterAll(() => t.close());

  const coupon = (over: Record<string, unknown> = {}) => ({
    code: 'SPRING15',
    kind: 'percent',
    value: 15,
    validFrom: '2026-11-01',
    validTo: '2027-03-31',
    isActive: true,
    ...over,
  });
  const create = async (token: string, over: Record<string, unknown> = {}) => {
    const res = await call('POST', 'Coupon/Create', token, coupon(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as CouponDto;
  };

  it('creates, reads, updates and soft-deletes a coupon of the tenant', async () => {
    const created = await create(tenant, { code: 'autumn5', value: 5, currency: 'EUR' });
    // the code is stored upper-case and a percentage carries no currency
    expect(created).toMatchObject({
      code: 'AUTUMN5',
      kind: 'percent',
      value: 5,
      currency: null,
      orderCount: 0,
    });
    expect((await call('GET', `Coupon/Get?Id=${created.id}`, tenant)).json().result.code).toBe('AUTUMN5');
    const updated = await call('PUT', 'Coupon/Update', tenant, {
      ...coupon({ code: 'AUTUMN5', kind: 'fixed', value: 1500, currency: 'EUR' }),
      id: created.id,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().result).toMatchObject({ kind: 'fixed', value: 1500, currency: 'EUR' });
    expect(updated.json().result.lastModificationTime).toBe(NOW.toISOString());
    expect((await call('DELETE', `Coupon/Delete?Id=${created.id}`, tenant)).statusCode).toBe(200);
    expect((await call('GET', `Coupon/Get?Id=${created.id}`, tenant)).statusCode).toBe(404);
    const list = (await call('GET', 'Coupon/GetAll?Keyword=autumn', tenant)).json().result;
    expect(list.totalCount).toBe(0);
    // the deleted code can be created again: as a new coupon, the deleted one keeps its history
    const again = await create(tenant, { code: 'AUTUMN5', value: 7 });
    expect(again).toMatchObject({ code: 'AUTUMN5', kind: 'percent', value: 7, isActive: true });
    expect(again.id).not.toBe(created.id);
    expect(again.lastModificationTime).toBeNull();
    const rows = await t.database.db
      .select()
      .from(coupons)
      .where(and(eq(coupons.tenantId, 1), eq(coupons.code, 'AUTUMN5')))
      .orderBy(coupons.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      id: created.id,
      isDeleted: true,
      kind: 'fixed',
      value: 1500,
      lastModificationTime: NOW,
      deletionTime: NOW,
    });
    expect(rows[0]!.deleterUserId).not.toBeNull();
    expect(rows[1]).toMatchObject({ id: again.id, isDeleted: false, deletionTime: null });
    expect((await call('GET', `Coupon/Get?Id=${created.id}`, tenant)).statusCode).toBe(404);
    // only one live coupon per code: a third create is a duplicate of the new one
    const third = await call('POST', 'Coupon/Create', tenant, coupon({ code: 'AUTUMN5' }));
    expect(third.statusCode).toBe(409);
    expect(third.json().error.key).toBe('coupons.duplicate_code');
    const listed = (await call('GET', 'Coupon/GetAll?Keyword=autumn', tenant)).json().result;
    expect(listed.items.map((c: CouponDto) => c.id)).toEqual([again.id]);
  });

  it('lets a coupon be renamed to a code only a deleted coupon had', async () => {
    const gone = await create(tenant, { code: 'RENAME1' });
    expect((await call('DELETE', `Coupon/Delete?Id=${gone.id}`, tenant)).statusCode).toBe(200);
    const other = await create(tenant, { code: 'RENAME2' });
    const renamed = await call('PUT', 'Coupon/Update', tenant, {
      ...coupon({ code: 'RENAME1' }),
      id: other.id,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().result).toMatchObject({ id: other.id, code: 'RENAME1' });
  });

  it('creates one coupon when the same code is created twice at the same time', async () => {
    const answers = await Promise.all(
      [1, 2].map(() => call('POST', 'Coupon/Create', tenant, coupon({ code: 'RACE1' }))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.database.db.$count(coupons, and(eq(coupons.tenantId, 1), eq(coupons.code, 'RACE1')))).toBe(
      1,
    );
  });

  it('refuses a duplicate code of the same site variant with a localized message', async () => {
    await create(tenant, { code: 'DUPE1' });
    const dup = await call('POST', 'Coupon/Create', tenant, coupon({ code: 'dupe1' }), {
      'accept-language': 'ru',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      key: 'coupons.duplicate_code',
      message: 'Купон с кодом DUPE1 уже существует',
    });
    const other = await create(tenant, { code: 'DUPE2' });
    const renamed = await call('PUT', 'Coupon/Update', tenant, {
      ...coupon({ code: 'DUPE1' }),
      id: other.id,
    });
    expect(renamed.statusCode).toBe(409);
    // the host may hold the same code: codes are unique per site variant
    await create(host, { code: 'DUPE1' });
  });

  it('validates code, value per kind, currency and dates', async () => {
    const members = async (over: Record<string, unknown>) => {
      const res = await call('POST', 'Coupon/Create', tenant, coupon(over));
      expect(res.statusCode, res.body).toBe(400);
      return [
        ...new Set(res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members)),
      ].sort();
    };
    expect(await members({ code: 'NO-DASH' })).toEqual(['code']);
    expect(await members({ code: 'AB' })).toEqual(['code']);
    expect(await members({ value: 0 })).toEqual(['value']);
    expect(await members({ value: 101 })).toEqual(['value']);
    expect(await members({ kind: 'fixed', value: 500 })).toEqual(['currency']);
    expect(await members({ kind: 'fixed', value: 0, currency: 'EUR' })).toEqual(['value']);
    expect(await members({ kind: 'fixed', value: 500, currency: 'GBP' })).toEqual(['currency']);
    expect(await members({ validFrom: '2027-01-01', validTo: '2026-12-31' })).toEqual(['validTo']);
    expect(await members({ validTo: '2027-02-30' })).toEqual(['validTo']);
  });

  it('keeps each site variant’s coupons to itself', async () => {
    const hostOnly = await create(host, { code: 'HOSTONLY' });
    const tenantList = (await call('GET', 'Coupon/GetAll?MaxResultCount=100', tenant)).json().result;
    expect(tenantList.items.map((c: CouponDto) => c.code)).not.toContain('HOSTONLY');
    expect(tenantList.items.map((c: CouponDto) => c.code)).not.toContain('WELCOME10');
    expect((await call('GET', `Coupon/Get?Id=${hostOnly.id}`, tenant)).statusCode).toBe(404);
    expect((await call('DELETE', `Coupon/Delete?Id=${hostOnly.id}`, tenant)).statusCode).toBe(404);
    expect(
      (await call('PUT', 'Coupon/Update', tenant, { ...coupon({ code: 'HOSTONLY' }), id: hostOnly.id }))
        .statusCode,
    ).toBe(404);
    const hostList = (await call('GET', 'Coupon/GetAll?MaxResultCount=100', host)).json().result;
    expect(hostList.items.map((c: CouponDto) => c.code)).toEqual(
      expect.arrayContaining(['HOSTONLY', 'WELCOME10', 'SUN25']),
    );
  });

  it('pages, filters and sorts', async () => {
    for (const code of ['PAGEA1', 'PAGEB2', 'PAGEC3'])
      await create(tenant, { code, isActive: code !== 'PAGEB2' });
    const page = (
      await call('GET', 'Coupon/GetAll?Keyword=page&Sorting=Code desc&MaxResultCount=2', tenant)
    ).json().result;
    expect(page.totalCount).toBe(3);
    expect(page.items.map((c: CouponDto) => c.code)).toEqual(['PAGEC3', 'PAGEB2']);
    const inactive = (await call('GET', 'Coupon/GetAll?Keyword=page&IsActive=false', tenant)).json().result;
    expect(inactive.items.map((c: CouponDto) => c.code)).toEqual(['PAGEB2']);
  });

  it('requires Pages.Orders', async () => {
    expect((await call('GET', 'Coupon/GetAll', undefined)).statusCode).toBe(401);
    const clerk = await userWithPermissions(t.app, tenant, 1, 'couponclerk', ['Pages.Settings']);
    expect((await call('GET', 'Coupon/GetAll', clerk)).statusCode).toBe(403);
    expect((await call('POST', 'Coupon/Create', clerk, coupon({ code: 'NOPE1' }))).statusCode).toBe(403);
  });

  it('makes an admin-created coupon work at checkout, and counts the orders that used it', async () => {
    const fixed = await create(tenant, { code: 'CHECKOUT20', kind: 'fixed', value: 2000, currency: 'EUR' });
    const search = async (tenantHeader: Record<string, string>) => {
      const { searchId: id, result } = await searchFlights(
        t.app,
        { origin: 'VKO', destination: 'AYT', departureDate: '2026-12-05' },
        { headers: tenantHeader },
      );
      const first = result.flightSearchResponses.find((o) => o.direction === 'outbound')!;
      return { id, offer: first };
    };
    const { id: searchId, offer } = await search({ 'Abp.TenantId': '1' });
    const validate = (code: string, at: { id: string; offer: { id: string } } = { id: searchId, offer }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/ValidateCoupon',
        headers: at.id === searchId ? { 'Abp.TenantId': '1' } : {},
        payload: { searchId: at.id, outboundOfferId: at.offer.id, couponCode: code, currency: 'EUR' },
      });
    const ok = await validate('checkout20');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.price.discount).toBe(2000);

    const order = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/AddOrder',
      headers: { 'Abp.TenantId': '1', 'idempotency-key': 'coupon-order-1' },
      payload: orderBody(searchId, offer, {
        currency: 'EUR',
        couponCode: 'CHECKOUT20',
        expectedTotal: ok.json().result.price.total,
      }),
    });
    expect(order.statusCode, order.body).toBe(200);
    const listed = (await call('GET', 'Coupon/GetAll?Keyword=CHECKOUT', tenant)).json().result.items[0];
    expect(listed).toMatchObject({ code: 'CHECKOUT20', orderCount: 1 });

    // deactivated or deleted, the code no longer works at checkout
    await call('PUT', 'Coupon/Update', tenant, {
      ...coupon({ code: 'CHECKOUT20', kind: 'fixed', value: 2000, currency: 'EUR', isActive: false }),
      id: fixed.id,
    });
    expect((await validate('CHECKOUT20')).json().error.key).toBe('bookings.coupon_invalid');
    // the code deleted and created again is a new coupon: the earlier order stays with the deleted one
    expect((await call('DELETE', `Coupon/Delete?Id=${fixed.id}`, tenant)).statusCode).toBe(200);
    const reborn = await create(tenant, { code: 'CHECKOUT20', kind: 'fixed', value: 1000, currency: 'EUR' });
    expect(reborn).toMatchObject({ code: 'CHECKOUT20', orderCount: 0 });
    expect((await validate('CHECKOUT20')).json().result.price.discount).toBe(1000);
    // another site variant never sees the tenant's code
    await create(tenant, { code: 'TENANTONLY' });
    expect((await validate('TENANTONLY')).statusCode).toBe(200);
    const hostRes = await validate('TENANTONLY', await search({}));
    expect(hostRes.json().error.key).toBe('bookings.coupon_invalid');
    // the host's coupon with the tenant's code counts only the host's orders (none)
    const hostTwin = await create(host, { code: 'CHECKOUT20', kind: 'fixed', value: 500, currency: 'EUR' });
    expect(hostTwin.orderCount).toBe(0);
  });
});
