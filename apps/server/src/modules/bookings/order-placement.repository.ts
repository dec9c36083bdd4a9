import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { takeSeats } from '../flights/seat-holds.js';
import { orderEvents, orderPassengers, orderSegments, orders } from './bookings.tables.js';
import { type NewOrder, type OrderRow, tenantIs } from './order-rows.js';

/** Storing a new order: the order, its passengers and segments, seats held, all in one transaction. */
export function createOrderPlacementRepository(db: Db) {
  return {
    /** Inserts the order, its passengers and segments (none for a transfer) and holds the seats, all or nothing. */
    async insertOrder(n: NewOrder): Promise<void> {
      await db.transaction(async (tx) => {
        await takeSeats(tx, n.segments);
        const customerUserId = n.customerInTransaction
          ? await n.customerInTransaction(tx)
          : (n.order.customerUserId ?? null);
        await tx.insert(orders).values({ ...n.order, customerUserId });
        // a transfer order has neither passengers nor seats
        if (n.passengers.length)
          await tx.insert(orderPassengers).values(n.passengers.map((p) => ({ ...p, orderId: n.order.id! })));
        if (n.segments.length)
          await tx.insert(orderSegments).values(n.segments.map((s) => ({ ...s, orderId: n.order.id! })));
        await tx.insert(orderEvents).values({
          orderId: n.order.id!,
          fromState: null,
          toState: n.order.state,
          event: 'created',
          actor: n.actor,
          time: n.order.creationTime!,
        });
        for (const c of n.companions ?? []) {
          await tx.insert(orders).values({ ...c, customerUserId });
          await tx.insert(orderEvents).values({
            orderId: c.id!,
            fromState: null,
            toState: c.state,
            event: 'created',
            actor: n.actor,
            time: c.creationTime!,
          });
        }
        await n.alsoInTransaction?.(tx, customerUserId);
      });
    },

    async findByIdempotencyKey(tenantId: number | null, key: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(tenantIs(orders.tenantId, tenantId), eq(orders.idempotencyKey, key)));
      return row;
    },

    async pnrExists(pnr: string): Promise<boolean> {
      const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.pnr, pnr));
      return rows.length > 0;
    },
  };
}
