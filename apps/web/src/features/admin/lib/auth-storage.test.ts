import { describe, expect, it } from 'vitest';
import { getStoredAuthToken } from '../../../shared/api/api-client';
import { clearAuthToken, safeReturnUrl, storeAuthToken, tenantCookieString } from './auth-storage';

describe('token storage', () => {
  it('keeps a remembered token in localStorage and a session one in sessionStorage', () => {
    storeAuthToken('remembered', true);
    expect(window.localStorage.getItem('enc_auth_token')).toBe('remembered');
    expect(getStoredAuthToken()).toBe('remembered');
    storeAuthToken('session-only', false);
    expect(window.localStorage.getItem('enc_auth_token')).toBeNull();
    expect(window.sessionStorage.getItem('enc_auth_token')).toBe('session-only');
    expect(getStoredAuthToken()).toBe('session-only');
    clearAuthToken();
    expect(getStoredAuthToken()).toBeNull();
  });
});

describe('tenantCookieString', () => {
  it('sets Abp.TenantId for a year on the whole site, or removes it for the host', () => {
    expect(tenantCookieString(1, false)).toBe('Abp.TenantId=1; max-age=31536000; path=/; SameSite=Lax');
    expect(tenantCookieString(null, true)).toBe('Abp.TenantId=; max-age=0; path=/; SameSite=Lax; Secure');
  });
});

describe('safeReturnUrl', () => {
  it('returns to an admin page only', () => {
    expect(safeReturnUrl('/admin/access/users?page=2', '/admin/main/home')).toBe(
      '/admin/access/users?page=2',
    );
    expect(safeReturnUrl(null, '/admin/main/home')).toBe('/admin/main/home');
    for (const bad of [
      '//evil.example/admin/',
      'https://evil.example',
      '/flightSearch',
      '/admin/login',
      '/admin/login?x=1',
      '/admin/\\evil',
    ]) {
      expect(safeReturnUrl(bad, '/admin/main/home')).toBe('/admin/main/home');
    }
  });
});
