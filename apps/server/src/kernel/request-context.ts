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
import type { TokenService, VerifiedToken } from './tokens.js';

export interface AbpSession {
  userId: number | null;
  tenantId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    culture: Culture;
    session: AbpSession;
    /** the bearer token this request was authenticated by, when it is current */
    accessToken: VerifiedToken | undefined;
  }
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Fills request.culture and request.session (user from the bearer token, tenant per the resolution order). */
export const requestContextPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      tokens: TokenService;
      tenants: TenantResolver;
      /** whether a signature-valid token still stands for a live session (see identity/session-guard) */
      isCurrent?: (token: VerifiedToken) => Promise<boolean>;
    },
  ) => {
    app.decorateRequest('culture', 'ru');
    app.decorateRequest('session', null as unknown as AbpSession);
    app.decorateRequest('accessToken', undefined);

    app.addHook('onRequest', async (request) => {
      request.culture = resolveCulture(request);
      const auth = firstHeader(request, 'authorization');
      const bearer = auth && /^Bearer\s+(.+)$/i.exec(auth)?.[1];
      const verified = bearer ? await opts.tokens.verify(bearer.trim()) : undefined;
      // a stale token (signed out, user or tenant deactivated) makes the request anonymous, as a missing one
      const claims = verified && (!opts.isCurrent || (await opts.isCurrent(verified))) ? verified : undefined;
      request.accessToken = claims;
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
