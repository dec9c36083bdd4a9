import type { CabinClass } from '@charterdesk/domain';
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { SEAT_LEFT_KEYS } from './flights.expansion.js';
import { flights } from './flights.tables.js';

/**
 * The seat counters of dated flights, held and given back inside the caller's transaction (an order's: the
 * bookings module takes seats with the order and gives them back on expiry, cancellation and refund). One
 * conditional update per flight: two buyers of the last seat can never both get it.
 */

/** Seats of one cabin of one dated flight. */
export interface SeatHold {
  flightId: number;
  cabinClass: string;
  seats: number;
}

/** The seats are no longer there (sold out meanwhile, cancelled, or closed for sale by staff). */
export class SeatsGoneError extends Error {
  /** true when staff closed the flight for sale (not merely sold out) */
  constructor(readonly salesClosed = false) {
    super(salesClosed ? 'sales closed' : 'seats gone');
  }
}

/** The seats-left column of each cabin class. */
export const SEAT_COLUMNS = {
  economy: flights.seatsLeftEconomy,
  premiumEconomy: flights.seatsLeftPremiumEconomy,
  business: flights.seatsLeftBusiness,
  first: flights.seatsLeftFirst,
} as const satisfies Record<CabinClass, unknown>;

/** Holds every seat or throws SeatsGoneError (the caller's transaction then takes none). */
export async function takeSeats(tx: Tx, holds: readonly SeatHold[]): Promise<void> {
  for (const s of holds) {
    const cabin = s.cabinClass as CabinClass;
    const column = SEAT_COLUMNS[cabin];
    const taken = await tx
      .update(flights)
      .set({ [SEAT_LEFT_KEYS[cabin]]: sql`${column} - ${s.seats}`, lastModificationTime: new Date() })
      .where(
        and(
          eq(flights.id, s.flightId),
          gte(column, s.seats),
          eq(flights.isCancelled, false),
          eq(flights.salesClosed, false),
        ),
      )
      .returning({ id: flights.id });
    if (taken.length === 0) {
      const [flight] = await tx
        .select({ salesClosed: flights.salesClosed })
        .from(flights)
        .where(eq(flights.id, s.flightId));
      throw new SeatsGoneError(flight?.salesClosed ?? false);
    }
  }
}

/**
 * Gives held seats back to their flights (hold expiry, staff cancellations and refunds); with `departingAfter`,
 * only to flights that have not departed by then (a flown seat is not for sale again).
 */
export async function releaseSeats(
  tx: Tx,
  holds: readonly SeatHold[],
  options: { departingAfter?: Date } = {},
): Promise<void> {
  for (const s of holds) {
    const cabin = s.cabinClass as CabinClass;
    const column = SEAT_COLUMNS[cabin];
    await tx
      .update(flights)
      .set({ [SEAT_LEFT_KEYS[cabin]]: sql`${column} + ${s.seats}`, lastModificationTime: new Date() })
      .where(
        and(
          eq(flights.id, s.flightId),
          sql`${column} is not null`,
          options.departingAfter ? gt(flights.departureAt, options.departingAfter) : undefined,
        ),
      );
  }
}
