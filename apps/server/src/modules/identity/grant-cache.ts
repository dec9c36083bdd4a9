/**
 * Who may do what, remembered for a few seconds: every protected request asks, and on PGlite two queries
 * per request were most of an admin list's cost. Changes made through this process (users, roles, their
 * permissions) clear it at once; another instance of the server clears it at once when told through Redis
 * (access-invalidation.ts), else sees them within `ttlMs`.
 */
export interface UserGrants {
  isActive: boolean;
  permissions: ReadonlySet<string>;
}

export function createGrantCache(options: { ttlMs: number; now: () => number; maxEntries?: number }) {
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, { grants: UserGrants; expiresAt: number }>();
  const keyOf = (tenantId: number | null, userId: number) => `${tenantId ?? 0}:${userId}`;

  return {
    /** The user's grants, from memory while fresh, else from `load` (undefined = no such user). */
    async get(
      tenantId: number | null,
      userId: number,
      load: () => Promise<UserGrants | undefined>,
    ): Promise<UserGrants | undefined> {
      const key = keyOf(tenantId, userId);
      const hit = entries.get(key);
      if (hit && hit.expiresAt > options.now()) return hit.grants;
      const grants = await load();
      if (!grants) {
        entries.delete(key);
        return undefined;
      }
      // a crude bound: staff accounts are few; only a flood of distinct tokens could fill it
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { grants, expiresAt: options.now() + options.ttlMs });
      return grants;
    },

    /** Forget everything: after any change to users, roles or permissions. */
    clear(): void {
      entries.clear();
    },
  };
}

export type GrantCache = ReturnType<typeof createGrantCache>;
