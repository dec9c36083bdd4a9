import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../../db/schema.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';

describe('TokenAuth, Session, Account and tenant resolution', () => {
  let t: TestApp;
  let now = new Date('2026-11-22T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => now,
      seed: { flights: false },
      env: { LOGIN_MAX_FAILURES: '3', LOGIN_LOCKOUT_SECONDS: '60' },
    });
    await t.database.db.insert(tenants).values([
      { tenancyName: 'rusite', name: 'CharterDesk RU', domains: ['charterdesk.ru'] },
      { tenancyName: 'sleeping', name: 'Inactive variant', isActive: false },
    ]);
  });
  afterAll(() => t.close());

  const authenticate = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/TokenAuth/Authenticate', payload, headers });

  it('signs the host admin in with a JWT', async () => {
    const res = await authenticate({
      userNameOrEmailAddress: 'admin',
      password: TEST_ADMIN_PASSWORD,
      rememberClient: true,
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ expireInSeconds: 86400, userId: expect.any(Number) });
    const [, payload] = result.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(result.userId), tenantId: null });
    expect(claims.jti).toBeTruthy();
    expect(claims.iat).toBe(Math.floor(now.getTime() / 1000));
    expect(result.encryptedAccessToken).not.toBe(result.accessToken);
  });

  it('accepts the e-mail address and the legacy rememberMe flag', async () => {
    const res = await authenticate({
      userNameOrEmailAddress: 'ADMIN@charterdesk.example',
      password: TEST_ADMIN_PASSWORD,
      rememberMe: true,
    });
    expect(res.statusCode).toBe(200);
  });

  it('signs the Default tenant admin in when the tenant header is sent', async () => {
    const host = await authenticate({ userNameOrEmailAddress: 'admin', password: TEST_ADMIN_PASSWORD });
    const tenant = await authenticate(
      { userNameOrEmailAddress: 'admin', password: TEST_ADMIN_PASSWORD },
      { 'Abp.TenantId': '1' },
    );
    expect(tenant.statusCode).toBe(200);
    expect(tenant.json().result.userId).not.toBe(host.json().result.userId);
  });

  it('answers a wrong password and an unknown user the same way: 401 "Login failed!"', async () => {
    const wrong = await authenticate(
      { userNameOrEmailAddress: 'admin', password: 'wrong-password' },
      { 'accept-language': 'en', 'x-forwarded-for': '10.0.0.1' },
    );
    const unknown = await authenticate(
      { userNameOrEmailAddress: 'nobody', password: 'wrong-password' },
      { 'accept-language': 'en' },
    );
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        result: null,
        __abp: true,
        error: { message: 'Login failed!', details: 'Invalid user name or password' },
      });
    }
  });

  it('answers 429 with Retry-After after repeated failures, until the window passes', async () => {
    const attempt = (password: string) =>
      authenticate(
        { userNameOrEmailAddress: 'Admin', password },
        { 'Abp.TenantId': '1', 'accept-language': 'en' },
      );
    for (let i = 0; i < 3; i++) expect((await attempt(`bad-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(TEST_ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({
      success: false,
      __abp: true,
      error: { message: 'Too many requests' },
    });
    now = new Date(now.getTime() + 61_000);
    expect((await attempt(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('validates the sign-in input', async () => {
    const res = await authenticate({ userNameOrEmailAddress: '', password: 'x'.repeat(200) });
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    expect(members.sort()).toEqual(['password', 'userNameOrEmailAddress']);
  });

  it('tells the current login information of an anonymous visitor and of a signed-in admin', async () => {
    const anon = await t.app.inject('/api/services/app/Session/GetCurrentLoginInformations');
    expect(anon.json().result).toMatchObject({
      user: null,
      tenant: null,
      application: { version: expect.any(String) },
    });

    const token = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
    const me = await t.app.inject({
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().result).toMatchObject({
      user: { userName: 'admin', emailAddress: 'admin@default.charterdesk.example' },
      tenant: { id: 1, tenancyName: 'Default' },
    });
  });

  it('resolves the tenant: claim, then host name, then header (dotted or dashed), then cookie', async () => {
    const tenantOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/services/app/Session/GetCurrentLoginInformations', headers })).json()
        .result.tenant?.tenancyName ?? null;
    expect(await tenantOf({ 'Abp.TenantId': '1' })).toBe('Default');
    expect(await tenantOf({ 'Abp-TenantId': '1' })).toBe('Default');
    expect(await tenantOf({ cookie: 'Abp.TenantId=1' })).toBe('Default');
    expect(await tenantOf({ host: 'charterdesk.ru' })).toBe('rusite');
    expect(await tenantOf({ host: 'charterdesk.ru', 'Abp.TenantId': '1' })).toBe('rusite');
    // unknown, inactive and non-numeric ids are ignored: host
    expect(await tenantOf({ 'Abp.TenantId': '999' })).toBeNull();
    expect(await tenantOf({ 'Abp.TenantId': 'abc' })).toBeNull();
    const hostToken = await signIn(t.app);
    expect(await tenantOf({ authorization: `Bearer ${hostToken}`, 'Abp.TenantId': '1' })).toBeNull();
  });

  it('reports tenant availability', async () => {
    const check = async (tenancyName: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/services/app/Account/IsTenantAvailable',
          payload: { tenancyName },
        })
      ).json().result;
    expect(await check('default')).toEqual({ state: 1, tenantId: 1 });
    expect(await check('sleeping')).toEqual({ state: 2, tenantId: null });
    expect(await check('missing')).toEqual({ state: 3, tenantId: null });
  });

  it('boots the client with AbpUserConfiguration/GetAll', async () => {
    const token = await signIn(t.app);
    const res = await t.app.inject({
      url: '/AbpUserConfiguration/GetAll',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'tr-TR' },
    });
    const result = res.json().result;
    expect(result.multiTenancy).toEqual({
      isEnabled: true,
      ignoreFeatureCheckForHostUsers: false,
      sides: { host: 2, tenant: 1 },
    });
    expect(result.session).toMatchObject({ tenantId: null, multiTenancySide: 2 });
    expect(result.localization.currentLanguage.name).toBe('tr');
    expect(result.auth.grantedPermissions['Pages.Tenants']).toBe('true');
    expect(result.localization.languages.map((l: { name: string }) => l.name)).toEqual(['ru', 'en', 'tr']);
  });

  it('serves the public agency info by GET and POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/api/services/app/agency/GetAgencyInfo' });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ brandName: 'CharterDesk', foundedYear: 2019 });
    }
  });
});
