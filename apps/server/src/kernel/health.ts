import type { FastifyInstance } from 'fastify';

/** /health: the process answers (liveness). /ready: the database answers too (readiness). */
export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<boolean>) {
  app.get('/health', { logLevel: 'warn', schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    const dbOk = await ping();
    return reply.status(dbOk ? 200 : 503).send({ status: dbOk ? 'ready' : 'unavailable', database: dbOk });
  });
}
