import type { Culture } from '@charterdesk/domain';
import resourcesToBackend from 'i18next-resources-to-backend';
import { STARTUP_NAMESPACES as STARTUP } from './startup-namespaces';

/** Namespaces = the JSON files of each src/locales/<lang>/ folder (admin.json is the admin chunk's own). */
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

/** What the frame of every page reads, loaded before the first render (the list: startup-namespaces.ts). */
export const STARTUP_NAMESPACES: readonly Namespace[] = STARTUP;

/** The Russian (reference) texts type every key: `t('pages:home.title')` is checked at compile time. */
export interface LanguageResources {
  common: typeof import('../../locales/ru/common.json');
  pages: typeof import('../../locales/ru/pages.json');
  home: typeof import('../../locales/ru/home.json');
  errors: typeof import('../../locales/ru/errors.json');
  search: typeof import('../../locales/ru/search.json');
  booking: typeof import('../../locales/ru/booking.json');
  transfers: typeof import('../../locales/ru/transfers.json');
  account: typeof import('../../locales/ru/account.json');
}

/** One chunk per language and namespace: a page loads only its language's texts, and only those it reads. */
const bundles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '!../../locales/*/admin.json'],
  { import: 'default' },
);

/** Loads one namespace of one language. */
export async function loadNamespaceTexts(lng: Culture, ns: Namespace): Promise<Record<string, unknown>> {
  const load = bundles[`../../locales/${lng}/${ns}.json`];
  if (!load) throw new Error(`Missing locale file src/locales/${lng}/${ns}.json`);
  return load();
}

/** The i18next backend over those chunks. */
export const localesBackend = resourcesToBackend((lng: Culture, ns: Namespace) =>
  loadNamespaceTexts(lng, ns),
);
