import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The server re-priced the order (409 bookings.price_changed): show the new total and let the buyer accept
 * it (the caller re-sends with it as the expected total) or go back to the form unchanged.
 */
export function PriceChangedModal({
  total,
  onCancel,
  onAccept,
  testIdPrefix,
}: {
  /** the new total, formatted; null = closed */
  total: string | null;
  onCancel: () => void;
  onAccept: () => void;
  /** `booking` → booking-price-changed, booking-confirm-price */
  testIdPrefix: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <Modal opened={total !== null} onClose={onCancel} title={t('booking.priceChangedTitle')} centered>
      <Stack>
        <Text data-testid={`${testIdPrefix}-price-changed`}>
          {t('booking.priceChangedText', { total: total ?? '' })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('booking.cancel')}
          </Button>
          <Button data-testid={`${testIdPrefix}-confirm-price`} onClick={onAccept}>
            {t('booking.confirmNewPrice')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
