import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { rolePermissions, roles, type UserKind, userRoles, users } from './identity.tables.js';

export interface UserRecord {
  id: number;
  tenantId: number | null;
  userName: string;
  emailAddress: string;
  name: string;
  surname: string;
  passwordHash: string;
  isActive: boolean;
  kind: UserKind;
  tokenVersion: number;
  isEmailConfirmed: boolean;
}

const userColumns = {
  id: users.id,
  tenantId: users.tenantId,
  userName: users.userName,
  emailAddress: users.emailAddress,
  name: users.name,
  surname: users.surname,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  kind: users.kind,
  tokenVersion: users.tokenVersion,
  isEmailConfirmed: users.isEmailConfirmed,
};

/** Host (null) or one tenant: its own rows only. */
const tenantIs = ownedBy;

export const normalize = (value: string) => value.trim().toUpperCase();

/** Users, roles and permission grants; every query is scoped to one tenant (null = host). */
export function createIdentityRepository(db: Db) {
  return {
    async findUserByNameOrEmail(
      tenantId: number | null,
      nameOrEmail: string,
    ): Promise<UserRecord | undefined> {
      const n = normalize(nameOrEmail);
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(
          and(
            tenantIs(users.tenantId, tenantId),
            eq(users.isDeleted, false),
            or(eq(users.normalizedUserName, n), eq(users.normalizedEmailAddress, n)),
          ),
        )
        .orderBy(sql`${users.normalizedUserName} = ${n} desc`)
        .limit(1);
      return row;
    },

    async findUserById(tenantId: number | null, id: number): Promise<UserRecord | undefined> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.id, id), tenantIs(users.tenantId, tenantId), eq(users.isDeleted, false)));
      return row;
    },

    async recordLogin(userId: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginTime: at }).where(eq(users.id, userId));
    },

    /** Ends every token issued so far to this user ("sign out everywhere"). */
    async bumpTokenVersion(userId: number): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
    },

    async grantedPermissionNames(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ name: rolePermissions.name })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isDeleted, false)))
        .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
        .where(eq(userRoles.userId, userId));
      return rows.map((r) => r.name);
    },

    async hasAnyPermission(userId: number, names: readonly string[]): Promise<boolean> {
      if (names.length === 0) return false;
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isDeleted, false)))
        .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
        .where(and(eq(userRoles.userId, userId), inArray(rolePermissions.name, [...names])))
        .limit(1);
      return row !== undefined;
    },

    /** User names by id (who set a rate, in another module's screens). */
    async userNames(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(inArray(users.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.userName]));
    },
  };
}
export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
