import type { ParseKeys } from 'i18next';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NAMESPACE, NAMESPACES, type Namespace } from './resources';
import { useAppName } from './use-app-name';

export type TranslationKey = ParseKeys<typeof NAMESPACES>;
/** Interpolation values of a text, e.g. `{ country: 'Türkiye' }` for '{{country}}: charter flights'. */
export type InterpolationValues = Record<string, string | number>;

/** Spec §1: the app name and the page name, separated by two dashes. */
export function formatDocumentTitle(appName: string, pageName: string): string {
  return pageName ? `${appName} -- ${pageName}` : appName;
}

/** The namespace a key such as 'pages:pnr.title' names ('common' for a key without one). */
export function namespaceOf(key: TranslationKey): Namespace {
  const prefix = key.includes(':') ? key.slice(0, key.indexOf(':')) : DEFAULT_NAMESPACE;
  return (NAMESPACES as readonly string[]).includes(prefix) ? (prefix as Namespace) : DEFAULT_NAMESPACE;
}

/**
 * The namespaces of these keys, for `useTranslation`: the same array while the keys stay the same. Asked for
 * every namespace, react-i18next found some not loaded on every page (a page loads only its own), fetched
 * them all and then drew the page again, outside a transition: a form the server had drawn and React had
 * not yet hydrated was then hydrated in one task of 300–550 ms at a phone's speed.
 */
export function useKeyNamespaces(...keys: (TranslationKey | undefined)[]): Namespace[] {
  const names = [...new Set(keys.filter((key) => key !== undefined).map(namespaceOf))].join(' ');
  return useMemo(() => names.split(' ') as Namespace[], [names]);
}

/** Sets `document.title` to `{App name} -- {Page name}` for an i18n key such as 'pages:pnr.title'. */
export function usePageTitle(key: TranslationKey, values?: InterpolationValues): string {
  const { t } = useTranslation(useKeyNamespaces(key));
  const appName = useAppName();
  const pageName: string = t(key, values ?? {});
  const title = formatDocumentTitle(appName, pageName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
