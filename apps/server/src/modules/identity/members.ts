import { and, eq } from 'drizzle-orm';
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
