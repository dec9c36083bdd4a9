import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ADMIN_NAMESPACE, loadAdminLocales } from './admin-i18n';

describe('loadAdminLocales', () => {
  it('adds the admin texts of all three languages once i18next is initialized', async () => {
    const i18n = i18next.createInstance();
    const loading = loadAdminLocales(i18n);
    await i18n.init({ lng: 'ru', resources: {}, showSupportNotice: false });
    await loading;
    for (const lng of ['ru', 'en', 'tr']) expect(i18n.hasResourceBundle(lng, ADMIN_NAMESPACE)).toBe(true);
    // the admin namespace is not part of the app's typed resources
    const text = (lng: string, key: string) =>
      (i18n as unknown as { t(key: string, options: object): string }).t(key, { lng, ns: ADMIN_NAMESPACE });
    expect(text('en', 'nav.users')).toBe('Users');
    expect(text('tr', 'nav.users')).toBe('Kullanıcılar');
    expect(text('ru', 'nav.users')).toBe('Пользователи');
  });
});
