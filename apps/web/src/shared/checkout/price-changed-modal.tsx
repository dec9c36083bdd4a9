import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { preloadWhenIdle } from '../lib/preload-when-idle';
import { ChunkBoundary } from '../ui/chunk-boundary';

const loadDialog = () => import('./price-changed-dialog');
const PriceChangedDialog = lazy(loadDialog);

export interface PriceChangedModalProps {
  /** the new total, formatted; null = closed */
  total: string | null;
  onCancel: () => void;
  onAccept: () => void;
  /** `booking` → booking-price-changed, booking-confirm-price */
  testIdPrefix: string;
}

export type PriceChangedBodyProps = Omit<PriceChangedModalProps, 'total'> & { total: string };

/** The new total and the buyer's two answers: in the dialog, or in the form where the dialog cannot load. */
export function PriceChangedBody({ total, onCancel, onAccept, testIdPrefix }: PriceChangedBodyProps) {
  const { t } = useTranslation('booking');
  return (
    <Stack>
      <Text data-testid={`${testIdPrefix}-price-changed`}>{t('booking.priceChangedText', { total })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('booking.cancel')}
        </Button>
        <Button data-testid={`${testIdPrefix}-confirm-price`} onClick={onAccept}>
          {t('booking.confirmNewPrice')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The server re-priced the order (409 bookings.price_changed): show the new total and let the buyer accept
 * it (the caller re-sends with it as the expected total) or go back to the form unchanged. The dialog (Mantine's
 * Modal and its scroll lock) is not part of the booking page's first load: it is fetched once the page is idle;
 * if it cannot be fetched, the same question shows in the form.
 */
export function PriceChangedModal({ total, ...answers }: PriceChangedModalProps) {
  const { t } = useTranslation('booking');
  useEffect(() => preloadWhenIdle(loadDialog), []);
  if (total === null) return null;
  return (
    <ChunkBoundary
      fallback={
        <Alert color="orange" variant="light" title={t('booking.priceChangedTitle')}>
          <PriceChangedBody total={total} {...answers} />
        </Alert>
      }
    >
      <Suspense fallback={null}>
        <PriceChangedDialog total={total} {...answers} />
      </Suspense>
    </ChunkBoundary>
  );
}
