/**
 * Counts failed sign-ins per (tenant, client address, user name) and per client address; past the limit,
 * further attempts are refused until the window ends. In memory: a multi-instance deployment needs a
 * shared store (Redis) behind the same interface.
 */
export function createLoginThrottle(options: {
  maxFailures: number;
  windowSeconds: number;
  now?: () => number;
}) {
  const now = options.now ?? (() => Date.now());
  const perAddressLimit = options.maxFailures * 4;
  const failures = new Map<string, { count: number; resetAt: number }>();

  function entry(key: string) {
    const e = failures.get(key);
    if (e && e.resetAt > now()) return e;
    if (e) failures.delete(key);
    return undefined;
  }

  function keys(tenantId: number | null, address: string, userName: string) {
    return [`u:${tenantId ?? 'host'}:${address}:${userName.trim().toLowerCase()}`, `a:${address}`] as const;
  }

  return {
    /** Seconds to wait before another attempt, or 0 when allowed. */
    retryAfter(tenantId: number | null, address: string, userName: string): number {
      const [userKey, addressKey] = keys(tenantId, address, userName);
      const u = entry(userKey);
      const a = entry(addressKey);
      const blocked = [
        u && u.count >= options.maxFailures ? u.resetAt : 0,
        a && a.count >= perAddressLimit ? a.resetAt : 0,
      ];
      const until = Math.max(...blocked);
      return until > 0 ? Math.max(1, Math.ceil((until - now()) / 1000)) : 0;
    },
    recordFailure(tenantId: number | null, address: string, userName: string): void {
      for (const key of keys(tenantId, address, userName)) {
        const e = entry(key);
        if (e) e.count += 1;
        else failures.set(key, { count: 1, resetAt: now() + options.windowSeconds * 1000 });
      }
      if (failures.size > 100_000) {
        for (const [k, v] of failures) if (v.resetAt <= now()) failures.delete(k);
      }
    },
    recordSuccess(tenantId: number | null, address: string, userName: string): void {
      failures.delete(keys(tenantId, address, userName)[0]);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
