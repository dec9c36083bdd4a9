import { parseCurrency } from '@charterdesk/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/lib/use-currency';

export function CurrencySelect() {
  const { t } = useTranslation('common');
  const { currency, currencies, setCurrency } = useCurrency();
  return (
    <NativeSelect
      data={[...currencies]}
      value={currency}
      onChange={(event) => {
        const next = parseCurrency(event.currentTarget.value);
        if (next) setCurrency(next);
      }}
      aria-label={t('currency.label')}
      data-testid="currency-select"
      size="sm"
      w={84}
    />
  );
}
