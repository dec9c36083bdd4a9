import { CULTURES, type MessageKey, PERMISSIONS, translate } from '@charterdesk/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_NAMESPACE, loadAdminLocales } from './admin-i18n';
import { ADMIN_NAV, type AdminNavNode } from './admin-nav';

const i18n = i18next.createInstance();
const text = (lng: string, key: string) =>
  (i18n as unknown as { t(key: string, options: object): string }).t(key, { lng, ns: ADMIN_NAMESPACE });
const pages = (nodes: readonly AdminNavNode[]): AdminNavNode[] =>
  nodes.flatMap((n) => [n, ...pages(n.children ?? [])]);

describe('permission names in the role form', () => {
  beforeAll(async () => {
    const loading = loadAdminLocales(i18n);
    await i18n.init({ lng: 'ru', resources: {}, showSupportNotice: false });
    await loading;
  });

  it('name the definitions pages as the menu does, in every language', () => {
    const guarded = pages(ADMIN_NAV).filter((p) => p.permission === 'Pages.Definitions' && !p.hidden);
    expect(guarded.map((p) => p.name)).toEqual(['cities', 'packageTypes']);
    const permission = PERMISSIONS.find((p) => p.name === 'Pages.Definitions')!;
    for (const culture of CULTURES) {
      const name = translate(culture, permission.displayName as MessageKey).toLocaleLowerCase(culture);
      for (const page of guarded)
        expect(name, culture).toContain(text(culture, page.titleKey).toLocaleLowerCase(culture));
    }
    expect(translate('en', 'Permission.Definitions')).toBe(
      'Definitions (cities and districts, vehicle types)',
    );
    expect(translate('ru', 'Permission.Definitions')).toBe('Справочники (города и районы, типы транспорта)');
    expect(translate('tr', 'Permission.Definitions')).toBe('Tanımlar (şehirler ve bölgeler, araç tipleri)');
  });
});
