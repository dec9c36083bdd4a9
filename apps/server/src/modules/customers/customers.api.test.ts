import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SiteCallOptions, siteCall, type Verb } from '../../testing/back-office-calls.js';
import { createTestBuyer } from '../../testing/orders.js';
import { createTenantWithAdmin } from '../../testing/tenants.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

const START = new Date('2026-11-22T10:00:00Z');
const DEPARTURE = '2026-12-05';

describe('Customer app service', () => {
  let t: TestApp;
  let token: string;
  let tenantB: { id: number; token: string };

  /** As the default site's admin unless told otherwise; tenant null calls the host. */
  const call = (
    method: Verb,
    url: string,
    opts: Omit<SiteCallOptions, 'tenant'> & { tenant?: number | null } = {},
  ) =>
    siteCall(t.app)(method, url, {
      ...opts,
      token: opts.token ?? token,
      tenant: opts.tenant === null ? undefined : (opts.tenant ?? 1),
    });

  const anna = {
    email: 'Anna.Volkova@example.com',
    name: 'Anna',
    surname: 'Volkova',
    mobilePhone: '+7 (912) 345-67-89',
    countryCode: 'ru',
    newsletter: true,
    note: 'Prefers morning flights',
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => START, seed: { flights: { horizonDays: 20 } } });
    token = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    const host = await signIn(t.app);
    const { id, adminPassword } = await createTenantWithAdmin(t.app, t.database, host, {
      tenancyName: 'other',
      name: 'Other site',
      adminEmailAddress: 'admin@other.example',
    });
    tenantB = { id, token: await signIn(t.app, 'admin', adminPassword, id) };
  });
  afterAll(() => t.close());

  it('creates, reads, updates and soft-deletes a customer with audit fields', async () => {
    const created = await call('POST', 'Customer/SaveCustomer', { payload: anna });
    expect(created.statusCode, created.body).toBe(200);
    const c = created.json().result;
    expect(c).toMatchObject({
      email: 'Anna.Volkova@example.com',
      fullName: 'Anna Volkova',
      mobilePhone: '+79123456789',
      countryCode: 'RU',
      newsletter: true,
      orderCount: 0,
      lastOrderTime: null,
      userId: null,
      lastModificationTime: null,
    });
    expect(c.creationTime).toMatch(/Z$/);

    const updated = await call('POST', 'Customer/SaveCustomer', {
      payload: { ...anna, id: c.id, surname: 'Orlova', mobilePhone: '', note: '' },
    });
    expect(updated.json().result).toMatchObject({
      id: c.id,
      surname: 'Orlova',
      mobilePhone: null,
      note: null,
    });
    expect(updated.json().result.lastModificationTime).toMatch(/Z$/);
    expect((await call('GET', `Customer/Get?Id=${c.id}`)).json().result.surname).toBe('Orlova');

    expect((await call('DELETE', `Customer/Delete?Id=${c.id}`)).json()).toMatchObject({
      success: true,
      result: null,
    });
    expect((await call('GET', `Customer/Get?Id=${c.id}`)).statusCode).toBe(404);
    // the e-mail of a deleted customer is free again
    expect((await call('POST', 'Customer/SaveCustomer', { payload: anna })).statusCode).toBe(200);
  });

  it('refuses a second customer with the same e-mail (any case) and invalid fields, localized', async () => {
    await call('POST', 'Customer/SaveCustomer', {
      payload: { email: 'boris@example.com', name: 'Boris', surname: 'Sokolov' },
    });
    const dup = await call('POST', 'Customer/SaveCustomer', {
      payload: { email: 'BORIS@example.com', name: 'B', surname: 'S' },
      culture: 'ru',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      key: 'customers.duplicate_email',
      message: 'Клиент с адресом BORIS@example.com уже существует',
    });
    // updating another customer onto a taken e-mail is refused too
    const other = (
      await call('POST', 'Customer/SaveCustomer', {
        payload: { email: 'x@example.com', name: 'X', surname: 'Y' },
      })
    ).json().result;
    const move = await call('POST', 'Customer/SaveCustomer', {
      payload: { id: other.id, email: 'boris@EXAMPLE.com', name: 'X', surname: 'Y' },
    });
    expect(move.statusCode).toBe(409);

    const invalid = await call('POST', 'Customer/SaveCustomer', {
      payload: { email: 'nope', name: '', surname: 'S', mobilePhone: '12', countryCode: 'QQ' },
    });
    expect(invalid.statusCode).toBe(400);
    const members = invalid.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    expect([...new Set(members)].sort()).toEqual(['countryCode', 'email', 'mobilePhone', 'name']);
    expect(
      (await call('POST', 'Customer/SaveCustomer', { payload: { ...anna, id: 999999 } })).statusCode,
    ).toBe(404);
  });

  it('pages, searches by name, e-mail and phone, and sorts', async () => {
    for (let i = 1; i <= 12; i++) {
      const res = await call('POST', 'Customer/SaveCustomer', {
        payload: {
          email: `guest${String(i).padStart(2, '0')}@paging.example`,
          name: 'Guest',
          surname: `Number${String(i).padStart(2, '0')}`,
          mobilePhone: `+9055500000${String(i).padStart(2, '0')}`,
        },
      });
      expect(res.statusCode).toBe(200);
    }
    const first = (await call('GET', 'Customer/GetCustomers?Keyword=paging.example&Sorting=Surname')).json()
      .result;
    expect(first.totalCount).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].surname).toBe('Number01');
    const second = (
      await call('GET', 'Customer/GetCustomers?Keyword=paging.example&Sorting=Surname%20desc&SkipCount=10')
    ).json().result;
    expect(second.items.map((c: { surname: string }) => c.surname)).toEqual(['Number02', 'Number01']);
    const byPhone = (
      await call('GET', `Customer/GetCustomers?Keyword=${encodeURIComponent('555 000 0007')}`)
    ).json().result;
    expect(byPhone.items.map((c: { surname: string }) => c.surname)).toEqual(['Number07']);
    const byFullName = (await call('GET', 'Customer/GetCustomers?Keyword=guest%20number1')).json().result;
    expect(byFullName.totalCount).toBe(3);
  });

  it('requires Pages.Customers', async () => {
    expect((await call('GET', 'Customer/GetCustomers', { token: '' })).statusCode).toBe(401);
    await call('POST', 'User/Create', {
      payload: {
        userName: 'viewer',
        name: 'V',
        surname: 'W',
        emailAddress: 'viewer@example.com',
        password: 'Viewer-Pass-1',
      },
    });
    const viewer = await signIn(t.app, 'viewer', 'Viewer-Pass-1', 1);
    const list = await call('GET', 'Customer/GetCustomers', { token: viewer });
    expect(list.statusCode).toBe(403);
    expect(list.json().error.message).toContain('Pages.Customers');
    expect((await call('POST', 'Customer/SaveCustomer', { token: viewer, payload: anna })).statusCode).toBe(
      403,
    );
  });

  it('keeps each tenant’s customers to itself', async () => {
    const own = (await call('GET', 'Customer/GetCustomers?Keyword=boris')).json().result.items[0];
    const asB = { token: tenantB.token, tenant: tenantB.id };
    expect((await call('GET', 'Customer/GetCustomers?Keyword=boris', asB)).json().result.totalCount).toBe(0);
    expect((await call('GET', `Customer/Get?Id=${own.id}`, asB)).statusCode).toBe(404);
    expect(
      (await call('POST', 'Customer/SaveCustomer', { ...asB, payload: { ...anna, id: own.id } })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `Customer/Delete?Id=${own.id}`, asB)).statusCode).toBe(404);
    // the same e-mail is a different customer in another tenant
    expect(
      (
        await call('POST', 'Customer/SaveCustomer', {
          ...asB,
          payload: { ...anna, email: 'boris@example.com' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', `Customer/Get?Id=${own.id}`)).json().result.name).toBe('Boris');
  });

  it('records the contact of every new order as a customer of the order’s tenant', async () => {
    // a customer staff entered earlier: the order refreshes name and phone but keeps the note
    await call('POST', 'Customer/SaveCustomer', {
      payload: { email: 'ivan@example.com', name: 'Vanya', surname: 'P', note: 'VIP', newsletter: true },
    });
    const shopper = createTestBuyer(t.app, { 'Abp.TenantId': '1' });
    const order = async (email: string) => {
      const { searchId, offer } = await shopper.searchOffer({
        origin: 'VKO',
        destination: 'AYT',
        departureDate: DEPARTURE,
      });
      await shopper.addOrder(searchId, offer, email);
    };
    await order('ivan@example.com');
    await order('IVAN@example.com');
    await order('new.buyer@example.com');

    const ivan = (await call('GET', 'Customer/GetCustomers?Keyword=ivan@example.com')).json().result;
    expect(ivan.totalCount).toBe(1);
    // booking names are stored upper-case, as in the passport
    expect(ivan.items[0]).toMatchObject({
      name: 'IVAN',
      surname: 'PETROV',
      mobilePhone: '+79001234567',
      note: 'VIP',
      newsletter: true,
      orderCount: 2,
      lastOrderTime: START.toISOString(),
    });
    // the member account opened for the order is linked
    expect(ivan.items[0].userId).toEqual(expect.any(Number));
    const buyer = (await call('GET', 'Customer/GetCustomers?Keyword=new.buyer')).json().result.items[0];
    expect(buyer).toMatchObject({
      email: 'new.buyer@example.com',
      orderCount: 1,
      userId: expect.any(Number),
    });
    // customers with orders sort by order count; another tenant never sees them
    const top = (await call('GET', 'Customer/GetCustomers?Sorting=OrderCount%20desc&MaxResultCount=1')).json()
      .result;
    expect(top.items[0].email).toBe('ivan@example.com');
    expect(
      (
        await call('GET', 'Customer/GetCustomers?Keyword=new.buyer', {
          token: tenantB.token,
          tenant: tenantB.id,
        })
      ).json().result.totalCount,
    ).toBe(0);
  });
});
