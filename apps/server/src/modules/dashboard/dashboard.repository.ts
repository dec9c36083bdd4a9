import { HOLDING_STATES } from '@charterdesk/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderSegments, orders } from '../bookings/bookings.tables.js';
import { payments, refunds } from '../payments/payments.tables.js';

export interface AmountRow {
  currency: string;
  amount: number;
  count: number;
}

/** Host (null) or one tenant: the same scoping every admin query uses. */
const ownedBy = (tenantId: number | null): SQL =>
  tenantId === null ? sql`${orders.tenantId} is null` : sql`${orders.tenantId} = ${tenantId}`;

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Read-only aggregates over orders, payments and refunds for the admin home page. */
export function createDashboardRepository(db: Db) {
  return {
    /** Orders created in [start, end), and how many of them have an approved payment. */
    async ordersCreated(tenantId: number | null, start: Date, end: Date) {
      const [row] = rowsOf<{ created: number; paid: number }>(
        await db.execute(sql`
          select count(*)::int as created,
            count(*) filter (where exists (
              select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'approved'
            ))::int as paid
          from ${orders}
          where ${ownedBy(tenantId)} and ${orders.creationTime} >= ${start} and ${orders.creationTime} < ${end}`),
      );
      return row ?? { created: 0, paid: 0 };
    },

    /** Approved payments completed in [start, end), per currency. */
    async revenue(tenantId: number | null, start: Date, end: Date): Promise<AmountRow[]> {
      return rowsOf<AmountRow>(
        await db.execute(sql`
          select ${payments.currency} as currency, sum(${payments.amount})::int as amount, count(*)::int as count
          from ${payments} join ${orders} on ${orders.id} = ${payments.orderId}
          where ${ownedBy(tenantId)} and ${payments.status} = 'approved'
            and ${payments.completionTime} >= ${start} and ${payments.completionTime} < ${end}
          group by ${payments.currency} order by ${payments.currency}`),
      );
    },

    /** Refunds that went through in [start, end), per currency. */
    async refunds(tenantId: number | null, start: Date, end: Date): Promise<AmountRow[]> {
      return rowsOf<AmountRow>(
        await db.execute(sql`
          select ${refunds.currency} as currency, sum(${refunds.amount})::int as amount, count(*)::int as count
          from ${refunds} join ${orders} on ${orders.id} = ${refunds.orderId}
          where ${ownedBy(tenantId)} and ${refunds.status} = 'succeeded'
            and ${refunds.completionTime} >= ${start} and ${refunds.completionTime} < ${end}
          group by ${refunds.currency} order by ${refunds.currency}`),
      );
    },

    /** Seats (counted per flight) of the orders whose payment was approved in [start, end). */
    async seatsSold(tenantId: number | null, start: Date, end: Date): Promise<number> {
      const [row] = rowsOf<{ seats: number }>(
        await db.execute(sql`
          select coalesce(sum(${orderSegments.seats}), 0)::int as seats
          from ${orderSegments} join ${orders} on ${orders.id} = ${orderSegments.orderId}
          where ${ownedBy(tenantId)} and exists (
            select 1 from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'approved'
              and ${payments.completionTime} >= ${start} and ${payments.completionTime} < ${end})`),
      );
      return row?.seats ?? 0;
    },

    /** Unpaid orders still holding seats at `now`, and how many of them lapse before `soon`. */
    async holds(tenantId: number | null, now: Date, soon: Date) {
      const states = sql.join(
        HOLDING_STATES.map((s) => sql`${s}`),
        sql`, `,
      );
      const [row] = rowsOf<{ orders: number; seats: number; expiring: number; next: Date | string | null }>(
        await db.execute(sql`
          select count(*)::int as orders,
            coalesce(sum((select sum(${orderSegments.seats}) from ${orderSegments}
              where ${orderSegments.orderId} = ${orders.id})), 0)::int as seats,
            count(*) filter (where ${orders.holdExpiresAt} <= ${soon})::int as expiring,
            min(${orders.holdExpiresAt}) as next
          from ${orders}
          where ${ownedBy(tenantId)} and ${orders.state} in (${states}) and ${orders.holdExpiresAt} > ${now}`),
      );
      return {
        orders: row?.orders ?? 0,
        seats: row?.seats ?? 0,
        expiring: row?.expiring ?? 0,
        next: row?.next ? new Date(row.next) : null,
      };
    },

    /** Declined or failed card payments completed in [start, end), per acquirer reason. */
    async failedPayments(tenantId: number | null, start: Date, end: Date) {
      return rowsOf<{ reason: string; count: number }>(
        await db.execute(sql`
          select coalesce(${payments.reason}, ${payments.status}) as reason, count(*)::int as count
          from ${payments} join ${orders} on ${orders.id} = ${payments.orderId}
          where ${ownedBy(tenantId)} and ${payments.status} in ('declined', 'failed')
            and ${payments.completionTime} >= ${start} and ${payments.completionTime} < ${end}
          group by 1 order by 2 desc, 1`),
      );
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
