import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as outbox from '../notifications/outbox.js';
import * as ledger from '../payments/payment-ledger.js';
import { orderEvents, orderPassengers, orderSegments, orders, tickets } from './bookings.tables.js';
import { type OrderRow, tenantIs } from './order-rows.js';

/** Reading orders: by id, key, PNR; their passengers, segments, tickets, payments, events and e-mails. */
export function createOrderReadsRepository(db: Db) {
  return {
    /** The orders this order's payment also pays (a transfer bought in the flight's checkout), oldest first. */
    async companionsOf(orderId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.paidWithOrderId, orderId))
        .orderBy(asc(orders.creationTime), asc(orders.id));
    },

    async findOrder(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async findByPnr(tenantId: number | null, pnr: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(tenantIs(orders.tenantId, tenantId), eq(orders.pnr, pnr)));
      return row;
    },

    async details(orderId: string) {
      const [passengers, segments, ticketRows, paymentRows] = await Promise.all([
        db
          .select()
          .from(orderPassengers)
          .where(eq(orderPassengers.orderId, orderId))
          .orderBy(asc(orderPassengers.position)),
        db
          .select()
          .from(orderSegments)
          .where(eq(orderSegments.orderId, orderId))
          .orderBy(asc(orderSegments.position)),
        db.select().from(tickets).where(eq(tickets.orderId, orderId)),
        ledger.paymentsOf(db, orderId, 'newest'),
      ]);
      return { passengers, segments, tickets: ticketRows, payments: paymentRows };
    },

    /** The airport transfers bought for a flight order (any state), oldest first. */
    async linkedTransfers(flightOrderId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.linkedOrderId, flightOrderId), eq(orders.kind, 'transfer')))
        .orderBy(asc(orders.creationTime));
    },

    /** E-mails of the order that went out: kind and time, for the traveller's timeline. */
    sentMails(orderId: string): Promise<{ kind: string; sentTime: Date | null }[]> {
      return outbox.sentMailsOf(db, orderId);
    },

    async events(orderId: string) {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.id));
    },

    latestPayment: (orderId: string) => ledger.latestPaymentOf(db, orderId),
  };
}
