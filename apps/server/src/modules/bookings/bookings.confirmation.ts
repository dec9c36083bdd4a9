import type { AgencyInfo, Culture } from '@charterdesk/domain';
import { renderReceipt } from './bookings.mail.js';
import type { OrderRow } from './bookings.repository.js';
import { renderTransferConfirmation, transferConfirmationOf } from './transfer-confirmation.mail.js';

/** Outbox kinds of the confirmation a paid order sends (the PDF attached at send time follows the kind). */
export const CONFIRMATION_MAIL_KIND = { flight: 'ticket', transfer: 'reservation' } as const;

/**
 * The e-mail that confirms a paid order, in the order's language: the itinerary receipt with its tickets for
 * flights, the reservation confirmation for a transfer. Used on capture and by both ResendTicket calls.
 */
export function confirmationMail(
  order: OrderRow,
  flight: {
    issued: { passengerId: number; segmentPosition: number; number: string }[];
    passengers: { id: number; name: string; surname: string; type: string }[];
  },
  agency: AgencyInfo | undefined,
): { kind: string; subject: string; text: string; html: string } {
  if (order.kind === 'transfer' && order.transfer) {
    return {
      kind: CONFIRMATION_MAIL_KIND.transfer,
      ...renderTransferConfirmation(transferConfirmationOf({ ...order, transfer: order.transfer }), agency),
    };
  }
  return {
    kind: CONFIRMATION_MAIL_KIND.flight,
    ...renderReceipt({
      culture: order.culture as Culture,
      pnr: order.pnr,
      contactName: `${order.contactName} ${order.contactSurname}`,
      passengers: flight.passengers.map((p) => ({
        name: p.name,
        surname: p.surname,
        type: p.type,
        tickets: flight.issued
          .filter((t) => t.passengerId === p.id)
          .map((t) => ({ flightIndex: t.segmentPosition, number: t.number })),
      })),
      flights: order.itinerary,
      total: order.totalAmount,
      currency: order.currency,
    }),
  };
}
