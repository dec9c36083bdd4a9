import type { OrderState } from './bookings.schemas.js';

export type OrderEvent =
  | 'paymentApproved'
  | 'paymentFailed'
  | 'paymentRetried'
  | 'ticketsIssued'
  | 'holdExpired'
  | 'cancelRequested'
  | 'cancelled'
  | 'refunded';

/** DESIGN §3 order states: every allowed transition, nothing else. */
const TRANSITIONS: Readonly<Record<OrderState, Partial<Record<OrderEvent, OrderState>>>> = {
  WaitingForPayment: { paymentApproved: 'Paid', paymentFailed: 'PaymentFailed', holdExpired: 'Expired' },
  PaymentFailed: { paymentRetried: 'WaitingForPayment', paymentApproved: 'Paid', holdExpired: 'Expired' },
  Paid: { ticketsIssued: 'Confirmed' },
  Confirmed: { cancelRequested: 'WaitingForCancel' },
  WaitingForCancel: { cancelled: 'Cancelled', refunded: 'Refunded' },
  Expired: {},
  Cancelled: {},
  Refunded: {},
};

/** The state after `event`, or undefined when the event is not allowed in `state`. */
export function nextOrderState(state: OrderState, event: OrderEvent): OrderState | undefined {
  return TRANSITIONS[state][event];
}

/** States whose seats are still held (released when the hold expires). */
export const HOLDING_STATES: readonly OrderState[] = ['WaitingForPayment', 'PaymentFailed'];
