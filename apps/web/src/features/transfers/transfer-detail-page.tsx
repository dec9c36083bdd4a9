import type { OrderDetail } from '@charterdesk/domain';
import { useTranslation } from 'react-i18next';
import { OrderActions } from '../../shared/checkout/order-actions';
import { OrderPage } from '../../shared/checkout/order-page';
import { usePageTitle } from '../../shared/i18n/use-page-title';
import { TransferOrderView } from './components/transfer-order-view';

function ConfirmationActions({ order, token }: { order: OrderDetail; token: string | null }) {
  const { t } = useTranslation('transfers');
  return (
    <OrderActions
      order={order}
      token={token}
      resendLabel={t('detail.resend')}
      resentLabel={(email) => t('detail.resent', { email })}
      testIdPrefix="transfer"
    />
  );
}

/** /transferDetail/:orderId?token=: the transfer success page (or waiting for payment, with a pay action). */
export function TransferDetailPage() {
  const { t } = useTranslation('transfers');
  const { t: tp } = useTranslation('pages');
  // the tab's title says nothing the page may not confirm (a wrong link, an unpaid order): its heading does
  usePageTitle('transfers:detail.linkTitle');
  return (
    <OrderPage
      kind="transfer"
      fallbackTitle={t('detail.linkTitle')}
      noAccessText={t('detail.noAccess')}
      noAccessTestId="transfer-no-access"
      title={(_order, paid) => (paid ? tp('transferDetail.title') : t('detail.unpaidTitle'))}
      emailed={(email) => t('detail.emailed', { email })}
    >
      {(order, token) => (
        <TransferOrderView
          order={order}
          transfer={order.transfer!}
          actions={<ConfirmationActions order={order} token={token} />}
        />
      )}
    </OrderPage>
  );
}
