import { HOLDING_STATES } from '@charterdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { parsedJson, rowsOf } from '../../db/raw-rows.js';
import { ownedBy } from '../../db/tenancy.js';
import { orderEvents, orderSegments, orders } from './bookings.tables.js';

export interface OrderDayFigures {
  orders: { created: number; paid: number };
  seatsSold: number;
  holds: { orders: number; seats: number; expiring: number; next: Date | null };
}

/**
 * The orders of a site variant's day [start, end) for the admin home, in ONE statement (PGlite answers one
 * query at a time): orders created and how many of them were paid, seats of the orders paid that day, and the
 * holds live at `now` (lapsing before `soon`). "Paid" is the order's own record of its payment's approval
 * (its `paymentApproved` event); the money itself is the payments module's (`dayMoney`).
 */
export async function dayOrderFigures(
  db: Db,
  tenantId: number | null,
  start: Date,
  end: Date,
  now: Date,
  soon: Date,
): Promise<OrderDayFigures> {
  const scope = ownedBy(orders.tenantId, tenantId);
  const holding = sql.join(
    HOLDING_STATES.map((s) => sql`${s}`),
    sql`, `,
  );
  const approved = (from?: Date, until?: Date) => sql`exists (
    select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}
      and ${orderEvents.event} = 'paymentApproved'
      ${from && until ? sql`and ${orderEvents.time} >= ${from} and ${orderEvents.time} < ${until}` : sql``})`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        -- orders created today, and how many of them were paid
        (select json_build_object('created', count(*)::int, 'paid', count(*) filter (where ${approved()})::int)
          from ${orders}
          where ${scope} and ${orders.creationTime} >= ${start} and ${orders.creationTime} < ${end}) as orders,
        -- seats (counted per flight) of the orders paid today; transfers have no segments
        (select coalesce(sum(${orderSegments.seats}), 0)::int
          from ${orderSegments} join ${orders} on ${orders.id} = ${orderSegments.orderId}
          where ${scope} and ${approved(start, end)}) as seats_sold,
        -- unpaid orders still holding seats now
        (select json_build_object(
            'orders', count(*)::int,
            'seats', coalesce(sum((select sum(${orderSegments.seats}) from ${orderSegments}
              where ${orderSegments.orderId} = ${orders.id})), 0)::int,
            'expiring', count(*) filter (where ${orders.holdExpiresAt} <= ${soon})::int,
            'next', min(${orders.holdExpiresAt}))
          from ${orders}
          where ${scope} and ${orders.state} in (${holding}) and ${orders.holdExpiresAt} > ${now}) as holds`),
  );
  const holds = parsedJson<{ orders: number; seats: number; expiring: number; next: string | null }>(
    row?.holds,
  );
  return {
    orders: parsedJson(row?.orders),
    seatsSold: Number(row?.seats_sold ?? 0),
    holds: { ...holds, next: holds.next ? new Date(holds.next) : null },
  };
}
