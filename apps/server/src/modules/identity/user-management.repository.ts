import { and, asc, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { likePattern, sortingToOrderBy } from '../../kernel/sorting.js';
import { normalize } from './identity.repository.js';
import { rolePermissions, roles, userRoles, users } from './identity.tables.js';

export interface UserRow {
  id: number;
  userName: string;
  name: string;
  surname: string;
  emailAddress: string;
  isActive: boolean;
  lastLoginTime: Date | null;
  creationTime: Date;
}

export interface RoleRow {
  id: number;
  name: string;
  displayName: string;
  normalizedName: string;
  description: string | null;
  isStatic: boolean;
  isDefault: boolean;
  creationTime: Date;
}

const userColumns = {
  id: users.id,
  userName: users.userName,
  name: users.name,
  surname: users.surname,
  emailAddress: users.emailAddress,
  isActive: users.isActive,
  lastLoginTime: users.lastLoginTime,
  creationTime: users.creationTime,
};

const roleColumns = {
  id: roles.id,
  name: roles.name,
  displayName: roles.displayName,
  normalizedName: roles.normalizedName,
  description: roles.description,
  isStatic: roles.isStatic,
  isDefault: roles.isDefault,
  creationTime: roles.creationTime,
};

const userTenant = (tenantId: number | null) => ownedBy(users.tenantId, tenantId);
/**
 * The back office's users of a tenant: its staff, not the travellers' accounts a booking or a sign-up opened
 * (those are the Customers section's), so the list, its counts and the edits never reach a customer's account.
 */
const staffOf = (tenantId: number | null) =>
  and(userTenant(tenantId), eq(users.kind, 'staff'), eq(users.isDeleted, false))!;
const roleTenant = (tenantId: number | null) => ownedBy(roles.tenantId, tenantId);

const USER_SORTS: Record<string, SQL> = {
  username: sql`${users.userName}`,
  emailaddress: sql`${users.emailAddress}`,
  name: sql`${users.name}`,
  surname: sql`${users.surname}`,
  creationtime: sql`${users.creationTime}`,
  lastlogintime: sql`${users.lastLoginTime}`,
};

const ROLE_SORTS: Record<string, SQL> = {
  name: sql`${roles.name}`,
  displayname: sql`${roles.displayName}`,
  creationtime: sql`${roles.creationTime}`,
};

/** User and role management queries, always inside one tenant (null = host) and never soft-deleted rows. */
export function createUserManagementRepository(db: Db) {
  return {
    async listUsers(
      tenantId: number | null,
      filter: {
        keyword?: string;
        isActive?: boolean;
        sorting?: string;
        skipCount: number;
        maxResultCount: number;
      },
    ): Promise<{ totalCount: number; items: UserRow[] }> {
      const conditions = [staffOf(tenantId)];
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        conditions.push(
          or(
            ilike(users.userName, like),
            ilike(users.name, like),
            ilike(users.surname, like),
            ilike(users.emailAddress, like),
          )!,
        );
      }
      if (filter.isActive !== undefined) conditions.push(eq(users.isActive, filter.isActive));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const items = await db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(...sortingToOrderBy(filter.sorting, USER_SORTS, [asc(users.userName)]))
        .offset(filter.skipCount)
        .limit(filter.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },

    async findUser(tenantId: number | null, id: number): Promise<UserRow | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.id, id), staffOf(tenantId)));
      return row;
    },

    /** Id of another live user of the tenant with this user name or e-mail, for uniqueness checks. */
    async findConflict(
      tenantId: number | null,
      userName: string,
      email: string,
      exceptId?: number,
    ): Promise<{ field: 'userName' | 'emailAddress' } | undefined> {
      const rows = await db
        .select({ id: users.id, n: users.normalizedUserName, e: users.normalizedEmailAddress })
        .from(users)
        .where(
          and(
            userTenant(tenantId),
            eq(users.isDeleted, false),
            or(
              eq(users.normalizedUserName, normalize(userName)),
              eq(users.normalizedEmailAddress, normalize(email)),
            ),
          ),
        );
      const other = rows.filter((r) => r.id !== exceptId);
      if (other.some((r) => r.n === normalize(userName))) return { field: 'userName' };
      if (other.some((r) => r.e === normalize(email))) return { field: 'emailAddress' };
      return undefined;
    },

    async insertUser(
      tenantId: number | null,
      values: {
        userName: string;
        name: string;
        surname: string;
        emailAddress: string;
        isActive: boolean;
        passwordHash: string;
      },
      actorId: number | null,
    ): Promise<number> {
      const [row] = await db
        .insert(users)
        .values({
          tenantId,
          ...values,
          normalizedUserName: normalize(values.userName),
          normalizedEmailAddress: normalize(values.emailAddress),
          creatorUserId: actorId,
        })
        .returning({ id: users.id });
      return row!.id;
    },

    async updateUser(
      tenantId: number | null,
      id: number,
      values: Partial<{
        userName: string;
        name: string;
        surname: string;
        emailAddress: string;
        isActive: boolean;
        passwordHash: string;
        language: string;
      }>,
      actorId: number | null,
    ): Promise<void> {
      await db
        .update(users)
        .set({
          ...values,
          ...(values.userName ? { normalizedUserName: normalize(values.userName) } : {}),
          ...(values.emailAddress ? { normalizedEmailAddress: normalize(values.emailAddress) } : {}),
          // a new password or a deactivation ends every token issued before it
          ...(values.passwordHash !== undefined || values.isActive === false
            ? { tokenVersion: sql`${users.tokenVersion} + 1` }
            : {}),
          lastModificationTime: new Date(),
          lastModifierUserId: actorId,
        })
        .where(and(eq(users.id, id), userTenant(tenantId), eq(users.isDeleted, false)));
    },

    async softDeleteUser(tenantId: number | null, id: number, actorId: number | null): Promise<void> {
      await db
        .update(users)
        .set({
          isDeleted: true,
          deleterUserId: actorId,
          deletionTime: new Date(),
          tokenVersion: sql`${users.tokenVersion} + 1`,
        })
        .where(and(eq(users.id, id), userTenant(tenantId)));
    },

    async passwordHashOf(tenantId: number | null, id: number): Promise<string | undefined> {
      const [row] = await db
        .select({ h: users.passwordHash })
        .from(users)
        .where(and(eq(users.id, id), userTenant(tenantId), eq(users.isDeleted, false)));
      return row?.h;
    },

    async roleNamesOfUsers(userIds: number[]): Promise<Map<number, string[]>> {
      const map = new Map<number, string[]>();
      if (userIds.length === 0) return map;
      const rows = await db
        .select({ userId: userRoles.userId, name: roles.normalizedName })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isDeleted, false)))
        .where(inArray(userRoles.userId, userIds));
      for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.name]);
      return map;
    },

    async setUserRoles(tenantId: number | null, userId: number, roleIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(userRoles).where(eq(userRoles.userId, userId));
        if (roleIds.length) {
          await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId, tenantId })));
        }
      });
    },

    async listRoles(
      tenantId: number | null,
      filter: { keyword?: string; sorting?: string; skipCount: number; maxResultCount: number },
    ): Promise<{ totalCount: number; items: RoleRow[] }> {
      const conditions = [roleTenant(tenantId), eq(roles.isDeleted, false)];
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        conditions.push(or(ilike(roles.name, like), ilike(roles.displayName, like))!);
      }
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(roles).where(where);
      const items = await db
        .select(roleColumns)
        .from(roles)
        .where(where)
        .orderBy(...sortingToOrderBy(filter.sorting, ROLE_SORTS, [asc(roles.name)]))
        .offset(filter.skipCount)
        .limit(filter.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },

    async findRole(tenantId: number | null, id: number): Promise<RoleRow | undefined> {
      const [row] = await db
        .select(roleColumns)
        .from(roles)
        .where(and(eq(roles.id, id), roleTenant(tenantId), eq(roles.isDeleted, false)));
      return row;
    },

    async rolesByNormalizedNames(tenantId: number | null, names: string[]): Promise<RoleRow[]> {
      if (names.length === 0) return [];
      return db
        .select(roleColumns)
        .from(roles)
        .where(
          and(
            roleTenant(tenantId),
            eq(roles.isDeleted, false),
            inArray(roles.normalizedName, names.map(normalize)),
          ),
        );
    },

    async permissionsOfRoles(roleIds: number[]): Promise<Map<number, string[]>> {
      const map = new Map<number, string[]>();
      if (roleIds.length === 0) return map;
      const rows = await db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
      for (const r of rows) map.set(r.roleId, [...(map.get(r.roleId) ?? []), r.name]);
      return map;
    },

    async insertRole(
      tenantId: number | null,
      values: { name: string; displayName: string; description: string | null },
      actorId: number | null,
    ): Promise<number> {
      const [row] = await db
        .insert(roles)
        .values({ tenantId, ...values, normalizedName: normalize(values.name), creatorUserId: actorId })
        .returning({ id: roles.id });
      return row!.id;
    },

    async updateRole(
      tenantId: number | null,
      id: number,
      values: { name: string; displayName: string; description: string | null },
      actorId: number | null,
    ): Promise<void> {
      await db
        .update(roles)
        .set({
          ...values,
          normalizedName: normalize(values.name),
          lastModificationTime: new Date(),
          lastModifierUserId: actorId,
        })
        .where(and(eq(roles.id, id), roleTenant(tenantId)));
    },

    async setRolePermissions(tenantId: number | null, roleId: number, names: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
        if (names.length)
          await tx.insert(rolePermissions).values(names.map((name) => ({ roleId, name, tenantId })));
      });
    },

    async softDeleteRole(tenantId: number | null, id: number, actorId: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(roles)
          .set({ isDeleted: true, deleterUserId: actorId, deletionTime: new Date() })
          .where(and(eq(roles.id, id), roleTenant(tenantId)));
        await tx.delete(userRoles).where(eq(userRoles.roleId, id));
      });
    },
  };
}
export type UserManagementRepository = ReturnType<typeof createUserManagementRepository>;
