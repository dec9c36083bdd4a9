import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { normalize } from './identity.repository.js';
import { users } from './identity.tables.js';

/**
 * A member account opened by a booking has no password until its owner sets one through the e-mailed
 * link; no password verifies against this value (it is not a hash), so nobody can sign in to it before.
 */
export const NO_PASSWORD = '';

/**
 * The member account of a buyer's e-mail on a site variant, opened when there is none (spec §1: opened
 * automatically on booking). Meant to run inside the order's transaction, after its seats are held, so an
 * order refused for want of seats leaves no account behind. A concurrent twin creating it first is fine.
 */
export async function ensureMember(
  tx: Db,
  m: { tenantId: number | null; email: string; name: string; surname: string; culture: string },
): Promise<number> {
  const byEmail = and(
    ownedBy(users.tenantId, m.tenantId),
    eq(users.normalizedEmailAddress, normalize(m.email)),
    eq(users.isDeleted, false),
  );
  const [existing] = await tx.select({ id: users.id }).from(users).where(byEmail);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(users)
    .values({
      tenantId: m.tenantId,
      kind: 'member',
      userName: m.email,
      normalizedUserName: normalize(m.email),
      emailAddress: m.email,
      normalizedEmailAddress: normalize(m.email),
      name: m.name.slice(0, 64),
      surname: m.surname.slice(0, 64),
      passwordHash: NO_PASSWORD,
      isActive: true,
      language: m.culture,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created) return created.id;
  const [twin] = await tx.select({ id: users.id }).from(users).where(byEmail);
  if (!twin) throw new Error('member account neither created nor found');
  return twin.id;
}

export interface MemberRow {
  id: number;
  tenantId: number | null;
  kind: 'staff' | 'member';
  userName: string;
  emailAddress: string;
  name: string;
  surname: string;
  passwordHash: string;
  isActive: boolean;
  isEmailConfirmed: boolean;
  language: string | null;
  languageChosen: boolean;
  phone: string | null;
  birthDate: string | null;
  currency: string | null;
  newsletter: boolean;
}

const memberColumns = {
  id: users.id,
  tenantId: users.tenantId,
  kind: users.kind,
  userName: users.userName,
  emailAddress: users.emailAddress,
  name: users.name,
  surname: users.surname,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  isEmailConfirmed: users.isEmailConfirmed,
  language: users.language,
  languageChosen: users.languageChosen,
  phone: users.phone,
  birthDate: users.birthDate,
  currency: users.currency,
  newsletter: users.newsletter,
};

/** Reads and writes of accounts that the account holder (or an e-mailed link) drives; staff rows included. */
export function createMemberAccounts(db: Db) {
  const live = (tenantId: number | null) =>
    and(ownedBy(users.tenantId, tenantId), eq(users.isDeleted, false));

  return {
    async findByEmail(tenantId: number | null, email: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select(memberColumns)
        .from(users)
        .where(and(live(tenantId), eq(users.normalizedEmailAddress, normalize(email))));
      return row;
    },

    async findById(id: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select(memberColumns)
        .from(users)
        .where(and(eq(users.id, id), eq(users.isDeleted, false)));
      return row;
    },

    async versionOf(id: number): Promise<{ tokenVersion: number } | undefined> {
      const [row] = await db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, id));
      return row;
    },

    /** A new member from the register form; undefined when the address was taken meanwhile. */
    async register(
      tenantId: number | null,
      m: {
        email: string;
        name: string;
        surname: string;
        passwordHash: string;
        newsletter: boolean;
        language: string;
      },
    ): Promise<number | undefined> {
      const [row] = await db
        .insert(users)
        .values({
          tenantId,
          kind: 'member',
          userName: m.email,
          normalizedUserName: normalize(m.email),
          emailAddress: m.email,
          normalizedEmailAddress: normalize(m.email),
          name: m.name.slice(0, 64),
          surname: m.surname.slice(0, 64),
          passwordHash: m.passwordHash,
          isActive: true,
          isEmailConfirmed: false,
          newsletter: m.newsletter,
          language: m.language,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      return row?.id;
    },

    /** A password set from an e-mailed link: it proves the address too; every older session ends. */
    async setPassword(userId: number, passwordHash: string, tx: Db = db): Promise<void> {
      await tx
        .update(users)
        .set({
          passwordHash,
          isEmailConfirmed: true,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          lastModificationTime: new Date(),
        })
        .where(eq(users.id, userId));
    },

    async confirmEmail(userId: number, tx: Db = db): Promise<void> {
      await tx.update(users).set({ isEmailConfirmed: true }).where(eq(users.id, userId));
    },

    async update(
      userId: number,
      values: Partial<{
        name: string;
        surname: string;
        phone: string | null;
        birthDate: string | null;
        language: string;
        languageChosen: boolean;
        currency: string | null;
        newsletter: boolean;
      }>,
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...values, lastModificationTime: new Date(), lastModifierUserId: userId })
        .where(and(eq(users.id, userId), eq(users.isDeleted, false)));
    },

    /**
     * Closes an account: the login and every personal field go (the row stays, anonymised, because orders
     * point at it for accounting); every session ends.
     */
    async close(tx: Db, userId: number, at: Date): Promise<void> {
      const placeholder = `deleted-${userId}@deleted.invalid`;
      await tx
        .update(users)
        .set({
          userName: placeholder,
          normalizedUserName: normalize(placeholder),
          emailAddress: placeholder,
          normalizedEmailAddress: normalize(placeholder),
          name: '-',
          surname: '-',
          phone: null,
          birthDate: null,
          passwordHash: NO_PASSWORD,
          isActive: false,
          newsletter: false,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          isDeleted: true,
          deleterUserId: userId,
          deletionTime: at,
        })
        .where(eq(users.id, userId));
    },
  };
}
export type MemberAccounts = ReturnType<typeof createMemberAccounts>;
