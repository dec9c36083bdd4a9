import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokenSentTo, TENANT_ADMIN_PASSWORD } from '../../testing/tenants.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

describe('Tenant management and isolation between site variants', () => {
  let t: TestApp;
  let hostToken: string;
  let tenantB: { id: number; adminPassword: string };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts: { token?: string; tenant?: number; payload?: object } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/services/app/${url}`,
      headers: {
        'accept-language': 'en',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.tenant ? { 'Abp.TenantId': String(opts.tenant) } : {}),
      },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
    hostToken = await signIn(t.app);
    const created = await call('POST', 'Tenant/Create', {
      token: hostToken,
      payload: {
        tenancyName: 'rusite',
        name: 'CharterDesk Russia',
        adminEmailAddress: 'admin@rusite.example',
        domains: ['CharterDesk.RU'],
        allowedCurrencies: ['RUB'],
      },
    });
    expect(created.statusCode).toBe(200);
    tenantB = { ...created.json().result, adminPassword: TENANT_ADMIN_PASSWORD };
  });
  afterAll(() => t.close());

  it('creates a tenant whose admin sets a password through the e-mailed link, never from the answer', async () => {
    expect(tenantB).toMatchObject({
      tenancyName: 'rusite',
      domains: ['charterdesk.ru'],
      allowedCurrencies: ['RUB'],
    });
    const again = await call('GET', `Tenant/Get?Id=${tenantB.id}`, { token: hostToken });
    expect(again.json().result).not.toHaveProperty('adminPassword');
    // no password works before the admin sets one
    await expect(signIn(t.app, 'admin', '', tenantB.id)).rejects.toThrow();
    const token = await linkTokenSentTo(t.database, 'admin@rusite.example', 'staffInvite');
    const set = await call('POST', 'Account/ResetPassword', {
      payload: { token, newPassword: TENANT_ADMIN_PASSWORD },
    });
    expect(set.json().result).toEqual({ canLogin: true, kind: 'staff' });
    await signIn(t.app, 'admin', TENANT_ADMIN_PASSWORD, tenantB.id);
    // the link works once
    const twice = await call('POST', 'Account/ResetPassword', {
      payload: { token, newPassword: 'Another-Admin-Pass-8' },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.key).toBe('accounts.link_invalid');
    const available = await call('POST', 'Account/IsTenantAvailable', { payload: { tenancyName: 'RUSITE' } });
    expect(available.json().result).toEqual({ state: 1, tenantId: tenantB.id });
    // the new host name resolves to the tenant at once
    const session = await t.app.inject({
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      headers: { host: 'charterdesk.ru' },
    });
    expect(session.json().result.tenant.tenancyName).toBe('rusite');
  });

  it('refuses a duplicate tenancy name and an invalid one', async () => {
    const dup = await call('POST', 'Tenant/Create', {
      token: hostToken,
      payload: { tenancyName: 'Default', name: 'x', adminEmailAddress: 'a@b.example' },
    });
    expect(dup.statusCode).toBe(409);
    const bad = await call('POST', 'Tenant/Create', {
      token: hostToken,
      payload: { tenancyName: '1bad', name: 'x', adminEmailAddress: 'a@b.example' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps tenant management host-only', async () => {
    const tenantAdmin = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    expect((await call('GET', 'Tenant/GetAll', { token: tenantAdmin, tenant: 1 })).statusCode).toBe(403);
    expect((await call('GET', 'Tenant/GetAll')).statusCode).toBe(401);
    const list = (await call('GET', 'Tenant/GetAll', { token: hostToken })).json().result;
    expect(list.items.map((x: { tenancyName: string }) => x.tenancyName)).toEqual(['Default', 'rusite']);
    const sorted = (
      await call('GET', 'Tenant/GetAll?Sorting=TenancyName%20desc', { token: hostToken })
    ).json();
    expect(sorted.result.items.map((x: { tenancyName: string }) => x.tenancyName)).toEqual([
      'rusite',
      'Default',
    ]);
  });

  it('never lets tenant A’s admin read or change tenant B’s users or roles', async () => {
    const adminA = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    const adminB = await signIn(t.app, 'admin', tenantB.adminPassword, tenantB.id);
    const userB = (
      await call('POST', 'User/Create', {
        token: adminB,
        tenant: tenantB.id,
        payload: {
          userName: 'b.agent',
          name: 'B',
          surname: 'Agent',
          emailAddress: 'b@rusite.example',
          password: 'B-Agent-123',
        },
      })
    ).json().result;
    const roleB = (
      await call('POST', 'Role/Create', {
        token: adminB,
        tenant: tenantB.id,
        payload: { name: 'Sales', displayName: 'Sales', grantedPermissions: ['Pages.Orders'] },
      })
    ).json().result;

    // A's token carries tenant 1: a B tenant header cannot switch it
    for (const tenant of [undefined, tenantB.id]) {
      const opts = { token: adminA, ...(tenant ? { tenant } : {}) };
      expect((await call('GET', `User/Get?Id=${userB.id}`, opts)).statusCode).toBe(404);
      const list = (await call('GET', 'User/GetAll?MaxResultCount=100', opts)).json().result;
      expect(list.items.map((u: { userName: string }) => u.userName)).not.toContain('b.agent');
      expect(
        (await call('PUT', 'User/Update', { ...opts, payload: { ...userB, name: 'Hacked' } })).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `User/Delete?Id=${userB.id}`, opts)).statusCode).toBe(404);
      expect((await call('POST', 'User/DeActivate', { ...opts, payload: { id: userB.id } })).statusCode).toBe(
        404,
      );
      expect(
        (
          await call('POST', 'User/ResetPassword', {
            ...opts,
            payload: { adminPassword: TEST_ADMIN_PASSWORD, userId: userB.id, newPassword: 'Pwned-123' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await call('GET', `Role/Get?Id=${roleB.id}`, opts)).statusCode).toBe(404);
      expect((await call('DELETE', `Role/Delete?Id=${roleB.id}`, opts)).statusCode).toBe(404);
      const roles = (await call('GET', 'Role/GetAll', opts)).json().result.items;
      expect(roles.map((r: { name: string }) => r.name)).not.toContain('Sales');
      // assigning B's role name resolves inside A's tenant only
      const foreignRole = await call('POST', 'User/Create', {
        ...opts,
        payload: {
          userName: 'x9',
          name: 'x',
          surname: 'y',
          emailAddress: 'x9@a.example',
          password: 'Xx-123456',
          roleNames: ['Sales'],
        },
      });
      expect(foreignRole.statusCode).toBe(422);
    }
    // B's data is intact
    const still = (await call('GET', `User/Get?Id=${userB.id}`, { token: adminB, tenant: tenantB.id })).json()
      .result;
    expect(still).toMatchObject({ name: 'B', isActive: true });
    // the same user name may exist in two tenants
    const sameName = await call('POST', 'User/Create', {
      token: adminA,
      tenant: 1,
      payload: {
        userName: 'b.agent',
        name: 'A',
        surname: 'Agent',
        emailAddress: 'b@a.example',
        password: 'A-Agent-123',
      },
    });
    expect(sameName.statusCode).toBe(200);
  });

  it('deactivating a tenant stops its sign-in; deleting hides it', async () => {
    const t2 = await call('GET', `Tenant/Get?Id=${tenantB.id}`, { token: hostToken });
    await call('PUT', 'Tenant/Update', {
      token: hostToken,
      payload: { ...t2.json().result, isActive: false },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: { 'Abp.TenantId': String(tenantB.id) },
      payload: { userNameOrEmailAddress: 'admin', password: tenantB.adminPassword },
    });
    // an inactive tenant is not resolved: the host is asked, where this admin password is wrong
    expect(login.statusCode).toBe(401);
    expect((await call('DELETE', `Tenant/Delete?Id=${tenantB.id}`, { token: hostToken })).statusCode).toBe(
      200,
    );
    expect((await call('GET', `Tenant/Get?Id=${tenantB.id}`, { token: hostToken })).statusCode).toBe(404);
  });
});
