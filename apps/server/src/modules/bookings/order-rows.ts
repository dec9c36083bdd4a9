// The order tables' row types and the moves every part of the bookings module makes on them: the state
// transition of the domain's table, the orders one payment pays, who a passenger is.
import { nextOrderState, type OrderEvent, type OrderState, statesAllowing } from '@charterdesk/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Db, isUniqueViolation, type Tx } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import {
  orderEvents,
  type orderPassengers,
  type orderSegments,
  orders,
  type tickets,
} from './bookings.tables.js';

export { SeatsGoneError } from '../flights/seat-holds.js';
export type OrderRow = typeof orders.$inferSelect;
/** who asks for the cancellation of a transfer whose linked flight was cancelled (order events) */
export const FLIGHT_CANCELLED_ACTOR = 'system:flight-cancelled';
export type PassengerRow = typeof orderPassengers.$inferSelect;
export type SegmentRow = typeof orderSegments.$inferSelect;
export type { PaymentRow } from '../payments/payment-ledger.js';
export type TicketRow = typeof tickets.$inferSelect;
export type { Tx };
export { isUniqueViolation };

/** Who a passenger is and the travel document they fly on: what the buyer enters and staff read back. */
export type PassengerIdentity = Pick<
  PassengerRow,
  | 'type'
  | 'gender'
  | 'name'
  | 'surname'
  | 'birthday'
  | 'nationality'
  | 'passportNumber'
  | 'passportSerial'
  | 'passportExpiry'
  | 'turkishId'
>;

/** The identity and document fields of a passenger, copied one by one so nothing else (ids, links) comes along. */
export function passengerIdentity(p: PassengerIdentity): PassengerIdentity {
  return {
    type: p.type,
    gender: p.gender,
    name: p.name,
    surname: p.surname,
    birthday: p.birthday,
    nationality: p.nationality,
    passportNumber: p.passportNumber,
    passportSerial: p.passportSerial,
    passportExpiry: p.passportExpiry,
    turkishId: p.turkishId,
  };
}

export interface NewOrder {
  order: typeof orders.$inferInsert;
  passengers: Omit<typeof orderPassengers.$inferInsert, 'orderId'>[];
  segments: Omit<typeof orderSegments.$inferInsert, 'orderId'>[];
  actor: string;
  /**
   * The buyer's account, opened inside the order's transaction once its seats are held (so a refused order
   * opens none); its id becomes the order's customer.
   */
  customerInTransaction?: (tx: Db) => Promise<number | null>;
  /** other modules' writes that belong to the order (the customer record), inside its transaction */
  alsoInTransaction?: (tx: Db, customerUserId: number | null) => Promise<void>;
  /** orders paid with this one's payment (a transfer bought in the flight's checkout), stored with it */
  companions?: (typeof orders.$inferInsert)[];
}

/** Host (null) or one tenant: its own rows only. */
export const tenantIs = ownedBy;

/**
 * Moves an order by an event of the domain's transition table (`order-states.ts`) under its row lock: only from a
 * state the table allows the event in, to the state it names; records the event. Answers the state it left, or
 * undefined when the order is in no such state (someone else moved it first).
 */
export async function transition(
  tx: Tx,
  orderId: string,
  event: OrderEvent,
  actor: string,
  time: Date,
  note?: string,
): Promise<OrderState | undefined> {
  const [before] = await tx
    .select({ state: orders.state })
    .from(orders)
    .where(and(eq(orders.id, orderId), inArray(orders.state, statesAllowing(event))))
    .for('update');
  const to = before && nextOrderState(before.state, event);
  if (!before || !to) return undefined;
  await tx.update(orders).set({ state: to, lastModificationTime: time }).where(eq(orders.id, orderId));
  await tx
    .insert(orderEvents)
    .values({ orderId, fromState: before.state, toState: to, event, actor, time, note });
  return before.state;
}

/** The orders paid with an order's payment, locked in id order (a transfer bought in the flight's checkout). */
export async function companionIds(tx: Tx, orderId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paidWithOrderId, orderId))
    .orderBy(asc(orders.id))
    .for('update');
  return rows.map((r) => r.id);
}
