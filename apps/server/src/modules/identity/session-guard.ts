import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { VerifiedToken } from '../../kernel/tokens.js';
import { revokedTokens, users } from './identity.tables.js';

/**
 * Decides whether a signature-valid access token still stands for a live session: its user exists, is
 * active and not deleted, belongs to the token's tenant, has not bumped its token version since (password
 * change, deactivation, "sign out everywhere"), the token was not signed out, and the user's site variant
 * is still active. Without this a token outlived every one of those for its whole 24 hours.
 *
 * Answers are remembered for `ttlMs` per token id; every change made through this process clears them
 * (`clear`), so a change applies at once here, and on another instance at once when access-invalidation.ts
 * tells it through Redis, else within `ttlMs`.
 */
export function createSessionGuard(deps: {
  db: Db;
  /** whether a tenant exists and is active (the tenant resolver's cached list) */
  isTenantActive: (tenantId: number) => Promise<boolean>;
  ttlMs: number;
  now: () => number;
  maxEntries?: number;
  /** a token was signed out here: other instances must forget what they remember of it */
  onRevoked?: (jti: string) => Promise<void>;
}) {
  const { db } = deps;
  const maxEntries = deps.maxEntries ?? 50_000;
  const remembered = new Map<string, { current: boolean; expiresAt: number }>();

  async function load(token: VerifiedToken): Promise<boolean> {
    const [row] = await db
      .select({
        tenantId: users.tenantId,
        tokenVersion: users.tokenVersion,
        isActive: users.isActive,
        revoked: revokedTokens.jti,
      })
      .from(users)
      .leftJoin(revokedTokens, eq(revokedTokens.jti, token.jti))
      .where(and(eq(users.id, token.userId), eq(users.isDeleted, false)));
    if (!row?.isActive || row.revoked !== null) return false;
    if (row.tokenVersion !== token.version || row.tenantId !== token.tenantId) return false;
    return token.tenantId === null || deps.isTenantActive(token.tenantId);
  }

  return {
    async isCurrent(token: VerifiedToken): Promise<boolean> {
      if (deps.ttlMs <= 0) return load(token);
      const hit = remembered.get(token.jti);
      if (hit && hit.expiresAt > deps.now()) return hit.current;
      const current = await load(token);
      if (remembered.size >= maxEntries) remembered.clear();
      remembered.set(token.jti, { current, expiresAt: deps.now() + deps.ttlMs });
      return current;
    },

    /** Signs one token out (the user's "sign out"); it is refused from now on, on every instance. */
    async revoke(token: VerifiedToken): Promise<void> {
      await db
        .insert(revokedTokens)
        .values({ jti: token.jti, userId: token.userId, expiresAt: token.expiresAt })
        .onConflictDoNothing();
      remembered.delete(token.jti);
      await deps.onRevoked?.(token.jti);
      // ids of tokens past their expiry can go: their signature check refuses them anyway
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date(deps.now())));
    },

    /** Forget the remembered answer about one token (signed out through another instance). */
    forget(jti: string): void {
      remembered.delete(jti);
    },

    /** Forget every remembered answer: after any change to users, their tenants or their tokens. */
    clear(): void {
      remembered.clear();
    },
  };
}
export type SessionGuard = ReturnType<typeof createSessionGuard>;
