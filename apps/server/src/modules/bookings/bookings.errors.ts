import { AppError } from '../../kernel/errors.js';
import { formatMinor } from './bookings.money.js';

/** Refusals of the booking flow, with stable keys the web app branches on (API-CONVENTIONS: 409/422). */
export const bookingErrors = {
  idempotencyKeyRequired: () =>
    new AppError({
      status: 400,
      key: 'bookings.idempotency_key_required',
      message: 'Booking.IdempotencyKeyRequired',
    }),
  idempotencyKeyReused: () =>
    new AppError({
      status: 422,
      key: 'bookings.idempotency_key_reused',
      message: 'Booking.IdempotencyKeyReused',
    }),
  priceChanged: (total: number, currency: string) =>
    new AppError({
      status: 409,
      key: 'bookings.price_changed',
      message: 'Booking.PriceChanged',
      details: 'Booking.PriceChangedDetails',
      detailsParams: { total: formatMinor(total, currency), currency },
    }),
  seatUnavailable: () =>
    new AppError({
      status: 409,
      key: 'bookings.seat_unavailable',
      message: 'Booking.SeatUnavailable',
      details: 'Booking.SeatUnavailableDetails',
    }),
  offerNotFound: () =>
    new AppError({
      status: 409,
      key: 'bookings.seat_unavailable',
      message: 'Booking.OfferNotFound',
      details: 'Booking.SeatUnavailableDetails',
    }),
  /** no cancelled flight or change beyond the allowed hours, or the order is not a paid booking */
  scheduleRefundNotAllowed: (hours: number) =>
    new AppError({
      status: 422,
      key: 'bookings.schedule_refund_not_allowed',
      message: 'Booking.ScheduleRefundNotAllowed',
      details: 'Booking.ScheduleRefundNotAllowedDetails',
      detailsParams: { hours },
    }),
  /** a transfer bought in a flight's checkout that does not start where its outbound flight lands */
  checkoutTransferNotForFlight: () =>
    new AppError({
      status: 422,
      key: 'bookings.transfer_not_for_flight',
      message: 'Booking.CheckoutTransferNotForFlight',
      details: 'Booking.CheckoutTransferNotForFlightDetails',
    }),
  /** a transfer linked to a flight booking that is unpaid, or has no flight landing at (leaving from) its airport */
  transferNotForFlight: (pnr: string) =>
    new AppError({
      status: 422,
      key: 'bookings.transfer_not_for_flight',
      message: 'Booking.TransferNotForFlight',
      messageParams: { pnr },
      details: 'Booking.TransferNotForFlightDetails',
    }),
  couponInvalid: () =>
    new AppError({ status: 422, key: 'bookings.coupon_invalid', message: 'Booking.CouponInvalid' }),
  currencyNotAllowed: (currency: string) =>
    new AppError({
      status: 422,
      key: 'bookings.currency_not_allowed',
      message: 'Booking.CurrencyNotAllowed',
      messageParams: { currency },
    }),
  orderNotPayable: () =>
    new AppError({
      status: 409,
      key: 'bookings.order_not_payable',
      message: 'Booking.OrderNotPayable',
      details: 'Booking.OrderNotPayableDetails',
    }),
  orderNotFound: (id: string) =>
    new AppError({
      status: 404,
      key: 'entity.not_found',
      message: 'Abp.EntityNotFound',
      messageParams: { entity: 'Order', id },
    }),
  cannotCancel: () =>
    new AppError({
      status: 422,
      key: 'accounts.cannot_cancel',
      message: 'Account.CannotCancel',
      details: 'Account.CannotCancelDetails',
    }),
  pnrNotFound: () =>
    new AppError({
      status: 404,
      key: 'bookings.pnr_not_found',
      message: 'Booking.PnrNotFound',
      details: 'Booking.PnrNotFoundDetails',
    }),
  paymentUnavailable: () =>
    new AppError({
      status: 503,
      key: 'payments.unavailable',
      message: 'Booking.PaymentUnavailable',
      details: 'Booking.PaymentUnavailableDetails',
    }),
};
