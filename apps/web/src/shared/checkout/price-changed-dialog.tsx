import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { PriceChangedModalProps } from './price-changed-modal';

/** The dialog of PriceChangedModal, loaded when a re-priced order needs it (see there). */
export default function PriceChangedDialog({
  total,
  onCancel,
  onAccept,
  testIdPrefix,
}: PriceChangedModalProps) {
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
