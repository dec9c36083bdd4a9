import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown in the content area while a page's code is loading. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center py={96} role="status" aria-live="polite">
      <Loader aria-label={t('loading')} />
    </Center>
  );
}
