import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeAppLanguage, initI18n } from '../i18n/i18n';
import { logout } from './session';

describe('logout', () => {
  beforeAll(async () => {
    await initI18n('ru');
  });

  it('clears both storages, keeps the language and goes home', async () => {
    await changeAppLanguage('tr');
    window.localStorage.setItem('enc_auth_token', 'token');
    window.localStorage.setItem('currency', 'USD');
    window.sessionStorage.setItem('search-form', '{}');
    const navigate = vi.fn();
    logout(navigate);
    expect(window.localStorage.getItem('enc_auth_token')).toBeNull();
    expect(window.localStorage.getItem('currency')).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('locale')).toBe('tr');
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
