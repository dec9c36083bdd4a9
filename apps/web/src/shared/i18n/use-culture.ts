import { type Culture, DEFAULT_CULTURE, parseCulture } from '@charterdesk/domain';
import { useTranslation } from 'react-i18next';

/** The active interface language as a culture; re-renders the caller when the language changes. */
export function useCulture(): Culture {
  const { i18n } = useTranslation();
  return parseCulture(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_CULTURE;
}
