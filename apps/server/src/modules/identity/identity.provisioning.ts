import { randomBytes } from 'node:crypto';
import { permissionsForSide } from '@charterdesk/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { normalize } from './identity.repository.js';
import { rolePermissions, roles, userRoles, users } from './identity.tables.js';
import { ensureMember, NO_PASSWORD } from './members.js';
import { hashPassword } from './password.js';

export const ADMIN_USER_NAME = 'admin';

/** Generated passwords: 20 characters from an unambiguous alphabet, about 110 bits. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(20), (b) => alphabet[b % alphabet.length]).join('');
}

/** The static Admin role of a tenant (or the host), holding every permission of its side; missing grants are added. */
export async function ensureAdminRole(db: Db, tenantId: number | null): Promise<number> {
  const tenantFilter = ownedBy(roles.tenantId, tenantId);
  let [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(tenantFilter, eq(roles.normalizedName, 'ADMIN'), eq(roles.isDeleted, false)));
  if (!role) {
    [role] = await db
      .insert(roles)
      .values({
        tenantId,
        name: 'Admin',
        normalizedName: 'ADMIN',
        displayName: 'Admin',
        description: 'Administrator: every permission',
        isStatic: true,
      })
      .returning({ id: roles.id });
  }
  const side = tenantId === null ? 'host' : 'tenant';
  const grants = permissionsForSide(side).map((p) => ({ roleId: role!.id, name: p.name, tenantId }));
  await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  return role!.id;
}

/**
 * Creates the `admin` user of a tenant (or the host) with the Admin role when it does not exist.
 * Answers the password when one was generated (to be shown once), undefined when nothing was created.
 */
export async function ensureAdminUser(
  db: Db,
  tenantId: number | null,
  options: {
    emailAddress: string;
    password?: string | undefined;
    /** no password at all: its owner sets one through an e-mailed link */
    withoutPassword?: boolean;
  },
): Promise<{ created: boolean; userId?: number; generatedPassword?: string }> {
  const roleId = await ensureAdminRole(db, tenantId);
  const tenantFilter = ownedBy(users.tenantId, tenantId);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(tenantFilter, eq(users.normalizedUserName, normalize(ADMIN_USER_NAME)), eq(users.isDeleted, false)),
    );
  if (existing) return { created: false };
  const password = options.withoutPassword ? undefined : (options.password ?? generatePassword());
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      userName: ADMIN_USER_NAME,
      normalizedUserName: normalize(ADMIN_USER_NAME),
      emailAddress: options.emailAddress,
      normalizedEmailAddress: normalize(options.emailAddress),
      name: 'admin',
      surname: 'admin',
      passwordHash: password === undefined ? NO_PASSWORD : await hashPassword(password),
      isActive: true,
      isEmailConfirmed: true,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user!.id, roleId, tenantId }).onConflictDoNothing();
  return {
    created: true,
    userId: user!.id,
    ...(options.password || password === undefined ? {} : { generatedPassword: password }),
  };
}

/**
 * Ends every session of a site variant's users (the variant was deactivated or deleted): their tokens stay
 * refused even if the variant is switched back on later.
 */
export async function endTenantSessions(db: Db, tenantId: number): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.tenantId, tenantId));
}

/**
 * A demo customer account of the host site with a confirmed address and a generated password (answered
 * once, printed at the first start); undefined when it exists already. Bookings made with its e-mail
 * address appear in its account pages.
 */
export async function ensureDemoMember(
  db: Db,
  email: string,
): Promise<{ email: string; password: string } | undefined> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.tenantId), eq(users.normalizedEmailAddress, normalize(email))));
  if (existing) return undefined;
  const password = generatePassword();
  const id = await ensureMember(db, {
    tenantId: null,
    email,
    name: 'Anna',
    surname: 'Smirnova',
    culture: 'ru',
  });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), isEmailConfirmed: true })
    .where(eq(users.id, id));
  return { email, password };
}
