import { useTranslation } from 'react-i18next';
import { useAgencyInfo } from '../api/agency-info';

/** The agency's brand name once the API has answered, else the i18n app name. */
export function useAppName(): string {
  const { t } = useTranslation('common');
  const { data } = useAgencyInfo();
  return data?.brandName.trim() || t('appName');
}
