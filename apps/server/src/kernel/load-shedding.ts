import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './errors.js';
import { createInFlightBound } from './in-flight-bound.js';
import { createOverloadSignal, OVERLOAD_SAMPLE_MS, type OverloadSignalOptions } from './overload-signal.js';
import { isApiPath } from './web-host.js';

/** Answered whatever the load: probes, metrics, and the bank sending a paying buyer back. */
function isExempt(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (
    path === '/health' ||
    path === '/ready' ||
    path === '/metrics' ||
    path.startsWith('/payments/') ||
    path.startsWith('/sandbox-bank/')
  );
}

/**
 * The built app's hashed files: served from memory or disk in well under a millisecond, never worth refusing, and
 * a page already sent waits for them (refused, it never starts).
 */
function isStaticAsset(request: FastifyRequest): boolean {
  return request.url.startsWith('/assets/');
}

/** Why a request was refused, as `charterdesk_shed_requests_total` labels it. */
export type ShedReason = 'in_flight' | 'event_loop' | 'db_pool' | 'other';

/** How often, at most, the log says that load is being shed (one line per 503 would add to the overload). */
const SHED_LOG_INTERVAL_MS = 10_000;

/**
 * Sheds load instead of drowning: a request that finds `maxInFlight` others still being served, and every
 * request while the event loop lags more than `maxEventLoopDelayMs` or the database pool's queue passes its
 * bounds (@fastify/under-pressure with overload-signal.ts), answers 503 with Retry-After at once (the ABP
 * envelope under /api); probes, metrics and payment returns still answer. It recovers by itself when the load
 * falls. 0 turns a bound off.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: OverloadSignalOptions & {
    /** requests one process serves at once (probes, payment returns and static files aside); 0 = no bound */
    maxInFlight: number;
    /** the same while a burst is being refused (kernel/in-flight-bound.ts); 0 = as maxInFlight */
    burstMaxInFlight?: number;
    retryAfterSeconds?: number;
  },
): Promise<{ shedCounts(): Record<ShedReason, number> }> {
  const retryAfter = options.retryAfterSeconds ?? 2;
  // kept for /metrics, which is registered later (it must see every route)
  const shedCounts: Record<ShedReason, number> = { in_flight: 0, event_loop: 0, db_pool: 0, other: 0 };
  let shedSinceLog = 0;
  let lastLog = 0;
  const bound = createInFlightBound({ normal: options.maxInFlight, burst: options.burstMaxInFlight ?? 0 });
  const shed = (request: FastifyRequest, reply: FastifyReply, type: string, value: unknown) => {
    bound.refused();
    const reason: ShedReason =
      type === 'inFlight'
        ? 'in_flight'
        : type === 'healthCheck'
          ? (overload.cause?.reason ?? 'other')
          : 'other';
    shedCounts[reason] += 1;
    shedSinceLog += 1;
    const now = Date.now();
    if (now - lastLog >= SHED_LOG_INTERVAL_MS) {
      request.log.warn(
        {
          type,
          value,
          ...(type === 'inFlight' ? { bound: bound.limit() } : overload.cause),
          shed: shedSinceLog,
        },
        'shedding load: 503',
      );
      lastLog = now;
      shedSinceLog = 0;
    }
    if (isApiPath(request.url)) {
      reply.send(errors.serviceBusy(retryAfter));
      return;
    }
    reply
      .status(503)
      .header('retry-after', String(retryAfter))
      .type('text/plain; charset=utf-8')
      .send('Service busy, please retry shortly.\n');
  };

  // Checked as each request arrives, before any sampling: a burst beyond what the process can serve is refused at
  // once instead of queueing behind it (a lagging event loop then delays the refusals too).
  if (options.maxInFlight > 0) {
    let inFlight = 0;
    const counted = new WeakSet<FastifyRequest>();
    const finished = async (request: FastifyRequest) => {
      if (counted.delete(request)) inFlight -= 1;
    };
    app.addHook('onRequest', async (request, reply) => {
      if (isExempt(request) || isStaticAsset(request)) return;
      if (inFlight >= bound.limit()) {
        shed(request, reply, 'inFlight', inFlight);
        return reply;
      }
      inFlight += 1;
      counted.add(request);
    });
    app.addHook('onResponse', finished);
    app.addHook('onRequestAbort', finished);
  }

  const overload = createOverloadSignal(options);
  app.addHook('onClose', async () => overload.close());
  await app.register(underPressure, {
    // under-pressure's own delay check averages over a second; the signal answers within 50 ms
    healthCheck: async () => overload.sample(),
    healthCheckInterval: OVERLOAD_SAMPLE_MS,
    pressureHandler: (request, reply, type, value) => {
      // handled as if nothing happened: a page already sent must get its files, or it never starts
      if (isExempt(request) || isStaticAsset(request)) return;
      shed(request, reply, type, value);
    },
  });
  return { shedCounts: () => ({ ...shedCounts }) };
}
