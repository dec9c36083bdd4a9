import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { ensureMember } from './members.js';

describe('User and Role app services', () => {
  let t: TestApp;
  let token: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, bearer = token) =>
    t.app.inject({
      method,
      url: `/api/services/app/${url}`,
      headers: { authorization: `Bearer ${bearer}`, 'Abp.TenantId': '1', 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
    token = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
  });
  afterAll(() => t.close());

  it('creates, reads, lists, updates and soft-deletes a user with audit fields', async () => {
    const created = await call('POST', 'User/Create', {
      userName: 'olga.ops',
      name: 'Olga',
      surname: 'Petrova',
      emailAddress: 'olga@example.com',
      password: 'Operator-2026',
      roleNames: ['Admin'],
    });
    expect(created.statusCode).toBe(200);
    const user = created.json().result;
    expect(user).toMatchObject({
      userName: 'olga.ops',
      fullName: 'Olga Petrova',
      isActive: true,
      roleNames: ['ADMIN'],
    });
    expect(user.creationTime).toMatch(/Z$/);

    const page = (await call('GET', 'User/GetAll?Keyword=olga&MaxResultCount=5')).json().result;
    expect(page.totalCount).toBe(1);
    expect(page.items[0].id).toBe(user.id);

    const updated = await call('PUT', 'User/Update', { ...user, surname: 'Ivanova', roleNames: [] });
    expect(updated.json().result).toMatchObject({ surname: 'Ivanova', roleNames: [] });

    expect((await call('DELETE', `User/Delete?Id=${user.id}`)).json()).toMatchObject({
      success: true,
      result: null,
    });
    expect((await call('GET', `User/Get?Id=${user.id}`)).statusCode).toBe(404);
    expect((await call('GET', 'User/GetAll?Keyword=olga')).json().result.totalCount).toBe(0);
  });

  it('lists staff only, with counts and pages to match: travellers’ accounts are the Customers section’s', async () => {
    // accounts opened by bookings on this site variant (spec §1), one of them named like the staff
    const members = [];
    for (const [i, name] of ['Zoya', 'Yuri', 'Olga'].entries())
      members.push(
        await ensureMember(t.database.db, {
          tenantId: 1,
          email: `traveller${i}@example.com`,
          name,
          surname: 'Traveller',
          culture: 'ru',
        }),
      );
    for (const userName of ['anna.desk', 'boris.desk']) {
      const res = await call('POST', 'User/Create', {
        userName,
        name: userName.split('.')[0],
        surname: 'Desk',
        emailAddress: `${userName}@example.com`,
        password: 'Operator-2026',
      });
      expect(res.statusCode, res.body).toBe(200);
    }

    const all = (await call('GET', 'User/GetAll?MaxResultCount=100&Sorting=UserName')).json().result;
    expect(all.items.map((u: { userName: string }) => u.userName)).toEqual([
      'admin',
      'anna.desk',
      'boris.desk',
    ]);
    expect(all.totalCount).toBe(3);
    const second = (await call('GET', 'User/GetAll?MaxResultCount=2&SkipCount=2&Sorting=UserName')).json()
      .result;
    expect(second).toMatchObject({ totalCount: 3, items: [{ userName: 'boris.desk' }] });
    for (const keyword of ['traveller', 'olga', 'Zoya'])
      expect((await call('GET', `User/GetAll?Keyword=${keyword}`)).json().result.totalCount).toBe(0);
    expect((await call('GET', 'User/GetAll?IsActive=true')).json().result.totalCount).toBe(3);

    // nor can the staff forms reach one: no roles, deactivation, password or deletion for a customer here
    const member = members[0]!;
    expect((await call('GET', `User/Get?Id=${member}`)).statusCode).toBe(404);
    expect((await call('POST', 'User/DeActivate', { id: member })).statusCode).toBe(404);
    expect((await call('DELETE', `User/Delete?Id=${member}`)).statusCode).toBe(404);
    const promote = await call('PUT', 'User/Update', {
      id: member,
      userName: 'traveller0@example.com',
      name: 'Zoya',
      surname: 'Traveller',
      emailAddress: 'traveller0@example.com',
      isActive: true,
      roleNames: ['Admin'],
    });
    expect(promote.statusCode).toBe(404);

    for (const userName of ['anna.desk', 'boris.desk']) {
      const [u] = (await call('GET', `User/GetAll?Keyword=${userName}`)).json().result.items;
      expect((await call('DELETE', `User/Delete?Id=${u.id}`)).statusCode).toBe(200);
    }
  });

  it('refuses duplicates, unknown roles and weak passwords with localized messages', async () => {
    const dup = await call('POST', 'User/Create', {
      userName: 'ADMIN',
      name: 'x',
      surname: 'y',
      emailAddress: 'other@example.com',
      password: 'Password123',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      key: 'identity.duplicate_user_name',
      message: 'The user name ADMIN is already taken',
    });
    const role = await call('POST', 'User/Create', {
      userName: 'x1',
      name: 'x',
      surname: 'y',
      emailAddress: 'x1@example.com',
      password: 'Password123',
      roleNames: ['Ghost'],
    });
    expect(role.statusCode).toBe(422);
    const weak = await call('POST', 'User/Create', {
      userName: 'x2',
      name: 'x',
      surname: 'y',
      emailAddress: 'not-an-email',
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const members = weak.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    expect([...new Set(members)].sort()).toEqual(['emailAddress', 'password']);
  });

  it('never deletes the admin or yourself', async () => {
    const me = (await call('GET', 'User/GetAll?Keyword=admin')).json().result.items[0];
    expect((await call('DELETE', `User/Delete?Id=${me.id}`)).statusCode).toBe(422);
  });

  it('changes and resets passwords only with the right current password', async () => {
    await call('POST', 'User/Create', {
      userName: 'agent',
      name: 'A',
      surname: 'B',
      emailAddress: 'agent@example.com',
      password: 'Agent-Pass-1',
    });
    let agentToken = await signIn(t.app, 'agent', 'Agent-Pass-1', 1);
    const wrong = await call(
      'POST',
      'User/ChangePassword',
      { currentPassword: 'nope', newPassword: 'New-Pass-22' },
      agentToken,
    );
    expect(wrong.statusCode).toBe(422);
    const ok = await call(
      'POST',
      'User/ChangePassword',
      { currentPassword: 'Agent-Pass-1', newPassword: 'New-Pass-22' },
      agentToken,
    );
    expect(ok.json().result).toBe(true);
    // the new password ends every session of the old one, this very token included
    expect(
      (await call('GET', 'Session/GetCurrentLoginInformations', undefined, agentToken)).json().result.user,
    ).toBeNull();
    expect((await call('GET', 'User/GetAll', undefined, agentToken)).statusCode).toBe(401);
    agentToken = await signIn(t.app, 'agent', 'New-Pass-22', 1);

    // the agent holds no role: user management is forbidden to them
    expect((await call('GET', 'User/GetAll', undefined, agentToken)).statusCode).toBe(403);

    // grants are remembered between checks, yet a change of roles, permissions or activity applies at once
    const agent = (await call('GET', 'User/GetAll?Keyword=agent')).json().result.items[0];
    const staff = (
      await call('POST', 'Role/Create', {
        name: 'Staff',
        displayName: 'Staff',
        grantedPermissions: ['Pages.Users'],
      })
    ).json().result;
    await call('PUT', 'User/Update', { ...agent, roleNames: ['Staff'] });
    expect((await call('GET', 'User/GetAll', undefined, agentToken)).statusCode).toBe(200);
    await call('PUT', 'Role/Update', { ...staff, grantedPermissions: ['Pages.Roles'] });
    expect((await call('GET', 'User/GetAll', undefined, agentToken)).statusCode).toBe(403);
    expect((await call('GET', 'Role/GetAll', undefined, agentToken)).statusCode).toBe(200);
    await call('POST', 'User/DeActivate', { id: agent.id });
    // deactivation ends the session itself, not just its permissions
    expect((await call('GET', 'Role/GetAll', undefined, agentToken)).statusCode).toBe(401);
    await call('POST', 'User/Activate', { id: agent.id });
    expect((await call('GET', 'Role/GetAll', undefined, agentToken)).statusCode).toBe(401);
    agentToken = await signIn(t.app, 'agent', 'New-Pass-22', 1);
    expect((await call('GET', 'Role/GetAll', undefined, agentToken)).statusCode).toBe(200);
    await call('DELETE', `Role/Delete?Id=${staff.id}`);
    expect((await call('GET', 'Role/GetAll', undefined, agentToken)).statusCode).toBe(403);

    const agentId = (await call('GET', 'User/GetAll?Keyword=agent')).json().result.items[0].id;
    const reset = await call('POST', 'User/ResetPassword', {
      adminPassword: TEST_ADMIN_PASSWORD,
      userId: agentId,
      newPassword: 'Reset-Pass-33',
    });
    expect(reset.json().result).toBe(true);
    await signIn(t.app, 'agent', 'Reset-Pass-33', 1);
  });

  it('deactivated users cannot sign in, and are told nothing a wrong password would not tell', async () => {
    const u = (
      await call('POST', 'User/Create', {
        userName: 'temp',
        name: 'T',
        surname: 'U',
        emailAddress: 'temp@example.com',
        password: 'Temp-Pass-1',
      })
    ).json().result;
    await call('POST', 'User/DeActivate', { id: u.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      headers: { 'Abp.TenantId': '1', 'accept-language': 'en' },
      payload: { userNameOrEmailAddress: 'temp', password: 'Temp-Pass-1' },
    });
    expect(res.statusCode).toBe(401);
    // the right password must not be confirmed: the very answer of a wrong one
    expect(res.json().error).toMatchObject({
      message: 'Login failed!',
      details: 'Invalid user name or password',
    });
  });

  it('manages roles with permissions of the tenant side only', async () => {
    const perms = (await call('GET', 'Role/GetAllPermissions')).json().result.items;
    const names = perms.map((p: { name: string }) => p.name);
    expect(names).toContain('Pages.Orders');
    expect(names).not.toContain('Pages.Tenants');
    expect(perms.find((p: { name: string }) => p.name === 'Pages.Users').displayName).toBe('Users');

    const role = (
      await call('POST', 'Role/Create', {
        name: 'Operator',
        displayName: 'Operator',
        grantedPermissions: ['Pages.Orders'],
      })
    ).json().result;
    expect(role).toMatchObject({ normalizedName: 'OPERATOR', grantedPermissions: ['Pages.Orders'] });
    const hostOnly = await call('PUT', 'Role/Update', { ...role, grantedPermissions: ['Pages.Tenants'] });
    expect(hostOnly.statusCode).toBe(422);

    const admins = (await call('GET', 'Role/GetAll')).json().result.items;
    const adminRole = admins.find((r: { name: string }) => r.name === 'Admin');
    expect(admins.map((r: { name: string; isStatic: boolean }) => [r.name, r.isStatic])).toEqual([
      ['Admin', true],
      ['Operator', false],
    ]);
    const byNameDesc = (await call('GET', 'Role/GetAll?Sorting=Name%20desc')).json().result.items;
    expect(byNameDesc.map((r: { name: string }) => r.name)).toEqual(['Operator', 'Admin']);
    // an unknown column is ignored rather than passed to SQL
    const injected = await call('GET', 'Role/GetAll?Sorting=name;drop%20table%20roles');
    expect(injected.json().result.items.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Operator']);
    expect((await call('DELETE', `Role/Delete?Id=${adminRole.id}`)).statusCode).toBe(422);
    expect((await call('DELETE', `Role/Delete?Id=${role.id}`)).statusCode).toBe(200);
    expect(
      (await call('GET', 'User/GetRoles')).json().result.items.map((r: { name: string }) => r.name),
    ).toEqual(['Admin']);
  });

  it("answers ABP's RoleAppService calls the module-zero clients make: GetRoleForEdit and GetRolesAsync", async () => {
    const roles = (await call('GET', 'Role/GetAll')).json().result.items as { id: number; name: string }[];
    const admin = roles.find((r) => r.name === 'Admin')!;
    const forEdit = await call('GET', `Role/GetRoleForEdit?Id=${admin.id}`);
    expect(forEdit.statusCode, forEdit.body).toBe(200);
    const body = forEdit.json().result;
    expect(body.role).toMatchObject({ id: admin.id, name: 'Admin', isStatic: true });
    expect(body.permissions.map((p: { name: string }) => p.name)).toContain('Pages.Users');
    expect(body.permissions.map((p: { name: string }) => p.name)).not.toContain('Pages.Tenants');
    expect(body.grantedPermissionNames).toContain('Pages.Roles');

    const all = (await call('GET', 'Role/GetRolesAsync')).json().result.items;
    expect(all.map((r: { name: string }) => r.name)).toContain('Admin');
    expect(all[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      displayName: expect.any(String),
      isStatic: expect.any(Boolean),
      isDefault: expect.any(Boolean),
      creationTime: expect.stringMatching(/Z$/),
    });
    const granting = (await call('GET', 'Role/GetRolesAsync?Permission=Pages.Tenants')).json().result.items;
    expect(granting).toEqual([]);
  });
});
