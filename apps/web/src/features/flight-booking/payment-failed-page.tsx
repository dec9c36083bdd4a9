import type { Culture } from '@charterdesk/domain';
import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { domainText, isDomainKey } from '../../shared/i18n/domain-texts';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { orderPagePath } from '../../shared/payment/orders-api';
import { RetryPayment } from '../../shared/payment/retry-payment';
import { PageHeader } from '../../shared/ui/page-header';
import { useOrder } from './api/booking-api';

/** Payment.Reason.* text for a bank reason; unknown / do_not_honor → the generic text. */
export function paymentReasonText(culture: Culture, reason: string | null): string {
  const key = `Payment.Reason.${reason ?? 'unknown'}`;
  return domainText(culture, isDomainKey(culture, key) ? key : 'Payment.Reason.unknown');
}

/** /paymentFailed?orderId=&token=&reason= */
export function PaymentFailedPage() {
  const { t } = useTranslation('booking');
  usePageTitle('booking:failed.title');
  const culture = useCulture();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const token = params.get('token');
  const reason = params.get('reason');
  const order = useOrder(orderId ?? undefined, token, culture);
  const orderHref =
    orderId && token ? orderPagePath({ id: orderId, kind: order.data?.kind ?? 'flight' }, token) : '/';
  return (
    <>
      {/* the reason below says what happened, once; the intro says what it means for the traveller */}
      <PageHeader
        title={t('failed.title')}
        intro={t(
          reason === 'order_expired'
            ? 'failed.textExpired'
            : orderId && token
              ? // a transfer holds its price, not seats
                order.data?.kind === 'transfer'
                ? 'failed.textRetryTransfer'
                : 'failed.textRetry'
              : // a link without its order (copied, shortened): the booking is found where it always is
                'failed.textNoOrder',
        )}
      />
      <Stack gap="md" align="flex-start">
        <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="payment-failed-reason">
          {paymentReasonText(culture, reason)}
        </Alert>
        {orderId && token ? (
          <>
            <Stack w="100%">
              <RetryPayment orderId={orderId} token={token} label={t('failed.retry')} />
            </Stack>
            <Anchor component={Link} to={orderHref}>
              {t('failed.toBooking')}
            </Anchor>
          </>
        ) : (
          <Group gap="lg">
            <Anchor component={Link} to="/pnr">
              {t('ticket.checkByPnr')}
            </Anchor>
            <Anchor component={Link} to="/">
              {t('failed.newSearch')}
            </Anchor>
          </Group>
        )}
      </Stack>
    </>
  );
}
