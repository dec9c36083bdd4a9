import { describe, expect, it } from 'vitest';
import { ORDER_STATES } from './bookings.schemas.js';
import { allowedOrderActions, nextOrderState, statesAllowing } from './order-states.js';

describe('staff transitions of the order state machine', () => {
  it('lets staff cancel or refund a confirmed order and settle a cancellation request', () => {
    expect(nextOrderState('Confirmed', 'cancelled')).toBe('Cancelled');
    expect(nextOrderState('Confirmed', 'refunded')).toBe('Refunded');
    expect(nextOrderState('WaitingForCancel', 'cancelled')).toBe('Cancelled');
    expect(nextOrderState('WaitingForCancel', 'refunded')).toBe('Refunded');
    expect(nextOrderState('WaitingForCancel', 'cancelHandled')).toBe('Confirmed');
  });

  it('keeps the other states out of reach of staff actions', () => {
    for (const state of [
      'WaitingForPayment',
      'PaymentFailed',
      'Paid',
      'Expired',
      'Cancelled',
      'Refunded',
    ] as const) {
      expect(nextOrderState(state, 'refunded'), state).toBeUndefined();
      expect(nextOrderState(state, 'cancelled'), state).toBeUndefined();
      expect(nextOrderState(state, 'cancelHandled'), state).toBeUndefined();
    }
    expect(nextOrderState('Confirmed', 'cancelHandled')).toBeUndefined();
  });

  it('answers the enabled admin actions per state', () => {
    expect(allowedOrderActions('Confirmed', 1000)).toEqual({
      resendTicket: true,
      refund: true,
      cancel: true,
      markCancelHandled: false,
    });
    expect(allowedOrderActions('WaitingForCancel', 1000)).toEqual({
      resendTicket: false,
      refund: true,
      cancel: true,
      markCancelHandled: true,
    });
    // nothing left on the payment: no refund even where the state would allow it
    expect(allowedOrderActions('Confirmed', 0).refund).toBe(false);
    expect(allowedOrderActions('Paid', 1000)).toEqual({
      resendTicket: true,
      refund: false,
      cancel: false,
      markCancelHandled: false,
    });
    for (const state of ORDER_STATES.filter((s) => !['Paid', 'Confirmed', 'WaitingForCancel'].includes(s))) {
      expect(Object.values(allowedOrderActions(state, 1000)).some(Boolean), state).toBe(false);
    }
  });

  it('confirms a paid transfer reservation, and only a paid one', () => {
    expect(nextOrderState('Paid', 'reservationConfirmed')).toBe('Confirmed');
    for (const state of ORDER_STATES.filter((s) => s !== 'Paid')) {
      expect(nextOrderState(state, 'reservationConfirmed'), state).toBeUndefined();
    }
  });
});

describe('the states an event moves an order from', () => {
  it('reads them from the transition table', () => {
    expect(statesAllowing('holdExpired')).toEqual(['WaitingForPayment', 'PaymentFailed']);
    expect(statesAllowing('paymentApproved')).toEqual(['WaitingForPayment', 'PaymentFailed']);
    expect(statesAllowing('paymentFailed')).toEqual(['WaitingForPayment']);
    expect(statesAllowing('ticketsIssued')).toEqual(['Paid']);
    expect(statesAllowing('refunded')).toEqual(['Confirmed', 'WaitingForCancel']);
    expect(statesAllowing('cancelRequested')).toEqual(['Confirmed']);
  });
});
