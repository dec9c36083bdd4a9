import { TENANT_COOKIE } from '../../../shared/api/api-client';

// the token's storage is shared with the public site's sign-in
export { clearAuthToken, storeAuthToken } from '../../../shared/auth/auth-token';

const TENANT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The `Abp.TenantId=<id>` cookie (path /, one year) that picks the site variant; null removes it (host). */
export function tenantCookieString(tenantId: number | null, secure: boolean): string {
  const attributes = `; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return tenantId === null
    ? `${TENANT_COOKIE}=; max-age=0${attributes}`
    : `${TENANT_COOKIE}=${tenantId}; max-age=${TENANT_COOKIE_MAX_AGE}${attributes}`;
}

export function setTenantCookie(tenantId: number | null): void {
  const secure = window.location.protocol === 'https:';
  // biome-ignore lint/suspicious/noDocumentCookie: the tenant cookie is read by the api client and the server
  document.cookie = tenantCookieString(tenantId, secure);
}

/**
 * Where to go after signing in: an admin page the user came from, never another site (`//evil`) and
 * never the login page again.
 */
export function safeReturnUrl(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  if (!value.startsWith('/admin/') || value.startsWith('//') || value.includes('\\')) return fallback;
  if (value === '/admin/login' || value.startsWith('/admin/login?') || value.startsWith('/admin/login/')) {
    return fallback;
  }
  return value;
}
