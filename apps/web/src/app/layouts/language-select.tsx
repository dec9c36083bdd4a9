import { LANGUAGES } from '@charterdesk/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeAppLanguage, currentCulture } from '../../shared/i18n/i18n';
import { parseLocaleParam } from '../../shared/i18n/initial-locale';

const options = LANGUAGES.map((language) => ({ value: language.locale, label: language.name }));

/** A native <select>: accessible, keyboard- and touch-friendly, and simple to drive in e2e tests. */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const value = parseLocaleParam(i18n.resolvedLanguage) ?? currentCulture();
  return (
    <NativeSelect
      data={options}
      value={value}
      onChange={(event) => {
        const next = parseLocaleParam(event.currentTarget.value);
        if (next) changeAppLanguage(next).catch((error: unknown) => console.error(error));
      }}
      aria-label={t('language.label')}
      data-testid="language-select"
      size="sm"
      // "Русский", the longest name, in full beside the chevron (and all of the header in a 360 px screen)
      w={{ base: 102, sm: 124 }}
      rightSectionWidth={28}
      className={className}
    />
  );
}
