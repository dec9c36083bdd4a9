import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PriceChangedBody, type PriceChangedBodyProps } from './price-changed-modal';

/** The dialog of PriceChangedModal, loaded when a re-priced order needs it (see there). */
export default function PriceChangedDialog(props: PriceChangedBodyProps) {
  const { t } = useTranslation('booking');
  return (
    <Modal opened onClose={props.onCancel} title={t('booking.priceChangedTitle')} centered>
      <PriceChangedBody {...props} />
    </Modal>
  );
}
