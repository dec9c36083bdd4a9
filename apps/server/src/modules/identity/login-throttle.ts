import type { SharedRedis } from '../../kernel/redis.js';

/**
 * Counts failed sign-ins per (tenant, client address, user name) and per client address; past the limit,
 * further attempts are refused until the window ends. In memory; `createSharedLoginThrottle` counts in Redis
 * for several instances.
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

/**
 * The same counting in Redis (REDIS_URL), so failed sign-ins spread over several instances add up: one counter
 * per key expiring with its window. During a Redis outage every call falls back to `local` (this process's
 * count) and the log says so once.
 */
export function createSharedLoginThrottle(options: {
  maxFailures: number;
  windowSeconds: number;
  redis: SharedRedis;
  local: LoginThrottle;
}) {
  const { redis, local } = options;
  const perAddressLimit = options.maxFailures * 4;
  const windowMs = options.windowSeconds * 1000;
  const keys = (tenantId: number | null, address: string, userName: string) =>
    [
      `${redis.prefix}login:u:${tenantId ?? 'host'}:${address}:${userName.trim().toLowerCase()}`,
      `${redis.prefix}login:a:${address}`,
    ] as const;
  const failed = (err: unknown) => redis.failed('sign-in throttle', err);

  return {
    async retryAfter(tenantId: number | null, address: string, userName: string): Promise<number> {
      if (!redis.isReady()) {
        failed(new Error('not connected'));
        return local.retryAfter(tenantId, address, userName);
      }
      try {
        const [userKey, addressKey] = keys(tenantId, address, userName);
        const answers = await redis.client
          .multi()
          .get(userKey)
          .pttl(userKey)
          .get(addressKey)
          .pttl(addressKey)
          .exec();
        const [u, uTtl, a, aTtl] = (answers ?? []).map(([err, value]) => {
          if (err) throw err;
          return Number(value ?? 0);
        });
        const waits = [
          (u ?? 0) >= options.maxFailures ? (uTtl ?? 0) : 0,
          (a ?? 0) >= perAddressLimit ? (aTtl ?? 0) : 0,
        ];
        redis.succeeded();
        const wait = Math.max(...waits);
        return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
      } catch (err) {
        failed(err);
        return local.retryAfter(tenantId, address, userName);
      }
    },
    async recordFailure(tenantId: number | null, address: string, userName: string): Promise<void> {
      // counted here too: should Redis go away, this process still knows the recent failures it saw
      local.recordFailure(tenantId, address, userName);
      if (!redis.isReady()) return failed(new Error('not connected'));
      try {
        await redis.client.eval(COUNT_FAILURE, 2, ...keys(tenantId, address, userName), windowMs);
      } catch (err) {
        failed(err);
      }
    },
    async recordSuccess(tenantId: number | null, address: string, userName: string): Promise<void> {
      local.recordSuccess(tenantId, address, userName);
      if (!redis.isReady()) return failed(new Error('not connected'));
      await redis.client.del(keys(tenantId, address, userName)[0]).then(
        () => undefined,
        (err: unknown) => failed(err),
      );
    },
  };
}

// each key's window starts with its first failure, like the in-process count
const COUNT_FAILURE = `
for i, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 0`;

/** What the sign-in asks of a throttle: the in-process one answers at once, the shared one after a round trip. */
export interface SignInThrottle {
  retryAfter(tenantId: number | null, address: string, userName: string): number | Promise<number>;
  recordFailure(tenantId: number | null, address: string, userName: string): void | Promise<void>;
  recordSuccess(tenantId: number | null, address: string, userName: string): void | Promise<void>;
}
