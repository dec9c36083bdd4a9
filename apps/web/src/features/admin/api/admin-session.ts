import type { CurrentLoginInformations } from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient, getStoredAuthToken } from '../../../shared/api/api-client';
import { clearAuthToken } from '../lib/auth-storage';
import type { GrantedPermissions } from '../lib/menu';

export const USER_CONFIGURATION_PATH = '/AbpUserConfiguration/GetAll';
export const LOGIN_INFORMATIONS_PATH = '/api/services/app/Session/GetCurrentLoginInformations';

interface UserConfiguration {
  session: { userId: number | null; tenantId: number | null; multiTenancySide: number };
  auth: { allPermissions: GrantedPermissions; grantedPermissions: GrantedPermissions };
}

export interface AdminSession {
  userId: number | null;
  tenantId: number | null;
  isHost: boolean;
  user: CurrentLoginInformations['user'];
  tenant: CurrentLoginInformations['tenant'];
  granted: GrantedPermissions;
}

export const ANONYMOUS_SESSION: AdminSession = {
  userId: null,
  tenantId: null,
  isHost: true,
  user: null,
  tenant: null,
  granted: {},
};

/** Who is signed in and what they may do; anonymous without a stored token (no call at all). */
export async function fetchAdminSession(signal?: AbortSignal): Promise<AdminSession> {
  if (!getStoredAuthToken()) return ANONYMOUS_SESSION;
  const [configuration, informations] = await Promise.all([
    apiClient.get<UserConfiguration>(USER_CONFIGURATION_PATH, { silent: true, signal }),
    apiClient.get<CurrentLoginInformations>(LOGIN_INFORMATIONS_PATH, { silent: true, signal }),
  ]);
  const { userId, tenantId } = configuration.session;
  if (userId === null || !informations.user) {
    // the stored token is no longer accepted (expired, user deactivated): forget it
    clearAuthToken();
    return { ...ANONYMOUS_SESSION, tenantId };
  }
  return {
    userId,
    tenantId,
    isHost: tenantId === null,
    user: informations.user,
    tenant: informations.tenant,
    granted: configuration.auth.grantedPermissions ?? {},
  };
}

export const adminSessionQueryKey = ['admin', 'session'] as const;

export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionQueryKey,
    queryFn: ({ signal }) => fetchAdminSession(signal),
    staleTime: 5 * 60_000,
  });

/** Anonymous view of the login page: which site variant the tenant cookie currently selects. */
export const currentTenantQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'login-tenant'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<CurrentLoginInformations>(LOGIN_INFORMATIONS_PATH, { silent: true, signal }))
        .tenant,
    staleTime: 0,
  });
