import { parseCurrency } from '@charterdesk/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/lib/use-currency';

export function CurrencySelect({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { currency, currencies, setCurrency, lockedTo } = useCurrency();
  return (
    <NativeSelect
      // an order's payment is in its own currency: the header shows it and cannot switch meanwhile
      disabled={lockedTo !== null}
      title={lockedTo ? t('currency.locked', { currency: lockedTo }) : undefined}
      data={[...currencies]}
      value={currency}
      onChange={(event) => {
        const next = parseCurrency(event.currentTarget.value);
        if (next) setCurrency(next);
      }}
      aria-label={t('currency.label')}
      data-testid="currency-select"
      size="sm"
      w={74}
      rightSectionWidth={28}
      className={className}
    />
  );
}
