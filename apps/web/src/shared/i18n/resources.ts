import type { Culture } from '@charterdesk/domain';
import ruAccount from '../../locales/ru/account.json';
import ruBooking from '../../locales/ru/booking.json';
import ruCommon from '../../locales/ru/common.json';
import ruErrors from '../../locales/ru/errors.json';
import ruHome from '../../locales/ru/home.json';
import ruPages from '../../locales/ru/pages.json';
import ruSearch from '../../locales/ru/search.json';
import ruTransfers from '../../locales/ru/transfers.json';

/** Namespaces = the JSON files of each src/locales/<lang>/ folder. */
export const NAMESPACES = [
  'common',
  'pages',
  'home',
  'errors',
  'search',
  'booking',
  'transfers',
  'account',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE = 'common' satisfies Namespace;

/**
 * Russian is the default and the fallback language, so it ships in the main bundle; the texts of
 * other languages are separate chunks loaded on demand (keeps the first load small as texts grow).
 */
export const ruResources = {
  common: ruCommon,
  pages: ruPages,
  home: ruHome,
  errors: ruErrors,
  search: ruSearch,
  booking: ruBooking,
  transfers: ruTransfers,
  account: ruAccount,
};
export type LanguageResources = typeof ruResources;

const lazyBundles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '!../../locales/ru/*.json'],
  { import: 'default' },
);

/** Loads every namespace of one language. */
export async function loadLanguageResources(lng: Culture): Promise<LanguageResources> {
  if (lng === 'ru') return ruResources;
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = lazyBundles[`../../locales/${lng}/${ns}.json`];
      if (!load) throw new Error(`Missing locale file src/locales/${lng}/${ns}.json`);
      return [ns, await load()] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as LanguageResources;
}
