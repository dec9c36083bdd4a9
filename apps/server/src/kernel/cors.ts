import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** The headers an ABP client sends across origins, and what it must read back. */
const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'Abp.TenantId',
  'Abp-TenantId',
  '.AspNetCore.Culture',
  'Idempotency-Key',
  'X-Requested-With',
];

/**
 * Cross-origin ABP clients (a separately hosted admin or app) from the listed origins only: CORS_ORIGINS,
 * empty by default, sends no CORS headers at all. Preflight requests are answered for listed origins.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin.toLowerCase())),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
