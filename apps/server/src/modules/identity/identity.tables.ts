import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';
import { tenants } from '../tenancy/tenancy.tables.js';

export type UserKind = 'staff' | 'member';

/** Users of the host (tenant_id null) and of each tenant: staff and automatically opened member accounts. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').references(() => tenants.id),
    userName: varchar('user_name', { length: 256 }).notNull(),
    normalizedUserName: varchar('normalized_user_name', { length: 256 }).notNull(),
    emailAddress: varchar('email_address', { length: 256 }).notNull(),
    normalizedEmailAddress: varchar('normalized_email_address', { length: 256 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** staff sign in to the back office; members are the site's customers and never hold a permission */
    kind: varchar('kind', { length: 16 }).$type<UserKind>().notNull().default('staff'),
    /** part of every access token: a password change, deactivation or "sign out everywhere" bumps it */
    tokenVersion: integer('token_version').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    isEmailConfirmed: boolean('is_email_confirmed').notNull().default(false),
    language: varchar('language', { length: 8 }),
    /**
     * the holder picked `language` (account settings); an account opened by a booking or the sign-up form only
     * took the page's, which writes its e-mails but is not imposed on the holder at sign-in
     */
    languageChosen: boolean('language_chosen').notNull().default(false),
    // a member's own profile and settings (staff leave them empty)
    phone: varchar('phone', { length: 20 }),
    birthDate: date('birth_date'),
    currency: varchar('currency', { length: 3 }),
    newsletter: boolean('newsletter').notNull().default(false),
    lastLoginTime: timestamp('last_login_time', { withTimezone: true, mode: 'date' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_user_name_uq')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.normalizedUserName)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex('users_email_uq')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.normalizedEmailAddress)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id').references(() => tenants.id),
    name: varchar('name', { length: 32 }).notNull(),
    normalizedName: varchar('normalized_name', { length: 32 }).notNull(),
    displayName: varchar('display_name', { length: 64 }).notNull(),
    description: text('description'),
    isStatic: boolean('is_static').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('roles_name_uq')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.normalizedName)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Permissions granted to a role (ABP keeps grants per role; absence = not granted). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 128 }).notNull(),
    tenantId: integer('tenant_id'),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.name] })],
);

/** Access tokens signed out before they expire (by jti); rows past their expiry are dead weight and swept. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: varchar('jti', { length: 64 }).primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

export type UserTokenPurpose = 'setPassword' | 'resetPassword' | 'confirmEmail';

/** Single-use links sent by e-mail (set or reset a password, confirm an address); only a hash is kept. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 24 }).$type<UserTokenPurpose>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedTime: timestamp('used_time', { withTimezone: true, mode: 'date' }),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_tokens_hash_uq').on(t.tokenHash), index('user_tokens_user_idx').on(t.userId)],
);
