import { addDays, localToUtc, type TodayFigures, utcToLocal } from '@charterdesk/domain';
import type { Db } from '../../db/client.js';
import { dayOrderFigures } from '../bookings/order-figures.js';
import { dayMoney } from '../payments/payment-ledger.js';

/** The agency sells from Turkey and Russia; Istanbul's zone when the browser sends none. */
const DEFAULT_TIME_ZONE = 'Europe/Istanbul';
const HOUR_MS = 60 * 60 * 1000;

/**
 * The admin home's figures of a site variant: the orders' from the bookings module, the money's from the
 * payments module (each reads only its own tables).
 */
export function createDashboardService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  return {
    /** Today's orders, revenue, refunds, seats, holds and failed payments, "today" in the given zone. */
    async todayFigures(tenantId: number | null, zone: string | null | undefined): Promise<TodayFigures> {
      const timeZone = zone ?? DEFAULT_TIME_ZONE;
      const now = clock();
      const today = utcToLocal(now.getTime(), timeZone).date;
      const start = new Date(localToUtc(today, '00:00', timeZone));
      const end = new Date(localToUtc(addDays(today, 1), '00:00', timeZone));
      const [{ orders, seatsSold, holds }, { revenue, refunds, failed }] = await Promise.all([
        dayOrderFigures(db, tenantId, start, end, now, new Date(now.getTime() + HOUR_MS)),
        dayMoney(db, tenantId, start, end),
      ]);
      return {
        date: today,
        timeZone,
        orders,
        revenue,
        refunds,
        seatsSold,
        holds: {
          orders: holds.orders,
          seats: holds.seats,
          expiringWithinHour: holds.expiring,
          nextExpiry: holds.next?.toISOString() ?? null,
        },
        failedPayments: { count: failed.reduce((sum, r) => sum + r.count, 0), reasons: failed },
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
