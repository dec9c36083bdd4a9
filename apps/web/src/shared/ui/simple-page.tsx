import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type InterpolationValues,
  type TranslationKey,
  useKeyNamespaces,
  usePageTitle,
} from '../i18n/use-page-title';
import { PageHeader } from './page-header';

export interface SimplePageProps {
  /** i18n key of the page name: the h1 and the document title. */
  titleKey: TranslationKey;
  introKey?: TranslationKey;
  /** Interpolation values for both keys. */
  values?: InterpolationValues;
  children?: ReactNode;
}

/** A page made of a localized heading, an intro line and optional content. */
export function SimplePage({ titleKey, introKey, values, children }: SimplePageProps) {
  const { t } = useTranslation(useKeyNamespaces(titleKey, introKey));
  usePageTitle(titleKey, values);
  return (
    <>
      <PageHeader
        title={t(titleKey, values ?? {})}
        intro={introKey ? t(introKey, values ?? {}) : undefined}
      />
      {children}
    </>
  );
}
