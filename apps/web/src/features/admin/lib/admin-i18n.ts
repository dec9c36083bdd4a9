import { CULTURES, type Culture } from '@charterdesk/domain';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDomainTexts } from '../../../shared/i18n/domain-texts';
import { addLanguageLoader, i18n as appI18n, currentCulture } from '../../../shared/i18n/i18n';
import { useCulture } from '../../../shared/i18n/use-culture';

/**
 * The `admin` namespace lives outside the app's typed resources so that it never ships with the public
 * site: the lazy admin chunk adds it at run time and types its keys from the Russian file itself.
 */
export const ADMIN_NAMESPACE = 'admin';

type AdminTexts = typeof import('../../../locales/ru/admin.json');
/** i18next plural forms: `count_one`, `count_few`… are all used as `count` with `{ count }`. */
type PluralBase<K extends string> =
  K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<K> : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];
export type AdminKey = Leaves<Omit<AdminTexts, 'default'>>;
export type AdminT = (key: AdminKey, values?: Record<string, string | number>) => string;

const bundles: Record<Culture, () => Promise<{ default: Record<string, unknown> }>> = {
  ru: () => import('../../../locales/ru/admin.json'),
  en: () => import('../../../locales/en/admin.json'),
  tr: () => import('../../../locales/tr/admin.json'),
};

/** Resolves once `initI18n` has run: bundles added before `init` would be dropped with the old store. */
function initialized(i18n: I18n): Promise<void> {
  if (i18n.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18n.off('initialized', done);
      resolve();
    };
    i18n.on('initialized', done);
  });
}

/** Adds the admin texts of the given languages (all three unless told). */
export async function loadAdminLocales(
  i18n: I18n = appI18n,
  languages: readonly Culture[] = CULTURES,
): Promise<void> {
  const loaded = await Promise.all(
    languages.map(async (lng) => [lng, (await bundles[lng]()).default] as const),
  );
  await initialized(i18n);
  for (const [lng, texts] of loaded) {
    if (!i18n.hasResourceBundle(lng, ADMIN_NAMESPACE)) {
      i18n.addResourceBundle(lng, ADMIN_NAMESPACE, texts, true, true);
    }
  }
}

const loadAdminLanguage = (lng: Culture) => loadAdminLocales(appI18n, [lng]);

/**
 * The admin texts of the app's current language, before the first admin page renders; the texts of
 * another language load when the user switches to it (user menu, sign-in page), before the switch.
 */
export async function loadAdminTexts(): Promise<void> {
  addLanguageLoader(loadAdminLanguage);
  await initialized(appI18n);
  // the domain's messages too: the admin's forms show its validation texts
  await Promise.all([loadAdminLocales(appI18n, [currentCulture()]), loadDomainTexts()]);
}

type LooseFixedT = (key: string, options?: Record<string, unknown>) => string;

/** `t` for admin keys in the current language; re-renders the caller when the language changes. */
export function useAdminT(): { t: AdminT; culture: Culture } {
  const { i18n } = useTranslation();
  const culture = useCulture();
  const t = useMemo<AdminT>(() => {
    const fixed = (i18n as unknown as { getFixedT(lng: string, ns: string): LooseFixedT }).getFixedT(
      culture,
      ADMIN_NAMESPACE,
    );
    return (key, values) => fixed(key, values);
  }, [i18n, culture]);
  return { t, culture };
}
