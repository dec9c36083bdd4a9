import { createRequire } from 'node:module';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from './errors.js';
import type { SharedRedis } from './redis.js';

/** A per-address budget of calls to one route: `max` calls per `windowSeconds`; max 0 turns it off. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/** What @fastify/rate-limit asks of a store (its own two stores have this shape). */
interface CounterStore {
  incr(
    key: string,
    callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
}
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** set by `createLimiter`: the counter's name in Redis keys */
  limitName?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

// the plugin's own stores (not exported by its entry point): the same counting in memory, and in Redis by one
// Lua script
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => CounterStore;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key: string,
) => CounterStore;

/**
 * Counts in Redis when it is there (every instance sees the same count), else — and during a Redis outage,
 * per call — in this process: a limit never fails a request because Redis does.
 */
function sharedStoreClass(redis: SharedRedis) {
  return class SharedStore {
    private readonly local: CounterStore;
    private readonly remote: CounterStore;

    constructor(params: StoreParams, key = `${redis.prefix}rl:`) {
      this.local = new LocalStore(params.continueExceeding ?? false, params.exponentialBackoff ?? false);
      this.remote = new RedisStore(
        params.continueExceeding ?? false,
        params.exponentialBackoff ?? false,
        redis.client,
        key,
      );
    }

    incr(
      key: string,
      callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      if (!redis.isReady()) {
        redis.failed('rate limits', new Error('not connected'));
        this.local.incr(key, callback, timeWindow, max);
        return;
      }
      this.remote.incr(
        key,
        (err, result) => {
          if (!err) {
            redis.succeeded();
            return callback(null, result);
          }
          redis.failed('rate limits', err);
          this.local.incr(key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(params: StoreParams): SharedStore {
      const route = params.routeInfo;
      const name = params.limitName ?? `${String(route?.method ?? '')}${route?.url ?? ''}`;
      return new SharedStore(params, `${redis.prefix}rl:${name}:`);
    }
  };
}

/**
 * @fastify/rate-limit for the routes that ask for it (`rateLimitConfig`) and for `createLimiter`, keyed by the
 * client's address unless a limiter says otherwise; counted in Redis when REDIS_URL is set. The 429 is the ABP
 * envelope with `Retry-After`, like every other refusal.
 */
export async function registerRateLimits(app: FastifyInstance, redis?: SharedRedis): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    ...(redis ? { store: sharedStoreClass(redis) as never } : {}),
    errorResponseBuilder: (_request, context) =>
      errors.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/** The route `config` that puts a route under a limit (nothing when the limit is off). */
export function rateLimitConfig(limit: RateLimit | undefined): { rateLimit?: object } {
  if (!limit || limit.max <= 0) return {};
  return { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } };
}

/**
 * A named limit checked by the caller (a preHandler), for what a route config cannot say: a key taken from the
 * body (an e-mail, an order id), two limits on one route, or one budget shared by several routes. Throws the
 * 429 (with Retry-After) once `key` has had `limit.max` calls in the window. Needs registerRateLimits.
 */
export function createLimiter(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
  key: (request: FastifyRequest) => string,
): (request: FastifyRequest) => Promise<void> {
  if (limit.max <= 0) return async () => {};
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowSeconds * 1000,
    keyGenerator: key,
    limitName: name,
  } as Parameters<FastifyInstance['createRateLimit']>[0]);
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw errors.tooManyRequests(Math.max(1, result.ttlInSeconds));
    }
  };
}
