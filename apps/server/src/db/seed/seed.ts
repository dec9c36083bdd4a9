import { randomBytes } from 'node:crypto';
import { type AgencyInfo, permissionsForSide } from '@charterdesk/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AGENCY_INFO_SETTING } from '../../modules/agency/agency.service.js';
import { seedGeo } from '../../modules/geo/geo.seed.js';
import { normalize } from '../../modules/identity/identity.repository.js';
import { rolePermissions, roles, userRoles, users } from '../../modules/identity/identity.tables.js';
import { hashPassword } from '../../modules/identity/password.js';
import { createSettingsRepository } from '../../modules/settings/settings.repository.js';
import { tenants } from '../../modules/tenancy/tenancy.tables.js';
import type { Db } from '../client.js';

export const DEFAULT_TENANT_ID = 1;
export const ADMIN_USER_NAME = 'admin';

export const DEMO_AGENCY_INFO: AgencyInfo = {
  brandName: 'CharterDesk',
  legalEntity: 'CharterDesk Turizm Seyahat Acentası Ltd. Şti.',
  address: 'Şirinyalı Mah. 1505 Sok. No: 12/4, 07160 Muratpaşa / Antalya, Türkiye',
  tourismAssociationNumber: 'TÜRSAB A-14827',
  tradeRegisterNumber: 'Antalya 98214',
  taxNumber: 'Antalya Kurumlar V.D. 2110487563',
  chamberRegistrationNumber: 'ATSO 147720',
  phone: '+90 242 310 47 47',
  email: 'support@charterdesk.example',
  messagingLink: 'https://t.me/charterdesk_support',
  foundedYear: 2019,
};

export interface SeedResult {
  /** set only when this run created the admin users with a generated password: print it once */
  generatedAdminPassword?: string;
  createdAdmins: number;
}

/** Generated passwords: 20 characters from an unambiguous alphabet, about 110 bits. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** Idempotent: creates what is missing (host + Default tenant, admins, static roles, agency info), changes nothing else. */
export async function seed(db: Db, options: { adminPassword?: string } = {}): Promise<SeedResult> {
  await db
    .insert(tenants)
    .overridingSystemValue()
    .values({ id: DEFAULT_TENANT_ID, tenancyName: 'Default', name: 'Default' })
    .onConflictDoNothing();
  // explicit ids must not collide with the identity sequence later
  await db.execute(
    sql`select setval(pg_get_serial_sequence('tenants', 'id'), greatest((select max(id) from tenants), 1))`,
  );

  let password = options.adminPassword;
  let generated: string | undefined;
  let createdAdmins = 0;
  for (const tenantId of [null, DEFAULT_TENANT_ID]) {
    const roleId = await ensureAdminRole(db, tenantId);
    const tenantFilter = tenantId === null ? isNull(users.tenantId) : eq(users.tenantId, tenantId);
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          tenantFilter,
          eq(users.normalizedUserName, normalize(ADMIN_USER_NAME)),
          eq(users.isDeleted, false),
        ),
      );
    if (existing) continue;
    if (!password) {
      password = generatePassword();
      generated = password;
    }
    const email = tenantId === null ? 'admin@charterdesk.example' : 'admin@default.charterdesk.example';
    const [user] = await db
      .insert(users)
      .values({
        tenantId,
        userName: ADMIN_USER_NAME,
        normalizedUserName: normalize(ADMIN_USER_NAME),
        emailAddress: email,
        normalizedEmailAddress: normalize(email),
        name: 'admin',
        surname: 'admin',
        passwordHash: await hashPassword(password),
        isActive: true,
        isEmailConfirmed: true,
      })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: user!.id, roleId, tenantId }).onConflictDoNothing();
    createdAdmins += 1;
  }

  const settings = createSettingsRepository(db);
  await settings.setIfAbsent(null, AGENCY_INFO_SETTING, JSON.stringify(DEMO_AGENCY_INFO));
  await seedGeo(db);

  return { createdAdmins, ...(generated ? { generatedAdminPassword: generated } : {}) };
}

/** The static Admin role of a side, holding every permission of that side (new permissions are added on re-seed). */
async function ensureAdminRole(db: Db, tenantId: number | null): Promise<number> {
  const tenantFilter = tenantId === null ? isNull(roles.tenantId) : eq(roles.tenantId, tenantId);
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
        isDefault: false,
      })
      .returning({ id: roles.id });
  }
  const side = tenantId === null ? 'host' : 'tenant';
  const grants = permissionsForSide(side).map((p) => ({ roleId: role!.id, name: p.name, tenantId }));
  await db.insert(rolePermissions).values(grants).onConflictDoNothing();
  return role!.id;
}
