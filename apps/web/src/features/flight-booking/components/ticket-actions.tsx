import type { OrderDetail } from '@charterdesk/domain';
import { useTranslation } from 'react-i18next';
import { OrderActions } from '../../../shared/checkout/order-actions';

/** Print and resend for a booking (the ticket page and the PNR check). */
export function TicketActions({ order, token }: { order: OrderDetail; token: string | null }) {
  const { t } = useTranslation('booking');
  return (
    <OrderActions
      order={order}
      token={token}
      resendLabel={t('ticket.resend')}
      resentLabel={(email) => t('ticket.resent', { email })}
      testIdPrefix="ticket"
    />
  );
}
