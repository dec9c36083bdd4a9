import type { OrderFlight } from '../bookings/bookings.schemas.js';
import { flightLabel, localMinusMinutes, scheduleShiftMinutes } from '../flights/local-times.js';
import type { TransferOffer } from './linked-transfer.schemas.js';
import type { OrderTransfer } from './order-transfer.schemas.js';

/**
 * An airport transfer that follows a flight booking (issue #12): offered from the ticket page and the
 * confirmation e-mail, prefilled from the booking, and linked to it so that a re-timed flight moves the pickup
 * and a cancelled one cancels and refunds the transfer.
 */

/**
 * Minutes added to the scheduled landing for the offered transfer's time, unless configured. None by default:
 * a ride from the airport is booked for the flight's arrival time (the form asks for it, and the driver meets
 * the flight in the arrivals hall and waits for it); an agency whose suppliers book the meeting time instead
 * sets the margin (TRANSFER_BUFFER_MINUTES).
 */
export const DEFAULT_TRANSFER_BUFFER_MINUTES = 0;

/** The local `YYYY-MM-DDTHH:mm` some minutes after another one (wall clock of one place). */
export function localPlusMinutes(local: string, minutes: number): string {
  return localMinusMinutes(local, -minutes);
}

/**
 * The flights of an itinerary a transfer from the airport can meet: each direction's final landing (the
 * destination, and home again on a round trip), not a connection's, and not a cancelled flight.
 */
export function landingsOf(flights: readonly OrderFlight[]): number[] {
  const positions: number[] = [];
  flights.forEach((f, i) => {
    const next = flights[i + 1];
    if (f.cancelled) return;
    if (!next || next.direction !== f.direction) positions.push(i);
  });
  return positions;
}

/**
 * The transfer a flight booking is offered: from the outbound's landing airport (the holiday end), at the
 * scheduled arrival plus the buffer, for the whole party (infants ride too) with a suitcase each for those
 * who have a seat. Undefined when that flight is cancelled or its airport has no transfers.
 */
export function transferOfferFor(
  flights: readonly OrderFlight[],
  party: { seated: number; infants: number },
  bufferMinutes: number,
  hasTransfers: (airportCode: string) => boolean,
): TransferOffer | undefined {
  const position = landingsOf(flights).find((i) => flights[i]!.direction === 'outbound');
  if (position === undefined) return undefined;
  const f = flights[position]!;
  if (!hasTransfers(f.destination.code)) return undefined;
  const pickup = localPlusMinutes(f.arrivalLocal, bufferMinutes);
  return {
    position,
    flight: flightLabel(f),
    airportCode: f.destination.code,
    airportName: f.destination.name,
    date: pickup.slice(0, 10),
    time: pickup.slice(11, 16),
    passengers: party.seated + party.infants,
    luggage: party.seated,
  };
}

/**
 * Which flight of a booking a transfer at `airportCode` follows: from the airport, a flight landing there; to
 * the airport, one leaving from there. Undefined when the booking has none.
 */
export function flightForTransfer(
  flights: readonly OrderFlight[],
  transfer: Pick<OrderTransfer, 'direction' | 'airportCode'>,
): number | undefined {
  if (transfer.direction === 'fromAirport')
    return landingsOf(flights).find((i) => flights[i]!.destination.code === transfer.airportCode);
  const index = flights.findIndex((f) => !f.cancelled && f.origin.code === transfer.airportCode);
  return index === -1 ? undefined : index;
}

/**
 * A linked transfer's pickup after its flight was re-timed: it moves by as much as the landing it meets (from
 * the airport) or the departure it catches (to the airport).
 */
export function movedPickup(
  pickupLocal: string,
  direction: OrderTransfer['direction'],
  before: { departureLocal: string; arrivalLocal: string },
  after: { departureLocal: string; arrivalLocal: string },
): string {
  const shift =
    direction === 'fromAirport'
      ? scheduleShiftMinutes(before.arrivalLocal, after.arrivalLocal)
      : scheduleShiftMinutes(before.departureLocal, after.departureLocal);
  return localPlusMinutes(pickupLocal, shift);
}

/**
 * The transfer search an offer opens (the web's `/transferSearch` query, shared with the e-mail), carrying the
 * booking to link: the zone is what the traveller still chooses.
 */
export function transferOfferPath(
  offer: Pick<TransferOffer, 'airportCode' | 'date' | 'time' | 'passengers' | 'luggage'>,
  order: { id: string; token: string | null },
): string {
  const q = new URLSearchParams({
    airport: offer.airportCode,
    dir: 'fromAirport',
    date: offer.date,
    time: offer.time,
    pax: String(offer.passengers),
    bags: String(offer.luggage),
    forOrder: order.id,
  });
  if (order.token) q.set('forToken', order.token);
  return `/transferSearch?${q}`;
}
