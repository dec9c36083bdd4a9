import { useTranslation } from 'react-i18next';
import { OrderPage } from '../../shared/checkout/order-page';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { FlightTransfer } from './components/flight-transfer';
import { OrderDetailView } from './components/order-detail';
import { ScheduleRefund } from './components/schedule-refund';
import { TicketActions } from './components/ticket-actions';

/** /ticketDetail/:orderId?token=: the booking confirmed page (or waiting for payment with a pay action). */
export function TicketDetailPage() {
  const { t } = useTranslation('booking');
  // the tab's title says nothing the page may not confirm (a wrong link, an unpaid order): its heading does
  usePageTitle('booking:ticket.linkTitle');
  return (
    <OrderPage
      kind="flight"
      fallbackTitle={t('ticket.linkTitle')}
      noAccessText={t('ticket.noAccess')}
      noAccessTestId="ticket-no-access"
      title={(order, paid) =>
        order.state === 'Refunded' || order.state === 'Cancelled'
          ? t('ticket.closedTitle')
          : paid
            ? t('ticket.title')
            : t('ticket.unpaidTitle')
      }
      emailed={(email) => t('ticket.emailed', { email })}
      // the booking's view shows its own timeline (the PNR check shows the same view)
      timeline={false}
    >
      {(order, token, params) => (
        <>
          <ScheduleRefund order={order} token={token} highlight={params.get('scheduleRefund') === '1'} />
          <OrderDetailView order={order} actions={<TicketActions order={order} token={token} />} />
          <FlightTransfer order={order} token={token} />
        </>
      )}
    </OrderPage>
  );
}
