import {
  addDays,
  localToUtc,
  todayFiguresInputSchema,
  todayFiguresSchema,
  utcToLocal,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService } from '../../kernel/app-service.js';
// biome-ignore lint/style/noRestrictedImports: known boundary debt (#16 item 5), to go through that module's service
import type { DashboardRepository } from './dashboard.repository.js';

/** The agency sells from Turkey and Russia; Istanbul's zone when the browser sends none. */
const DEFAULT_TIME_ZONE = 'Europe/Istanbul';
const HOUR_MS = 60 * 60 * 1000;

/** Dashboard/GetTodayFigures: today's orders, revenue, seats, holds and failed payments (Pages.Orders). */
export function registerDashboardRoutes(app: FastifyInstance, repo: DashboardRepository, clock: () => Date) {
  registerAppService(app, 'Dashboard', {
    GetTodayFigures: method({
      summary: 'Admin home: today’s figures of the caller’s site variant, “today” in the given TimeZone',
      input: todayFiguresInputSchema,
      output: todayFiguresSchema,
      access: { permissions: ['Pages.Orders'] },
      handler: async (input, { session }) => {
        const timeZone = input.timeZone ?? DEFAULT_TIME_ZONE;
        const now = clock();
        const today = utcToLocal(now.getTime(), timeZone).date;
        const start = new Date(localToUtc(today, '00:00', timeZone));
        const end = new Date(localToUtc(addDays(today, 1), '00:00', timeZone));
        const tenantId = session.tenantId;
        const figures = await repo.dayFigures(tenantId, start, end, now, new Date(now.getTime() + HOUR_MS));
        const { orders, revenue, refunds, seatsSold, holds } = figures;
        const failed = figures.failedPayments;
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
    }),
  });
}
