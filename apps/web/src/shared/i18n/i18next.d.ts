import 'i18next';
import type { LanguageResources } from './resources';

// Typed keys: t('pages:home.title') is checked against the Russian (reference) texts at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LanguageResources;
  }
}
