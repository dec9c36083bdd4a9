import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type UserTokenPurpose, userTokens } from './identity.tables.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Single-use links sent by e-mail (set or reset a password, confirm an address). Only a SHA-256 of the
 * 256-bit token is stored, so a copy of the database opens no account; a token works once, before it expires.
 */
export function createEmailLinks(deps: { db: Db; clock: () => Date }) {
  return {
    async issue(
      userId: number,
      purpose: UserTokenPurpose,
      lifetimeMs: number,
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(deps.clock().getTime() + lifetimeMs);
      await deps.db.insert(userTokens).values({ userId, purpose, tokenHash: hashOf(token), expiresAt });
      return { token, expiresAt };
    },

    /** Uses a token up (one winner under concurrency); undefined when unknown, used, expired or of another purpose. */
    async consume(
      token: string,
      purposes: readonly UserTokenPurpose[],
      tx: Db = deps.db,
    ): Promise<{ userId: number; purpose: UserTokenPurpose } | undefined> {
      const now = deps.clock();
      const [row] = await tx
        .update(userTokens)
        .set({ usedTime: now })
        .where(
          and(
            eq(userTokens.tokenHash, hashOf(token)),
            isNull(userTokens.usedTime),
            gt(userTokens.expiresAt, now),
            inArray(userTokens.purpose, [...purposes]),
          ),
        )
        .returning({ userId: userTokens.userId, purpose: userTokens.purpose });
      return row;
    },
  };
}
export type EmailLinks = ReturnType<typeof createEmailLinks>;
