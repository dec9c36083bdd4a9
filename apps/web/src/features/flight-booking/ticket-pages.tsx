import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useCulture } from '../../shared/i18n/use-culture';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { isPaid } from '../../shared/payment/order-actions';
import { orderPagePath } from '../../shared/payment/orders-api';
import { RetryPayment } from '../../shared/payment/retry-payment';
import { PageHeader } from '../../shared/ui/page-header';
import { PageLoader } from '../../shared/ui/page-loader';
import { useOrder } from './api/booking-api';
import { FlightTransfer } from './components/flight-transfer';
import { OrderDetailView } from './components/order-detail';
import { ScheduleRefund } from './components/schedule-refund';
import { TicketActions } from './components/ticket-actions';

function NoAccess() {
  const { t } = useTranslation('booking');
  return (
    <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid="ticket-no-access">
      <Stack gap="xs" align="flex-start">
        <Text>{t('ticket.noAccess')}</Text>
        <Anchor component={Link} to="/pnr">
          {t('ticket.checkByPnr')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** /ticketDetail/:orderId?token=: the booking confirmed page (or waiting for payment with a pay action). */
export function TicketDetailPage() {
  const { t } = useTranslation('booking');
  usePageTitle('booking:ticket.title');
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const order = useOrder(orderId, token, useCulture());

  if (order.isPending) return <PageLoader />;
  if (order.isError || !order.data) {
    const notFound =
      isApiError(order.error) &&
      (order.error.status === 404 || order.error.status === 403 || order.error.status === 401);
    return (
      <>
        <PageHeader title={t('ticket.title')} />
        {notFound || !token ? <NoAccess /> : <Alert color="red">{(order.error as Error).message}</Alert>}
      </>
    );
  }
  const detail = order.data;
  // A transfer order (e.g. reached from /paymentFailed) is shown by the transfer success page.
  if (detail.kind === 'transfer') return <Navigate to={orderPagePath(detail, token)} replace />;
  const paid = isPaid(detail);
  return (
    <>
      <PageHeader
        title={
          detail.state === 'Refunded' || detail.state === 'Cancelled'
            ? t('ticket.closedTitle')
            : paid
              ? t('ticket.title')
              : t('ticket.unpaidTitle')
        }
        intro={paid ? t('ticket.emailed', { email: detail.contact.email }) : undefined}
      />
      <Stack gap="lg">
        <ScheduleRefund order={detail} token={token} highlight={params.get('scheduleRefund') === '1'} />
        <OrderDetailView order={detail} actions={<TicketActions order={detail} token={token} />} />
        <FlightTransfer order={detail} token={token} />
        {!paid && token && (detail.state === 'WaitingForPayment' || detail.state === 'PaymentFailed') ? (
          <RetryPayment orderId={detail.id} token={token} label={t('ticket.payAgain')} />
        ) : null}
      </Stack>
    </>
  );
}
