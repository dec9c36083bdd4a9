import { SimplePage } from '../../shared/ui/simple-page';

/** /transferSearch and /transferSearch/:id */
export function TransferSearchPage() {
  return <SimplePage titleKey="pages:transferSearch.title" introKey="pages:transferSearch.intro" />;
}

/** /transferPayment and /transferPayment/:searchId/:transferId */
export function TransferBookingPage() {
  return <SimplePage titleKey="pages:transferBooking.title" introKey="pages:transferBooking.intro" />;
}

/** /transferDetail/:orderId: the transfer success page. */
export function TransferDetailPage() {
  return <SimplePage titleKey="pages:transferDetail.title" introKey="pages:transferDetail.intro" />;
}
