import { HOLDING_STATES } from '@charterdesk/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
// biome-ignore lint/style/noRestrictedImports: known boundary debt (#16 item 5), to go through that module's service
import { orderSegments, orders } from '../bookings/bookings.tables.js';
// biome-ignore lint/style/noRestrictedImports: known boundary debt (#16 item 5), to go through that module's service
import { payments, refunds } from '../payments/payments.tables.js';

export interface AmountRow {
  currency: string;
  amount: number;
  count: number;
}

export interface DayFigures {
  orders: { created: number; paid: number };
  revenue: AmountRow[];
  refunds: AmountRow[];
  seatsSold: number;
  holds: { orders: number; seats: number; expiring: number; next: Date | null };
  failedPayments: { reason: string; count: number }[];
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** json is parsed by node-postgres but may arrive as text from other drivers. */
const parsed = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);

/** Read-only aggregates over orders, payments and refunds for the admin home page. */
export function createDashboardRepository(db: Db) {
  return {
    /**
     * Every figure of the day [start, end) and the holds live at `now` (lapsing before `soon`), in ONE
     * statement: PGlite answers one query at a time, so six round trips cost more than the aggregates.
     */
    async dayFigures(
      tenantId: number | null,
      start: Date,
      end: Date,
      now: Date,
      soon: Date,
    ): Promise<DayFigures> {
      const scope = ownedBy(orders.tenantId, tenantId);
      const holding = sql.join(
        HOLDING_STATES.map((s) => sql`${s}`),
        sql`, `,
      );
      const paidToday = sql`exists (
        select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'approved'
          and ${payments.completionTime} >= ${start} and ${payments.completionTime} < ${end})`;
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select
            -- orders created today, and how many of them have an approved payment
            (select json_build_object('created', count(*)::int, 'paid', count(*) filter (where exists (
                select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'approved'
              ))::int)
              from ${orders}
              where ${scope} and ${orders.creationTime} >= ${start} and ${orders.creationTime} < ${end}) as orders,
            -- approved payments completed today, per currency
            (select coalesce(json_agg(r order by r.currency), '[]'::json) from (
              select ${payments.currency} as currency, sum(${payments.amount})::int as amount, count(*)::int as count
              from ${payments} join ${orders} on ${orders.id} = ${payments.orderId}
              where ${scope} and ${payments.status} = 'approved'
                and ${payments.completionTime} >= ${start} and ${payments.completionTime} < ${end}
              group by ${payments.currency}) r) as revenue,
            -- refunds that went through today, per currency
            (select coalesce(json_agg(r order by r.currency), '[]'::json) from (
              select ${refunds.currency} as currency, sum(${refunds.amount})::int as amount, count(*)::int as count
              from ${refunds} join ${orders} on ${orders.id} = ${refunds.orderId}
              where ${scope} and ${refunds.status} = 'succeeded'
                and ${refunds.completionTime} >= ${start} and ${refunds.completionTime} < ${end}
              group by ${refunds.currency}) r) as refunds,
            -- seats (counted per flight) of the orders paid today; transfers have no segments
            (select coalesce(sum(${orderSegments.seats}), 0)::int
              from ${orderSegments} join ${orders} on ${orders.id} = ${orderSegments.orderId}
              where ${scope} and ${paidToday}) as seats_sold,
            -- unpaid orders still holding seats now
            (select json_build_object(
                'orders', count(*)::int,
                'seats', coalesce(sum((select sum(${orderSegments.seats}) from ${orderSegments}
                  where ${orderSegments.orderId} = ${orders.id})), 0)::int,
                'expiring', count(*) filter (where ${orders.holdExpiresAt} <= ${soon})::int,
                'next', min(${orders.holdExpiresAt}))
              from ${orders}
              where ${scope} and ${orders.state} in (${holding}) and ${orders.holdExpiresAt} > ${now}) as holds,
            -- declined or failed card payments today, per acquirer reason
            (select coalesce(json_agg(r order by r.count desc, r.reason), '[]'::json) from (
              select coalesce(${payments.reason}, ${payments.status}) as reason, count(*)::int as count
              from ${payments} join ${orders} on ${orders.id} = ${payments.orderId}
              where ${scope} and ${payments.status} in ('declined', 'failed')
                and ${payments.completionTime} >= ${start} and ${payments.completionTime} < ${end}
              group by 1) r) as failed`),
      );
      const holds = parsed<{ orders: number; seats: number; expiring: number; next: string | null }>(
        row?.holds,
      );
      return {
        orders: parsed(row?.orders),
        revenue: parsed(row?.revenue),
        refunds: parsed(row?.refunds),
        seatsSold: Number(row?.seats_sold ?? 0),
        holds: { ...holds, next: holds.next ? new Date(holds.next) : null },
        failedPayments: parsed(row?.failed),
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
