import {
  type CreateUserInput,
  type PagedResult,
  permissionsForSide,
  type RoleDto,
  type UpdateUserInput,
  type UserDto,
} from '@charterdesk/domain';
import { errors } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import { identityErrors } from './identity.errors.js';
import { hashPassword, verifyPassword } from './password.js';
import type { RoleRow, UserManagementRepository, UserRow } from './user-management.repository.js';

const ADMIN_USER_NAME = 'admin';

function toUserDto(u: UserRow, roleNames: string[]): UserDto {
  return {
    id: u.id,
    userName: u.userName,
    name: u.name,
    surname: u.surname,
    emailAddress: u.emailAddress,
    isActive: u.isActive,
    fullName: `${u.name} ${u.surname}`,
    lastLoginTime: u.lastLoginTime?.toISOString() ?? null,
    creationTime: u.creationTime.toISOString(),
    roleNames,
  };
}

function toRoleDto(r: RoleRow, grantedPermissions: string[]): RoleDto {
  return {
    id: r.id,
    name: r.name,
    displayName: r.displayName,
    normalizedName: r.normalizedName,
    description: r.description,
    isStatic: r.isStatic,
    grantedPermissions: [...grantedPermissions].sort(),
  };
}

/**
 * ABP's UserAppService and RoleAppService: everything happens inside the caller's tenant (host = null),
 * so an admin of one site variant can never see or change another's users or roles.
 */
