import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCall, siteCall } from '../../testing/back-office-calls.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

/**
 * Access ends when it should: a token is refused at once (not after its 24 hours) when its site variant is
 * deactivated or deleted, its user is deactivated, deleted or changes password, or it is signed out.
 * The grant and session caches are on (5 s, as in production), so "at once" is really tested.
 */
describe('Access tokens end with the access they stood for', () => {
  let t: TestApp;
  let hostToken: string;
  const DEFAULT_TENANT = 1;

  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false }, env: { GRANT_CACHE_SECONDS: '5' } });
    hostToken = await signIn(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    siteCall(t.app)(method, url, { token, tenant: DEFAULT_TENANT, payload });
  const newUser = (token: string, userName: string) =>
    call('POST', 'User/Create', token, {
      userName,
      name: 'N',
      surname: 'S',
      emailAddress: `${userName}@example.com`,
      password: 'Password-123',
      roleNames: ['ADMIN'],
    });
  const tenantUpdate = (isActive: boolean) =>
    appCall(t.app)('PUT', 'Tenant/Update', hostToken, {
      id: DEFAULT_TENANT,
      tenancyName: 'Default',
      name: 'Default',
      isActive,
      domains: [],
    });

  it("refuses a deactivated site variant's admin token at once, and still after reactivation", async () => {
    const adminToken = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, DEFAULT_TENANT);
    expect((await call('GET', 'User/GetAll', adminToken)).statusCode).toBe(200);

    expect((await tenantUpdate(false)).statusCode).toBe(200);
    const list = await call('GET', 'User/GetAll', adminToken);
    expect(list.statusCode).toBe(401);
    expect(list.json()).toMatchObject({ success: false, unAuthorizedRequest: true });
    expect((await newUser(adminToken, 'intruder')).statusCode).toBe(401);

    expect((await tenantUpdate(true)).statusCode).toBe(200);
    expect((await call('GET', 'User/GetAll', adminToken)).statusCode).toBe(401);
    const fresh = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, DEFAULT_TENANT);
    expect((await call('GET', 'User/GetAll', fresh)).statusCode).toBe(200);
  });

  it('ends the tokens of a deactivated, a deleted and a re-passworded user at once', async () => {
    const admin = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, DEFAULT_TENANT);
    const ids: Record<string, number> = {};
    const tokens: Record<string, string> = {};
    for (const name of ['deact', 'gone', 'repass']) {
      ids[name] = (await newUser(admin, name)).json().result.id;
      tokens[name] = await signIn(t.app, name, 'Password-123', DEFAULT_TENANT);
      expect((await call('GET', 'User/GetAll', tokens[name]!)).statusCode).toBe(200);
    }

    await call('POST', 'User/DeActivate', admin, { id: ids.deact });
    expect((await call('GET', 'User/GetAll', tokens.deact!)).statusCode).toBe(401);
    // switched back on, the old token stays dead: only a new sign-in gives access
    await call('POST', 'User/Activate', admin, { id: ids.deact });
    expect((await call('GET', 'User/GetAll', tokens.deact!)).statusCode).toBe(401);
    await signIn(t.app, 'deact', 'Password-123', DEFAULT_TENANT);

    await call('DELETE', `User/Delete?Id=${ids.gone}`, admin);
    expect((await call('GET', 'User/GetAll', tokens.gone!)).statusCode).toBe(401);

    await call('POST', 'User/ResetPassword', admin, {
      adminPassword: TEST_ADMIN_PASSWORD,
      userId: ids.repass,
      newPassword: 'Another-Pass-9',
    });
    expect((await call('GET', 'User/GetAll', tokens.repass!)).statusCode).toBe(401);
    expect((await call('GET', 'User/GetAll', admin)).statusCode).toBe(200);
  });

  it('signs one token out, or every token of the user', async () => {
    const first = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, DEFAULT_TENANT);
    const second = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, DEFAULT_TENANT);
    const logOut = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/LogOut',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(logOut.statusCode).toBe(200);
    expect((await call('GET', 'User/GetAll', first)).statusCode).toBe(401);
    expect((await call('GET', 'User/GetAll', second)).statusCode).toBe(200);

    const third = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, DEFAULT_TENANT);
    const everywhere = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/LogOutEverywhere',
      headers: { authorization: `Bearer ${third}` },
    });
    expect(everywhere.statusCode).toBe(200);
    for (const token of [second, third]) {
      expect((await call('GET', 'User/GetAll', token)).statusCode).toBe(401);
    }
    const session = await call('GET', 'Session/GetCurrentLoginInformations', third);
    expect(session.json().result.user).toBeNull();
  });

  it("refuses a deleted site variant's admin token at once", async () => {
    const adminToken = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, DEFAULT_TENANT);
    expect((await call('GET', 'User/GetAll', adminToken)).statusCode).toBe(200);
    expect((await appCall(t.app)('DELETE', `Tenant/Delete?Id=${DEFAULT_TENANT}`, hostToken)).statusCode).toBe(
      200,
    );
    expect((await call('GET', 'User/GetAll', adminToken)).statusCode).toBe(401);
    expect((await newUser(adminToken, 'late')).statusCode).toBe(401);
  });
});
