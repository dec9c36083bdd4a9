import { type AuthenticateResult, TENANT_AVAILABILITY } from '@charterdesk/domain';
import { apiClient } from '../../../shared/api/api-client';

export const AUTHENTICATE_PATH = '/api/TokenAuth/Authenticate';
export const IS_TENANT_AVAILABLE_PATH = '/api/services/app/Account/IsTenantAvailable';

export interface AuthenticateRequest {
  userNameOrEmailAddress: string;
  password: string;
  rememberClient: boolean;
}

/** Silent: the login form shows "Login failed!" and the 429 wait inline. */
export function authenticate(input: AuthenticateRequest): Promise<AuthenticateResult> {
  return apiClient.post<AuthenticateResult>(AUTHENTICATE_PATH, input, { silent: true });
}

export type TenantAvailability =
  | { state: 'available'; tenantId: number }
  | { state: 'inactive' }
  | { state: 'notFound' };

export async function isTenantAvailable(tenancyName: string): Promise<TenantAvailability> {
  const result = await apiClient.post<{ state: number; tenantId: number | null }>(
    IS_TENANT_AVAILABLE_PATH,
    { tenancyName },
    { silent: true },
  );
  if (result.state === TENANT_AVAILABILITY.Available && typeof result.tenantId === 'number') {
    return { state: 'available', tenantId: result.tenantId };
  }
  return result.state === TENANT_AVAILABILITY.InActive ? { state: 'inactive' } : { state: 'notFound' };
}
