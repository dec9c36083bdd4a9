import type { AddOrderResult } from '@charterdesk/domain';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../api/api-error';
import { presentApiError } from '../api/present-api-error';
import { contactPaymentSummary } from '../checkout/checkout-page';
import { useCulture } from '../i18n/use-culture';
import { retryPayment, useOrder } from './orders-api';
import { PaymentForm } from './payment-form';

/**
 * Pay again (ticket and transfer pages, payment failed page): Booking/RetryPayment opens a new bank
 * session for any kind of order, then the same card form posts to it.
 */
export function RetryPayment({ orderId, token, label }: { orderId: string; token: string; label: string }) {
  const { t } = useTranslation('booking');
  const [payment, setPayment] = useState<AddOrderResult | null>(null);
  const [expired, setExpired] = useState(false);
  const [busy, setBusy] = useState(false);
  const order = useOrder(orderId, token, useCulture());

  async function retry() {
    setBusy(true);
    try {
      setPayment(await retryPayment(orderId, token));
    } catch (error) {
      if (isApiError(error) && error.key === 'bookings.order_not_payable') setExpired(true);
      else presentApiError(error);
    } finally {
      setBusy(false);
    }
  }

  if (expired) {
    return (
      <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="payment-hold-expired">
        <Stack gap="xs" align="flex-start">
          <Text>{t('failed.holdExpired')}</Text>
          <Anchor component={Link} to={order.data?.kind === 'transfer' ? '/?tab=transfers' : '/'}>
            {t('failed.newSearch')}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  if (payment) {
    const detail = order.data;
    return (
      <PaymentForm
        cardAction={payment.response.cardAction}
        expiresAt={payment.response.expiresAt}
        // what this bank session charges (a transfer bought with the flights is paid with them)
        total={payment.response.amount ?? detail?.total.amount ?? 0}
        currency={payment.response.currency ?? detail?.total.currency ?? 'EUR'}
        summary={detail ? contactPaymentSummary(detail.contact, (key) => t(key)) : []}
        kind={detail?.kind}
      />
    );
  }
  return (
    <Button onClick={() => void retry()} loading={busy} data-testid="payment-retry">
      {label}
    </Button>
  );
}
