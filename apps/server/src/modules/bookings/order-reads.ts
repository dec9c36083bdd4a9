import { timingSafeEqual } from 'node:crypto';
import {
  type Culture,
  DEFAULT_SCHEDULE_REFUND_HOURS,
  DEFAULT_TRANSFER_BUFFER_MINUTES,
  flightForTransfer,
  flightLabel,
  type OrderDetail,
  scheduleRefundAllowed,
  type TransferOffer,
  transferOfferFor,
} from '@charterdesk/domain';
import type { BookingsServiceDeps, CallContext } from './bookings.deps.js';
import { bookingErrors } from './bookings.errors.js';
import type { OrderRow } from './bookings.repository.js';
import { orderTimeline } from './order-timeline.js';
import { scheduleChangesOf } from './schedule-notices.js';

/** The success page of the order's kind (spec §2: /ticketDetail for flights, /transferDetail for transfers). */
export function ticketUrl(order: OrderRow) {
  const page = order.kind === 'transfer' ? 'transferDetail' : 'ticketDetail';
  return `/${page}/${order.id}?token=${encodeURIComponent(order.accessToken)}`;
}

/** The payment-failed page of an order, with the reason the bank gave. */
export function failedUrl(order: OrderRow, reason: string) {
  const q = new URLSearchParams({ orderId: order.id, token: order.accessToken, reason });
  return `/paymentFailed?${q}`;
}

/** Token comparison in constant time. */
function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** All but the last `keep` characters hidden (passport numbers, phones on the public page). */
const mask = (value: string, keep: number) =>
  value.length <= keep ? value : '*'.repeat(value.length - keep) + value.slice(-keep);