export function createUserManagementService(deps: {
  repo: UserManagementRepository;
  /** called after any change to who holds which permission (the permission checker's cache) */
  /** resolves once every instance has forgotten the grants it remembered */
  onAccessChanged?: () => void | Promise<void>;
}) {
  const { repo } = deps;
  const accessChanged = () => deps.onAccessChanged?.();
  const side = (s: AbpSession) => (s.tenantId === null ? 'host' : 'tenant');

  async function userDto(tenantId: number | null, id: number): Promise<UserDto> {
    const user = await repo.findUser(tenantId, id);
    if (!user) throw errors.entityNotFound('User', id);
    return toUserDto(user, (await repo.roleNamesOfUsers([id])).get(id) ?? []);
  }

  async function roleIdsFor(tenantId: number | null, names: string[]): Promise<number[]> {
    const found = await repo.rolesByNormalizedNames(tenantId, names);
    for (const n of names) {
      if (!found.some((r) => r.normalizedName === n.trim().toUpperCase()))
        throw identityErrors.unknownRole(n);
    }
    return found.map((r) => r.id);
  }

  async function ensureUnique(tenantId: number | null, userName: string, email: string, exceptId?: number) {
    const conflict = await repo.findConflict(tenantId, userName, email, exceptId);
    if (conflict?.field === 'userName') throw identityErrors.duplicateUserName(userName);
    if (conflict?.field === 'emailAddress') throw identityErrors.duplicateEmail(email);
  }

  function checkPermissions(s: AbpSession, names: string[]) {
    const allowed = new Set(permissionsForSide(side(s)).map((p) => p.name));
    for (const n of names) if (!allowed.has(n)) throw identityErrors.unknownPermission(n);
  }

  async function roleDto(tenantId: number | null, id: number): Promise<RoleDto> {
    const role = await repo.findRole(tenantId, id);
    if (!role) throw errors.entityNotFound('Role', id);
    return toRoleDto(role, (await repo.permissionsOfRoles([id])).get(id) ?? []);
  }

  return {
    async getAllUsers(
      s: AbpSession,
      filter: {
        keyword?: string;
        isActive?: boolean;
        sorting?: string;
        skipCount: number;
        maxResultCount: number;
      },
    ): Promise<PagedResult<UserDto>> {
      const page = await repo.listUsers(s.tenantId, filter);
      const roleNames = await repo.roleNamesOfUsers(page.items.map((u) => u.id));
      return {
        totalCount: page.totalCount,
        items: page.items.map((u) => toUserDto(u, roleNames.get(u.id) ?? [])),
      };
    },

    getUser: (s: AbpSession, id: number) => userDto(s.tenantId, id),

    async createUser(s: AbpSession, input: CreateUserInput): Promise<UserDto> {
      await ensureUnique(s.tenantId, input.userName, input.emailAddress);
      const roleIds = await roleIdsFor(s.tenantId, input.roleNames);
      const id = await repo.insertUser(
        s.tenantId,
        {
          userName: input.userName,
          name: input.name,
          surname: input.surname,
          emailAddress: input.emailAddress,
          isActive: input.isActive,
          passwordHash: await hashPassword(input.password),
        },
        s.userId,
      );
      await repo.setUserRoles(s.tenantId, id, roleIds);
      await accessChanged();
      return userDto(s.tenantId, id);
    },

    async updateUser(s: AbpSession, input: UpdateUserInput): Promise<UserDto> {
      const existing = await repo.findUser(s.tenantId, input.id);
      if (!existing) throw errors.entityNotFound('User', input.id);
      await ensureUnique(s.tenantId, input.userName, input.emailAddress, input.id);
      const roleIds = await roleIdsFor(s.tenantId, input.roleNames);
      await repo.updateUser(
        s.tenantId,
        input.id,
        {
          userName: input.userName,
          name: input.name,
          surname: input.surname,
          emailAddress: input.emailAddress,
          isActive: input.isActive,
        },
        s.userId,
      );
      await repo.setUserRoles(s.tenantId, input.id, roleIds);
      await accessChanged();
      return userDto(s.tenantId, input.id);
    },

    async deleteUser(s: AbpSession, id: number): Promise<null> {
      const user = await repo.findUser(s.tenantId, id);
      if (!user) throw errors.entityNotFound('User', id);
      if (id === s.userId) throw identityErrors.cannotDeleteSelf();
      if (user.userName.toLowerCase() === ADMIN_USER_NAME) throw identityErrors.cannotDeleteAdmin();
      await repo.softDeleteUser(s.tenantId, id, s.userId);
      await accessChanged();
      return null;
    },

    async setActive(s: AbpSession, id: number, isActive: boolean): Promise<null> {
      if (!(await repo.findUser(s.tenantId, id))) throw errors.entityNotFound('User', id);
      if (!isActive && id === s.userId) throw identityErrors.cannotDeleteSelf();
      await repo.updateUser(s.tenantId, id, { isActive }, s.userId);
      await accessChanged();
      return null;
    },

    async changeLanguage(s: AbpSession, languageName: string): Promise<null> {
      if (s.userId === null) throw errors.notLoggedIn();
      await repo.updateUser(s.tenantId, s.userId, { language: languageName }, s.userId);
      return null;
    },

    async changePassword(s: AbpSession, currentPassword: string, newPassword: string): Promise<boolean> {
      if (s.userId === null) throw errors.notLoggedIn();
      const hash = await repo.passwordHashOf(s.tenantId, s.userId);
      if (!hash || !(await verifyPassword(hash, currentPassword))) throw identityErrors.wrongPassword();
      await repo.updateUser(
        s.tenantId,
        s.userId,
        { passwordHash: await hashPassword(newPassword) },
        s.userId,
      );
      await accessChanged();
      return true;
    },

    /** An admin sets another user's password after proving their own. */
    async resetPassword(
      s: AbpSession,
      adminPassword: string,
      userId: number,
      newPassword: string,
    ): Promise<boolean> {
      if (s.userId === null) throw errors.notLoggedIn();
      const hash = await repo.passwordHashOf(s.tenantId, s.userId);
      if (!hash || !(await verifyPassword(hash, adminPassword))) throw identityErrors.wrongPassword();
      if (!(await repo.findUser(s.tenantId, userId))) throw errors.entityNotFound('User', userId);
      await repo.updateUser(s.tenantId, userId, { passwordHash: await hashPassword(newPassword) }, s.userId);
      await accessChanged();
      return true;
    },

    async getRolesOfTenant(s: AbpSession): Promise<{ items: RoleDto[] }> {
      const page = await repo.listRoles(s.tenantId, { skipCount: 0, maxResultCount: 1000 });
      const perms = await repo.permissionsOfRoles(page.items.map((r) => r.id));
      return { items: page.items.map((r) => toRoleDto(r, perms.get(r.id) ?? [])) };
    },

    async getAllRoles(
      s: AbpSession,
      filter: { keyword?: string; skipCount: number; maxResultCount: number },
    ): Promise<PagedResult<RoleDto>> {
      const page = await repo.listRoles(s.tenantId, filter);
      const perms = await repo.permissionsOfRoles(page.items.map((r) => r.id));
      return {
        totalCount: page.totalCount,
        items: page.items.map((r) => toRoleDto(r, perms.get(r.id) ?? [])),
      };
    },

    getRole: (s: AbpSession, id: number) => roleDto(s.tenantId, id),

    /** ABP's RoleListDto list of the caller's tenant; with a permission, only roles granting it. */
    async listRolesForAbp(s: AbpSession, permission: string | null) {
      const page = await repo.listRoles(s.tenantId, { skipCount: 0, maxResultCount: 1000 });
      const perms = await repo.permissionsOfRoles(page.items.map((r) => r.id));
      return page.items
        .filter((r) => !permission || (perms.get(r.id) ?? []).includes(permission))
        .map((r) => ({
          id: r.id,
          name: r.name,
          displayName: r.displayName,
          isStatic: r.isStatic,
          isDefault: r.isDefault,
          creationTime: r.creationTime.toISOString(),
        }));
    },

    async createRole(
      s: AbpSession,
      input: { name: string; displayName: string; description?: string | null; grantedPermissions: string[] },
    ): Promise<RoleDto> {
      if ((await repo.rolesByNormalizedNames(s.tenantId, [input.name])).length) {
        throw identityErrors.duplicateRoleName(input.name);
      }
      checkPermissions(s, input.grantedPermissions);
      const id = await repo.insertRole(
        s.tenantId,
        { name: input.name, displayName: input.displayName, description: input.description ?? null },
        s.userId,
      );
      await repo.setRolePermissions(s.tenantId, id, [...new Set(input.grantedPermissions)]);
      await accessChanged();
      return roleDto(s.tenantId, id);
    },

    async updateRole(
      s: AbpSession,
      input: {
        id: number;
        name: string;
        displayName: string;
        description?: string | null;
        grantedPermissions: string[];
      },
    ): Promise<RoleDto> {
      const role = await repo.findRole(s.tenantId, input.id);
      if (!role) throw errors.entityNotFound('Role', input.id);
      if (role.isStatic && role.normalizedName !== input.name.toUpperCase())
        throw identityErrors.staticRole();
      const same = await repo.rolesByNormalizedNames(s.tenantId, [input.name]);
      if (same.some((r) => r.id !== input.id)) throw identityErrors.duplicateRoleName(input.name);
      checkPermissions(s, input.grantedPermissions);
      await repo.updateRole(
        s.tenantId,
        input.id,
        { name: input.name, displayName: input.displayName, description: input.description ?? null },
        s.userId,
      );
      await repo.setRolePermissions(s.tenantId, input.id, [...new Set(input.grantedPermissions)]);
      await accessChanged();
      return roleDto(s.tenantId, input.id);
    },

    async deleteRole(s: AbpSession, id: number): Promise<null> {
      const role = await repo.findRole(s.tenantId, id);
      if (!role) throw errors.entityNotFound('Role', id);
      if (role.isStatic) throw identityErrors.staticRole();
      await repo.softDeleteRole(s.tenantId, id, s.userId);
      await accessChanged();
      return null;
    },

    /** Permissions the caller's side can grant (the host also sees host-only ones such as Pages.Tenants). */
    getAllPermissions(s: AbpSession) {
      return {
        items: permissionsForSide(side(s)).map((p, index) => ({
          id: index + 1,
          name: p.name,
          displayName: p.displayName,
          description: null,
        })),
      };
    },
  };
}
export type UserManagementService = ReturnType<typeof createUserManagementService>;
