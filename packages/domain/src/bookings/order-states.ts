import type { OrderState } from './bookings.schemas.js';

export type OrderEvent =
  | 'paymentApproved'
  | 'paymentFailed'
  | 'paymentRetried'
  | 'ticketsIssued'
  /** a transfer order's reservation confirmed after payment (no tickets to issue) */
  | 'reservationConfirmed'
  | 'holdExpired'
  | 'cancelRequested'
  | 'cancelled'
  | 'refunded'
  /** staff declined or settled a cancellation request without cancelling */
  | 'cancelHandled';

/**
 * DESIGN §3 order states: every allowed transition, nothing else. Besides the customer's path, staff may
 * cancel or refund a Confirmed order directly and send a WaitingForCancel request back to Confirmed.
 */
const TRANSITIONS: Readonly<Record<OrderState, Partial<Record<OrderEvent, OrderState>>>> = {
  WaitingForPayment: { paymentApproved: 'Paid', paymentFailed: 'PaymentFailed', holdExpired: 'Expired' },
  PaymentFailed: { paymentRetried: 'WaitingForPayment', paymentApproved: 'Paid', holdExpired: 'Expired' },
  Paid: { ticketsIssued: 'Confirmed', reservationConfirmed: 'Confirmed' },
  Confirmed: { cancelRequested: 'WaitingForCancel', cancelled: 'Cancelled', refunded: 'Refunded' },
  WaitingForCancel: { cancelled: 'Cancelled', refunded: 'Refunded', cancelHandled: 'Confirmed' },
  Expired: {},
  Cancelled: {},
  Refunded: {},
};

/** The state after `event`, or undefined when the event is not allowed in `state`. */
export function nextOrderState(state: OrderState, event: OrderEvent): OrderState | undefined {
  return TRANSITIONS[state][event];
}

/** The states in which `event` is allowed (from the transition table): what a repository may move from. */
export function statesAllowing(event: OrderEvent): OrderState[] {
  return (Object.keys(TRANSITIONS) as OrderState[]).filter(
    (state) => TRANSITIONS[state][event] !== undefined,
  );
}

/** States whose seats are still held (released when the hold expires). */
export const HOLDING_STATES: readonly OrderState[] = ['WaitingForPayment', 'PaymentFailed'];

/** States in which an order was paid and may hold an approved payment to refund. */
export const PAID_STATES: readonly OrderState[] = [
  'Paid',
  'Confirmed',
  'WaitingForCancel',
  'Cancelled',
  'Refunded',
];

/** The back-office actions on an order (admin Orders screen). */
export type OrderAdminAction = 'resendTicket' | 'refund' | 'cancel' | 'markCancelHandled';

/**
 * Which staff actions an order allows now: the same rule decides the server's refusal and the buttons the
 * admin screen enables. A refund also needs money left on the approved payment (`refundable` minor units).
 */
export function allowedOrderActions(
  state: OrderState,
  refundable: number,
): Record<OrderAdminAction, boolean> {
  return {
    resendTicket: state === 'Paid' || state === 'Confirmed',
    refund: nextOrderState(state, 'refunded') !== undefined && refundable > 0,
    cancel: nextOrderState(state, 'cancelled') !== undefined,
    markCancelHandled: nextOrderState(state, 'cancelHandled') !== undefined,
  };
}
