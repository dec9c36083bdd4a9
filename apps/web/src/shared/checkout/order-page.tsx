import type { OrderDetail } from '@charterdesk/domain';
import { Alert, Anchor, Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../api/api-error';
import { useCulture } from '../i18n/use-culture';
import { useSlicedRender } from '../lib/use-sliced-render';
import { orderPagePath, useOrder } from '../payment/orders-api';
import { RetryPayment } from '../payment/retry-payment';
import { PageHeader } from '../ui/page-header';
import { PageLoader } from '../ui/page-loader';
import { BookingTimeline } from './booking-timeline';
import { isPaid } from './order-actions';
import classes from './print.module.css';

export { classes as printClasses };

const STATE_COLOR: Record<string, string> = {
  WaitingForPayment: 'yellow',
  PaymentFailed: 'red',
  Paid: 'green',
  Confirmed: 'green',
  Expired: 'gray',
  WaitingForCancel: 'orange',
  Cancelled: 'gray',
  Refunded: 'gray',
};

/** The top of an order's view: its number (PNR), its state, and the actions on it (print, e-mail again). */
export function OrderHeader({
  order,
  numberLabel,
  numberTestId,
  stateTestId,
  actions,
}: {
  order: OrderDetail;
  numberLabel: string;
  numberTestId: string;
  stateTestId: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Text c="dimmed" size="sm">
            {numberLabel}
          </Text>
          <Text fz={32} fw={700} ff="monospace" data-testid={numberTestId}>
            {order.pnr}
          </Text>
        </Stack>
        <Badge
          size="lg"
          color={STATE_COLOR[order.state] ?? 'gray'}
          data-testid={stateTestId}
          data-state={order.state}
        >
          {t(`ticket.state.${order.state}`)}
        </Badge>
      </Group>
      {actions ? (
        <Group mt="md" className={classes.noPrint}>
          {actions}
        </Group>
      ) : null}
    </Paper>
  );
}

/**
 * An order's own page (/ticketDetail, /transferDetail, `?token=`): loads the order, says when the link gives
 * no access, sends an order of the other kind to its page, and around the product's view shows the title,
 * "pay again" while the order waits for its payment, and (unless the view has it) the timeline.
 */
export function OrderPage({
  kind,
  fallbackTitle,
  noAccessText,
  noAccessTestId,
  title,
  emailed,
  timeline = true,
  children,
}: {
  kind: OrderDetail['kind'];
  /** the title while there is no order to show (a wrong or outdated link): claims nothing about the booking */
  fallbackTitle: string;
  noAccessText: string;
  noAccessTestId: string;
  title: (order: OrderDetail, paid: boolean) => string;
  /** the intro of a paid order: where its documents went */
  emailed: (email: string) => string;
  timeline?: boolean;
  children: (order: OrderDetail, token: string | null, params: URLSearchParams) => ReactNode;
}) {
  const { t } = useTranslation('booking');
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token');
  const order = useOrder(orderId, token, useCulture());
  // the order's page (segments, passengers, documents) is drawn in slices once it arrives
  const shown = useSlicedRender(order.data);

  // No title while loading: the order may turn out unpaid, and "booked" would be premature.
  if (order.isPending) return <PageLoader />;
  if (order.isError || !order.data) {
    const noAccess =
      !token ||
      (isApiError(order.error) &&
        (order.error.status === 404 || order.error.status === 403 || order.error.status === 401));
    // as high as the loader it replaces: the footer stays where the loader kept it (below the fold) instead of
    // jumping up into view, which counted as layout shift (0.2–0.5 on a mistyped or outdated link)
    return (
      <Box mih="100dvh">
        <PageHeader title={fallbackTitle} />
        {noAccess ? (
          <Alert color="yellow" icon={<IconAlertCircle size={18} />} data-testid={noAccessTestId}>
            <Stack gap="xs" align="flex-start">
              <Text>{noAccessText}</Text>
              <Anchor component={Link} to="/pnr">
                {t('ticket.checkByPnr')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <Alert color="red">{(order.error as Error).message}</Alert>
        )}
      </Box>
    );
  }
  if (!shown) return <PageLoader />;
  const detail = shown;
  // An order of the other kind (an old link, a mistyped path, /paymentFailed) has its own page.
  const isTransfer = detail.kind === 'transfer' && Boolean(detail.transfer);
  if (isTransfer !== (kind === 'transfer'))
    return (
      <Navigate
        to={orderPagePath({ id: detail.id, kind: isTransfer ? 'transfer' : 'flight' }, token)}
        replace
      />
    );
  const paid = isPaid(detail);
  return (
    <>
      <PageHeader title={title(detail, paid)} intro={paid ? emailed(detail.contact.email) : undefined} />
      <Stack gap="lg">
        {children(detail, token, params)}
        {!paid && token && (detail.state === 'WaitingForPayment' || detail.state === 'PaymentFailed') ? (
          <RetryPayment orderId={detail.id} token={token} label={t('ticket.payAgain')} />
        ) : null}
        {timeline ? <BookingTimeline order={detail} /> : null}
      </Stack>
    </>
  );
}
