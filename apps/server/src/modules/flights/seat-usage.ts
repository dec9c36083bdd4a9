import type { CabinClass } from '@charterdesk/domain';

/** Seats orders take on one dated flight's cabin. */
export interface SeatUsage {
  /** seats of paid orders (Paid, Confirmed, WaitingForCancel) */
  sold: number;
  /** seats of unpaid orders still holding them (WaitingForPayment, PaymentFailed) */
  held: number;
}

/** `${flightId}|${cabin}` → usage; absent = no order holds seats there. */
export type SeatUsageByFlight = Map<string, SeatUsage>;
export const seatUsageKey = (flightId: number, cabin: CabinClass | string) => `${flightId}|${cabin}`;

/**
 * What the inventory screens need of the orders: the bookings module answers it (it owns the order tables)
 * and the app gives it to the inventory service, so flights never import bookings.
 */
export interface SeatUsageReader {
  seatUsage(flightIds: readonly number[]): Promise<SeatUsageByFlight>;
}
