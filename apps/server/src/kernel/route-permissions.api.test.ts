import { PERMISSIONS } from '@charterdesk/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../modules/identity/identity.tables.js';
import { ensureMember } from '../modules/identity/members.js';
import { hashPassword } from '../modules/identity/password.js';
import { createTestApp, signIn, type TestApp } from '../testing/test-app.js';
import type { AppServiceRoute } from './app-service.js';

/**
 * The public API: everything a visitor of the site may call without signing in. Any other app-service
 * route must demand a sign-in, so a new admin endpoint left anonymous by mistake fails here.
 */
const PUBLIC_API = new Set([
  'TokenAuth/Authenticate',
  'AbpUserConfiguration/GetAll',
  'Session/GetCurrentLoginInformations',
  'Account/IsTenantAvailable',
  'Account/Register',
  'Account/ConfirmEmail',
  'Account/SendPasswordResetLink',
  'Account/ResetPassword',
  'Booking/SendManageLink',
  'agency/GetAgencyInfo',
  'Booking/AddOrder',
  'Booking/AddTransferOrder',
  'Booking/GetOrder',
  'Booking/GetOrderByPnr',
  'Booking/ResendTicket',
  'Booking/RetryPayment',
  'Booking/RequestScheduleRefund',
  'Booking/ValidateCoupon',
  'Contact/Send',
  'Contact/SubscribeComingSoon',
  'Content/GetHelpArticles',
  'Content/GetPage',
  'Currency/GetExchangeRates',
  'Flight/AuxiliaryServiceSearch',
  'Flight/GetAirportsForAutoComplete',
  'Flight/GetFlightSearchResults',
  'Flight/GetPromotions',
  'Flight/SaveFlightSearch',
  'Flight/SearchAirport',
  'Geo/GetCity',
  'Geo/GetCountry',
  'Survey/Save',
  'TokenAuth/LogOut',
  'Transfer/GetTransferPlaces',
  'Transfer/GetTransferSearchResults',
  'Transfer/SaveTransferSearch',
]);

/** `/api/services/app/User/GetAll` → `User/GetAll` */
const serviceMethod = (url: string) => url.split('/').slice(-2).join('/');

describe('Every app-service route checks who may call it, on the server', () => {
  let t: TestApp;
  let routes: AppServiceRoute[];
  let bareToken: string;
  /** a member (customer account) whom an operator's mistake gave the Admin role */
  let memberToken: string;
  /** a token per permission, from a user whose only role grants just that permission */
  const tokens = new Map<string, string>();

  const callRoute = (route: AppServiceRoute, token?: string): Promise<LightMyRequestResponse> =>
    t.app.inject({
      // registerAppService only ever uses the classic verbs, which inject accepts
      method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: route.url,
      headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  async function userWith(permissions: string[], name: string): Promise<string> {
    const admin = await signIn(t.app);
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/services/app/${url}`,
        headers: { authorization: `Bearer ${admin}` },
        payload,
      });
    const role = await post('Role/Create', { name, displayName: name, grantedPermissions: permissions });
    expect(role.statusCode, role.body).toBe(200);
    const user = await post('User/Create', {
      userName: name,
      name,
      surname: 'Test',
      emailAddress: `${name}@example.com`,
      password: 'Password-123',
      roleNames: [name],
    });
    expect(user.statusCode, user.body).toBe(200);
    return signIn(t.app, name, 'Password-123');
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
    routes = t.app.appServiceRoutes;
    bareToken = await userWith([], 'norights');
    const used = new Set(routes.flatMap((r) => (typeof r.access === 'object' ? r.access.permissions : [])));
    let n = 0;
    for (const permission of used) tokens.set(permission, await userWith([permission], `only${++n}`));
    const memberId = await ensureMember(t.database.db, {
      tenantId: null,
      email: 'traveller@example.com',
      name: 'Anna',
      surname: 'Smirnova',
      culture: 'ru',
    });
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Traveller-Pass-1'), isEmailConfirmed: true })
      .where(eq(users.id, memberId));
    const [adminRole] = await t.database.db
      .select()
      .from(roles)
      .where(and(isNull(roles.tenantId), eq(roles.normalizedName, 'ADMIN')));
    await t.database.db.insert(userRoles).values({ userId: memberId, roleId: adminRole!.id, tenantId: null });
    memberToken = await signIn(t.app, 'traveller@example.com', 'Traveller-Pass-1');
  }, 120_000);
  afterAll(() => t.close());

  it('registers the whole API through the catalogue (a sanity check that the walk sees every service)', () => {
    const services = new Set(routes.map((r) => serviceMethod(r.url).split('/')[0]));
    for (const s of ['User', 'Role', 'Tenant', 'Setting', 'Booking', 'Flight', 'agency']) {
      expect(services).toContain(s);
    }
  });

  it('leaves only the public API open to anonymous callers', () => {
    const anonymous = [
      ...new Set(routes.filter((r) => r.access === 'anonymous').map((r) => serviceMethod(r.url))),
    ];
    expect(anonymous.filter((name) => !PUBLIC_API.has(name))).toEqual([]);
  });

  it('answers 401 with the ABP envelope to every protected route called without a token', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.access !== 'anonymous')) {
      const res = await callRoute(route);
      const body = res.json();
      if (res.statusCode !== 401 || body.unAuthorizedRequest !== true || body.__abp !== true) {
        wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 with the ABP envelope to a signed-in user lacking the permission', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => typeof r.access === 'object')) {
      const res = await callRoute(route, bareToken);
      const body = res.json();
      if (res.statusCode !== 403 || body.success !== false || body.__abp !== true) {
        wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lets a user holding only one of the required permissions past the check', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      if (typeof route.access !== 'object') continue;
      for (const permission of route.access.permissions) {
        const res = await callRoute(route, tokens.get(permission));
        // 400/404/409/422 are fine here: the empty input reached validation or the handler
        if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
          wrong.push(`${route.method} ${route.url} with ${permission} → ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('only ever checks permissions the role editor can grant', () => {
    const known = new Set(PERMISSIONS.map((p) => p.name));
    const unknown = routes.flatMap((r) =>
      typeof r.access === 'object' ? r.access.permissions.filter((p) => !known.has(p)) : [],
    );
    expect(unknown).toEqual([]);
  });

  it("refuses a member's token on every staff service, even one holding the Admin role", async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => typeof r.access === 'object')) {
      const res = await callRoute(route, memberToken);
      if (res.statusCode !== 403 || res.json().__abp !== true)
        wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("keeps the member's own services to members: staff get 403, the member gets through", async () => {
    const memberRoutes = routes.filter((r) => r.access === 'member');
    expect(memberRoutes.length).toBeGreaterThan(5);
    for (const route of memberRoutes) {
      const staff = await callRoute(route, tokens.values().next().value);
      expect(staff.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(staff.json().error.key).toBe('accounts.not_a_member');
      const member = await callRoute(route, memberToken);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(member.statusCode);
      expect(member.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it('lets signed-in-only routes through with any valid token', async () => {
    // signing out everywhere ends the token itself, so it goes last
    const signedIn = routes.filter((r) => r.access === 'authenticated');
    const last = (r: AppServiceRoute) => (r.url.endsWith('/LogOutEverywhere') ? 1 : 0);
    for (const route of signedIn.sort((a, b) => last(a) - last(b))) {
      const res = await callRoute(route, bareToken);
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });
});
