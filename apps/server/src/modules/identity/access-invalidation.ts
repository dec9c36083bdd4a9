import type { SharedRedis } from '../../kernel/redis.js';

/**
 * Every process remembers grants and token checks for a few seconds (grant-cache.ts, session-guard.ts). A
 * change of users, roles, permissions or tokens clears them here at once and, with REDIS_URL, on every other
 * instance too: the change is published on one channel that each process listens to. Should Redis be away, the
 * other instances see the change within GRANT_CACHE_SECONDS, and they forget everything once the subscription
 * is back (they may have missed a message).
 */
export function createAccessInvalidation(deps: {
  redis?: SharedRedis | undefined;
  /** forget every remembered grant and token answer of this process */
  clearAll: () => void;
  /** forget what this process remembers of one token (signed out) */
  forgetToken: (jti: string) => void;
}) {
  const { redis } = deps;
  const channel = `${redis?.prefix ?? ''}access-changed`;
  redis?.subscribe(
    channel,
    (message) => (message.startsWith('jti:') ? deps.forgetToken(message.slice(4)) : deps.clearAll()),
    deps.clearAll,
  );

  return {
    /** Users, roles, permissions or tenants changed: resolves once every instance has been told. */
    async changed(): Promise<void> {
      deps.clearAll();
      await redis?.publish(channel, 'all');
    },
    /** A token was signed out. */
    async tokenRevoked(jti: string): Promise<void> {
      deps.forgetToken(jti);
      await redis?.publish(channel, `jti:${jti}`);
    },
  };
}
export type AccessInvalidation = ReturnType<typeof createAccessInvalidation>;
