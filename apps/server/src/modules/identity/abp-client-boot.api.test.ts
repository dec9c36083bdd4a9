import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app.js';

/**
 * What a stock ABP client (module-zero-core-template's React and Vue apps) reads at boot from
 * /AbpUserConfiguration/GetAll, in ABP's own shape, and the cross-origin access such a client needs.
 */
describe('a stock ABP client boots against the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: { flights: false },
      env: { CORS_ORIGINS: 'https://admin.example, http://localhost:4200' },
    });
  });
  afterAll(() => t.close());

  const config = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: '/AbpUserConfiguration/GetAll', headers });
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };

  it('answers every section ABP clients read, with texts in the request language', async () => {
    const anonymous = await config({ '.aspnetcore.culture': 'c=en|uic=en' });
    expect(Object.keys(anonymous).sort()).toEqual(
      [
        'auth',
        'clock',
        'custom',
        'features',
        'localization',
        'multiTenancy',
        'nav',
        'security',
        'session',
        'setting',
        'timing',
      ].sort(),
    );
    // abp.js: abp.clock.provider = abp.timing[result.clock.provider]
    expect(anonymous.clock.provider).toBe('utcClockProvider');
    expect(anonymous.timing.timeZoneInfo).toMatchObject({
      windows: { timeZoneId: 'UTC', currentUtcOffsetInMilliseconds: 0 },
      iana: { timeZoneId: 'Etc/UTC' },
    });
    expect(anonymous.features).toEqual({ allFeatures: {} });
    expect(anonymous.nav.menus.MainMenu).toMatchObject({ name: 'MainMenu', items: [] });
    expect(anonymous.session).toEqual({
      userId: null,
      tenantId: null,
      impersonatorUserId: null,
      impersonatorTenantId: null,
      multiTenancySide: 2,
    });
    expect(anonymous.localization.sources).toEqual([
      { name: 'CharterDesk', type: 'DictionaryBasedLocalizationSource' },
    ]);
    expect(anonymous.localization.currentLanguage.name).toBe('en');
    expect(anonymous.localization.values.CharterDesk['Abp.LoginFailed']).toBe('Login failed!');
    expect(anonymous.setting.values['Abp.Localization.DefaultLanguageName']).toBe('ru');
    expect(anonymous.security.antiForgery.tokenHeaderName).toBe('X-XSRF-TOKEN');
    expect(anonymous.auth.grantedPermissions).toEqual({});
    expect(anonymous.auth.allPermissions['Pages.Tenants']).toBe('true');

    const russian = await config({ 'accept-language': 'ru' });
    expect(russian.localization.values.CharterDesk['Abp.LoginFailed']).toBe('Не удалось войти!');
    const turkish = await config({ 'accept-language': 'tr' });
    expect(turkish.localization.currentCulture.name).toBe('tr');

    const token = await signIn(t.app);
    const admin = await config({ authorization: `Bearer ${token}` });
    expect(admin.session.userId).toBeGreaterThan(0);
    expect(admin.auth.grantedPermissions['Pages.Users']).toBe('true');
  });

  it('lets listed origins call the API across origins with the ABP headers, and nobody else', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/services/app/User/GetAll',
      headers: {
        origin: 'https://admin.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,abp.tenantid,.aspnetcore.culture,idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://admin.example');
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['authorization', 'abp.tenantid', '.aspnetcore.culture', 'idempotency-key'])
      expect(allowed).toContain(h);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const call = await t.app.inject({
      url: '/AbpUserConfiguration/GetAll',
      headers: { origin: 'http://localhost:4200' },
    });
    expect(call.headers['access-control-allow-origin']).toBe('http://localhost:4200');

    const stranger = await t.app.inject({
      url: '/AbpUserConfiguration/GetAll',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
  });
  afterAll(() => t.close());

  it('sends no CORS headers at all', async () => {
    const res = await t.app.inject({
      url: '/AbpUserConfiguration/GetAll',
      headers: { origin: 'https://admin.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
