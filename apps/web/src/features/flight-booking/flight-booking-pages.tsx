import { SimplePage } from '../../shared/ui/simple-page';

/** /flight… and /flightPayment…: the same booking and payment page (spec §2). */
export function FlightBookingPage() {
  return <SimplePage titleKey="pages:flightBooking.title" introKey="pages:flightBooking.intro" />;
}

/** /ticketDetail/:orderId: the ticket success page. */
export function TicketDetailPage() {
  return <SimplePage titleKey="pages:ticketDetail.title" introKey="pages:ticketDetail.intro" />;
}

/** /paymentFailed */
export function PaymentFailedPage() {
  return <SimplePage titleKey="pages:paymentFailed.title" introKey="pages:paymentFailed.intro" />;
}
