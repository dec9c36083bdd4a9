import type { Culture } from '@charterdesk/domain';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveCulture } from './culture.js';
import {
  TENANT_COOKIE,
  TENANT_HEADER,
  TENANT_HEADER_DASHED,
  type TenantResolver,
} from './tenant-resolver.js';
import type { TokenService } from './tokens.js';

export interface AbpSession {
  userId: number | null;
  tenantId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    culture: Culture;
    session: AbpSession;
  }
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Fills request.culture and request.session (user from the bearer token, tenant per the resolution order). */
export const requestContextPlugin = fp(
  async (app: FastifyInstance, opts: { tokens: TokenService; tenants: TenantResolver }) => {
    app.decorateRequest('culture', 'ru');
    app.decorateRequest('session', null as unknown as AbpSession);

    app.addHook('onRequest', async (request) => {
      request.culture = resolveCulture(request);
      const auth = firstHeader(request, 'authorization');
      const bearer = auth && /^Bearer\s+(.+)$/i.exec(auth)?.[1];
      const claims = bearer ? await opts.tokens.verify(bearer.trim()) : undefined;
      const tenantId = await opts.tenants.resolve({
        claimTenantId: claims ? claims.tenantId : undefined,
        hostname: request.hostname,
        header: firstHeader(request, TENANT_HEADER) ?? firstHeader(request, TENANT_HEADER_DASHED),
        cookie: request.cookies?.[TENANT_COOKIE],
      });
      request.session = { userId: claims?.userId ?? null, tenantId };
    });
  },
  { name: 'request-context', dependencies: ['@fastify/cookie'] },
);
