import { HELD_ORDER_STATES, SOLD_ORDER_STATES } from '@charterdesk/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type SeatUsageByFlight, type SeatUsageReader, seatUsageKey } from '../flights/seat-usage.js';
import { orderSegments, orders } from './bookings.tables.js';

/**
 * What orders hold on dated flights, for the inventory screens. Owned by bookings (it reads the order
 * tables); the inventory service gets it as a dependency. Counts every site variant's orders: seats of
 * the host's inventory are shared, and total = sold + held + left only holds with all of them.
 */
export function createSeatUsageReader(db: Db): SeatUsageReader {
  return {
    async seatUsage(flightIds: readonly number[]): Promise<SeatUsageByFlight> {
      const usage: SeatUsageByFlight = new Map();
      if (flightIds.length === 0) return usage;
      const sold = [...SOLD_ORDER_STATES];
      const held = [...HELD_ORDER_STATES];
      const rows = await db
        .select({
          flightId: orderSegments.flightId,
          cabinClass: orderSegments.cabinClass,
          sold: sql<number>`coalesce(sum(${orderSegments.seats}) filter (where ${inArray(orders.state, sold)}), 0)::int`,
          held: sql<number>`coalesce(sum(${orderSegments.seats}) filter (where ${inArray(orders.state, held)}), 0)::int`,
        })
        .from(orderSegments)
        .innerJoin(orders, sql`${orders.id} = ${orderSegments.orderId}`)
        .where(inArray(orderSegments.flightId, [...flightIds]))
        .groupBy(orderSegments.flightId, orderSegments.cabinClass);
      for (const r of rows) {
        usage.set(seatUsageKey(r.flightId, r.cabinClass), { sold: Number(r.sold), held: Number(r.held) });
      }
      return usage;
    },
  };
}