/** The contact address as the public page shows it: the first two letters of the name and the domain. */
function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}${'*'.repeat(Math.max(user.length - 2, 1))}@${domain}`;
}

// Reading orders for their pages: access by token or owner, by PNR and surname, the detail with its timeline,
// the transfer a booking is offered or follows. Each takes the service's dependencies first.

/**
 * The order as its page shows it: masked contact and documents, tickets, payment, timeline, transfers; its places
 * named in the reader's language.
 */
export async function detail(
  deps: BookingsServiceDeps,
  order: OrderRow,
  culture: Culture,
): Promise<OrderDetail> {
  const d = await deps.repository.details(order.id);
  // a transfer bought with the flights shows the payment that paid both
  const payment = order.paidWithOrderId
    ? await deps.repository.latestPayment(order.paidWithOrderId)
    : d.payments[0];
  const [events, mails] = await Promise.all([
    deps.repository.events(order.id),
    deps.repository.sentMails(order.id),
  ]);
  const changes = scheduleChangesOf(events);
  const linked = order.kind === 'flight' ? await deps.repository.linkedTransfers(order.id) : [];
  const flights = await deps.placeNames.itinerary(order.itinerary, culture);
  // a linked transfer's zone and vehicle, named in the reader's language too
  const linkedNames = async (t: OrderRow) => {
    const transfer = t.transfer && (await deps.placeNames.transfer(t.transfer, t.tenantId, culture));
    return { districtName: transfer?.districtName ?? '', vehicleName: transfer?.vehicleName ?? '' };
  };
  return {
    transferOffer: await transferOfferOf(deps, order, linked, flights),
    linkedTransfers: await Promise.all(
      linked.map(async (t) => ({
        id: t.id,
        pnr: t.pnr,
        state: t.state,
        pickupLocal: t.transfer?.pickupLocal ?? '',
        airportCode: t.transfer?.airportCode ?? '',
        ...(await linkedNames(t)),
        total: { amount: t.totalAmount, currency: t.currency },
        path: ticketUrl(t),
      })),
    ),
    combinedTotal: await combinedTotalOf(deps, order),
    timeline: orderTimeline(events, mails),
    scheduleRefund: {
      allowed:
        ['Confirmed', 'WaitingForCancel'].includes(order.state) &&
        scheduleRefundAllowed(changes, deps.scheduleRefundHours ?? DEFAULT_SCHEDULE_REFUND_HOURS),
      hours: deps.scheduleRefundHours ?? DEFAULT_SCHEDULE_REFUND_HOURS,
    },
    id: order.id,
    kind: order.kind,
    pnr: order.pnr,
    state: order.state,
    creationTime: order.creationTime.toISOString(),
    holdExpiresAt: order.holdExpiresAt.toISOString(),
    total: { amount: order.totalAmount, currency: order.currency },
    price: order.price,
    insurance: order.insurance,
    couponCode: order.couponCode,
    contact: {
      name: order.contactName,
      surname: order.contactSurname,
      email: maskEmail(order.contactEmail),
      mobilePhone: mask(order.contactPhone, 4),
    },
    passengers: d.passengers.map((p) => ({
      type: p.type,
      gender: p.gender,
      name: p.name,
      surname: p.surname,
      nationality: p.nationality,
      passportNumber: mask(p.passportNumber, 3),
      tickets: d.tickets
        .filter((t) => t.passengerId === p.id)
        .sort((a, b) => a.segmentPosition - b.segmentPosition)
        .map((t) => ({ flightIndex: t.segmentPosition, ticketNumber: t.number })),
    })),
    flights,
    transfer: order.transfer ? await deps.placeNames.transfer(order.transfer, order.tenantId, culture) : null,
    payment: payment
      ? {
          status: payment.status,
          reason: payment.reason,
          completionTime: payment.completionTime?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * What the one card payment of a checkout charges when it pays more than this order (a flight and the transfer
 * bought with it): the paying order's total and its companions', as the confirmation e-mail tells it; null
 * when the payment pays this order alone.
 */
async function combinedTotalOf(
  deps: BookingsServiceDeps,
  order: OrderRow,
): Promise<{ amount: number; currency: string } | null> {
  const payer = order.paidWithOrderId ? await deps.repository.findOrder(order.paidWithOrderId) : order;
  if (!payer) return null;
  const companions = await deps.repository.companionsOf(payer.id);
  if (companions.length === 0) return null;
  return {
    amount: companions.reduce((sum, c) => sum + c.totalAmount, payer.totalAmount),
    currency: payer.currency,
  };
}

/** The order of a PNR (or reservation number) in the caller's tenant whose passengers include the surname. */
export async function orderByPnr(
  deps: BookingsServiceDeps,
  pnr: string,
  surname: string,
  ctx: CallContext,
): Promise<OrderRow> {
  // a reservation number (the order's id) works as well as the PNR, inside the caller's tenant only
  const byNumber = pnr.includes('-') ? await deps.repository.findOrder(pnr) : undefined;
  const order = byNumber
    ? byNumber.tenantId === ctx.tenantId
      ? byNumber
      : undefined
    : await deps.repository.findByPnr(ctx.tenantId, pnr);
  if (!order) throw bookingErrors.pnrNotFound();
  const d = await deps.repository.details(order.id);
  const wanted = surname.trim().toUpperCase();
  // a transfer has no passenger list: its lead passenger is the contact
  const surnames = order.kind === 'transfer' ? [order.contactSurname] : d.passengers.map((p) => p.surname);
  if (!surnames.some((s) => s.toUpperCase() === wanted)) throw bookingErrors.pnrNotFound();
  return order;
}

/** The order if the caller may see it: by its access token, or as its signed-in owner; 404 otherwise. */
export async function accessibleOrder(
  deps: BookingsServiceDeps,
  id: string,
  token: string | null | undefined,
  userId: number | null,
) {
  const order = await deps.repository.findOrder(id);
  const allowed =
    order &&
    ((token && safeEqual(token, order.accessToken)) || (userId !== null && order.customerUserId === userId));
  if (!order || !allowed) throw bookingErrors.orderNotFound(id);
  return order;
}

/**
 * The flight a transfer bought from a booking's offer follows: the booking must be the caller's (token or
 * owner), paid, and have a flight landing at (or leaving from) the transfer's airport.
 */
export async function linkedFlightOf(
  deps: BookingsServiceDeps,
  orderId: string,
  token: string | null | undefined,
  ctx: CallContext,
  transfer: { direction: 'fromAirport' | 'toAirport'; airportCode: string },
) {
  const order = await accessibleOrder(deps, orderId, token, ctx.userId);
  const position =
    order.kind === 'flight' && ['Paid', 'Confirmed'].includes(order.state) && order.tenantId === ctx.tenantId
      ? flightForTransfer(order.itinerary, transfer)
      : undefined;
  const segment =
    position === undefined
      ? undefined
      : (await deps.repository.details(order.id)).segments.find((x) => x.position === position);
  if (position === undefined || !segment) throw bookingErrors.transferNotForFlight(order.pnr);
  return {
    orderId: order.id,
    pnr: order.pnr,
    flightId: segment.flightId,
    flight: flightLabel(order.itinerary[position]!),
  };
}

/** The transfer a flight booking is offered, when it lands where transfers are sold and has none yet. */
export async function transferOfferOf(
  deps: BookingsServiceDeps,
  order: OrderRow,
  linked: readonly OrderRow[],
  /** the order's flights as the reader sees them (their places named in the reader's language) */
  itinerary: OrderRow['itinerary'] = order.itinerary,
): Promise<TransferOffer | null> {
  if (order.kind !== 'flight' || !['Paid', 'Confirmed'].includes(order.state) || !deps.transferAirports)
    return null;
  if (linked.some((t) => !['Expired', 'Cancelled', 'Refunded'].includes(t.state))) return null;
  let airports: ReadonlySet<string>;
  try {
    airports = await deps.transferAirports(order.tenantId);
  } catch (err) {
    // an offer is a courtesy: the booking's page must not fail for it
    deps.log.warn({ err }, 'transfer airports unavailable for the booking offer');
    return null;
  }
  const d = await deps.repository.details(order.id);
  const infants = d.passengers.filter((p) => p.type === 'infant').length;
  const offer = transferOfferFor(
    itinerary,
    { seated: d.passengers.length - infants, infants },
    deps.transferBufferMinutes ?? DEFAULT_TRANSFER_BUFFER_MINUTES,
    (code) => airports.has(code),
  );
  // a flight that has landed needs no offer; airport-local time read as UTC is within 14 hours of the real
  // instant, so anything later than that bound may still be ahead (the search checks the 2-hour lead exactly)
  return offer && Date.parse(`${offer.date}T${offer.time}:00Z`) > deps.clock().getTime() - 14 * 3_600_000
    ? offer
    : null;
}
