import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signIn } from './test-app.js';

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls `/api/services/app/{url}` with a bearer token, in English; GET/DELETE take their input in the URL. */
export function appCall(app: FastifyInstance) {
  return (
    method: Verb,
    url: string,
    token: string | undefined,
    payload?: object,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api/services/app/${url}`,
      headers: {
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });
}

export interface SiteCallOptions {
  /** bearer token; none (or empty) calls anonymously */
  token?: string | undefined;
  /** the site variant (Abp.TenantId); none = the host */
  tenant?: number | undefined;
  payload?: object | undefined;
  /** accept-language, English unless given */
  culture?: string | undefined;
}

/** Calls `/api/services/app/{url}` on a site variant, optionally signed in and in another language. */
export function siteCall(app: FastifyInstance) {
  return (method: Verb, url: string, opts: SiteCallOptions = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api/services/app/${url}`,
      headers: {
        'accept-language': opts.culture ?? 'en',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.tenant ? { 'Abp.TenantId': String(opts.tenant) } : {}),
      },
      ...(opts.payload ? { payload: opts.payload } : {}),
    });
}

/**
 * Signs in a new user of a tenant (null = host) whose only role grants exactly `permissions` (none: no role),
 * created by that scope's admin.
 */
export async function userWithPermissions(
  app: FastifyInstance,
  adminToken: string,
  tenantId: number | null,
  userName: string,
  permissions: string[],
): Promise<string> {
  const call = appCall(app);
  let roleNames: string[] = [];
  if (permissions.length > 0) {
    const role = await call('POST', 'Role/Create', adminToken, {
      name: `${userName}Role`,
      displayName: `${userName} role`,
      grantedPermissions: permissions,
    });
    if (role.statusCode !== 200) throw new Error(`role: ${role.body}`);
    roleNames = [`${userName}Role`];
  }
  const user = await call('POST', 'User/Create', adminToken, {
    userName,
    name: userName,
    surname: 'Test',
    emailAddress: `${userName}@example.com`,
    password: 'Password-123',
    roleNames,
  });
  if (user.statusCode !== 200) throw new Error(`user: ${user.body}`);
  return signIn(app, userName, 'Password-123', tenantId ?? undefined);
}
