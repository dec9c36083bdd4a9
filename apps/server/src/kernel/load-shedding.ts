import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './errors.js';
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

/** How often, at most, the log says that load is being shed (one line per 503 would add to the overload). */
const SHED_LOG_INTERVAL_MS = 10_000;

/**
 * Sheds load instead of drowning (@fastify/under-pressure): while the event loop lags more than
 * `maxEventLoopDelayMs` or more than `maxPoolWaiting` queries wait for a database connection (see
 * overload-signal.ts), requests answer 503 with Retry-After at once (the ABP envelope under /api); probes, metrics and payment returns
 * still answer. It recovers by itself when the load falls. 0 turns a bound off.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: OverloadSignalOptions & { retryAfterSeconds?: number },
): Promise<void> {
  const retryAfter = options.retryAfterSeconds ?? 2;
  let shedSinceLog = 0;
  let lastLog = 0;
  const shed = (request: FastifyRequest, reply: FastifyReply, type: string, value: unknown) => {
    shedSinceLog += 1;
    const now = Date.now();
    if (now - lastLog >= SHED_LOG_INTERVAL_MS) {
      request.log.warn({ type, value, ...overload.cause, shed: shedSinceLog }, 'shedding load: 503');
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

  const overload = createOverloadSignal(options);
  app.addHook('onClose', async () => overload.close());
  await app.register(underPressure, {
    // under-pressure's own delay check averages over a second; the signal answers within 50 ms
    healthCheck: async () => overload.sample(),
    healthCheckInterval: OVERLOAD_SAMPLE_MS,
    pressureHandler: (request, reply, type, value) => {
      if (isExempt(request)) return; // handled as if nothing happened
      shed(request, reply, type, value);
    },
  });
}
