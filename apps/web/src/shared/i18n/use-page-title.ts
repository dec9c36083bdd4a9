import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from './resources';
import { useAppName } from './use-app-name';

export type TranslationKey = ParseKeys<typeof NAMESPACES>;
/** Interpolation values of a text, e.g. `{ country: 'Türkiye' }` for '{{country}}: charter flights'. */
export type InterpolationValues = Record<string, string | number>;

/** Spec §1: the app name and the page name, separated by two dashes. */
export function formatDocumentTitle(appName: string, pageName: string): string {
  return pageName ? `${appName} -- ${pageName}` : appName;
}

/** Sets `document.title` to `{App name} -- {Page name}` for an i18n key such as 'pages:pnr.title'. */
export function usePageTitle(key: TranslationKey, values?: InterpolationValues): string {
  const { t } = useTranslation(NAMESPACES);
  const appName = useAppName();
  const pageName: string = t(key, values ?? {});
  const title = formatDocumentTitle(appName, pageName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}
