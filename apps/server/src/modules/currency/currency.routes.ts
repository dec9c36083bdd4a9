import {
  adminExchangeRateListSchema,
  exchangeRateHistoryItemSchema,
  exchangeRateListSchema,
  getRateHistoryInputSchema,
  pagedResultSchema,
  setExchangeRateInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { CurrencyAdminService } from './currency.admin.js';
import type { CurrencyService } from './currency.service.js';

const settings = { permissions: ['Pages.Settings'] } as const;

/** Currency app service: the public rates, and for admins (Pages.Settings) their scope's rates and history. */
export function registerCurrencyRoutes(
  app: FastifyInstance,
  service: CurrencyService,
  admin: CurrencyAdminService,
) {
  registerAppService(app, 'Currency', {
    GetExchangeRates: method({
      summary: 'Exchange rates in force for this site variant: units of each currency per 1 EUR',
      output: exchangeRateListSchema,
      handler: (_input, ctx) => service.listRates(ctx.session.tenantId),
    }),
    GetRates: method({
      summary: 'Admin: rates in force for the caller’s scope, each marked own or inherited from the host',
      output: adminExchangeRateListSchema,
      access: settings,
      handler: (_input, ctx) => admin.getRates(ctx.session),
    }),
    SetRate: method({
      summary: 'Admin: sets the caller’s own rate of a currency (units per 1 EUR; EUR is fixed at 1)',
      input: setExchangeRateInputSchema,
      output: z.null(),
      access: settings,
      handler: (input, ctx) => admin.setRate(ctx.session, input),
    }),
    GetRateHistory: method({
      summary: 'Admin: every rate set for one currency, newest first, paged',
      input: getRateHistoryInputSchema,
      output: pagedResultSchema(exchangeRateHistoryItemSchema),
      access: settings,
      handler: (input, ctx) => admin.getRateHistory(ctx.session, input),
    }),
  });
}
