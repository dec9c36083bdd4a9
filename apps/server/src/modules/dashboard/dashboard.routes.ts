import { todayFiguresInputSchema, todayFiguresSchema } from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { DashboardService } from './dashboard.service.js';

/** Dashboard/GetTodayFigures: today's orders, revenue, seats, holds and failed payments (Pages.Orders). */
export function registerDashboardRoutes(app: FastifyInstance, service: DashboardService) {
  registerAppService(app, 'Dashboard', {
    GetTodayFigures: method({
      summary: 'Admin home: today’s figures of the caller’s site variant, “today” in the given TimeZone',
      input: todayFiguresInputSchema,
      output: todayFiguresSchema,
      access: { permissions: ['Pages.Orders'] },
      handler: (input, { session }) => service.todayFigures(session.tenantId, input.timeZone),
    }),
  });
}
