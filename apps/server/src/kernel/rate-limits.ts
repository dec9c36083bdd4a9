import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errors } from './errors.js';

/** A per-address budget of calls to one route: `max` calls per `windowSeconds`; max 0 turns it off. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * @fastify/rate-limit for the routes that ask for it (`rateLimitConfig`), keyed by the client's address;
 * the 429 is the ABP envelope with `Retry-After`, like every other refusal.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      errors.tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/** The route `config` that puts a route under a limit (nothing when the limit is off). */
export function rateLimitConfig(limit: RateLimit | undefined): { rateLimit?: object } {
  if (!limit || limit.max <= 0) return {};
  return { rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } };
}
