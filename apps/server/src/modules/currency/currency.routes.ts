import { exchangeRateListSchema } from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { CurrencyService } from './currency.service.js';

/** Read-only rates for clients (editing comes with the admin screens). */
export function registerCurrencyRoutes(app: FastifyInstance, service: CurrencyService) {
  registerAppService(app, 'Currency', {
    GetExchangeRates: method({
      summary: 'Exchange rates in force for this site variant: units of each currency per 1 EUR',
      output: exchangeRateListSchema,
      handler: (_input, ctx) => service.listRates(ctx.session.tenantId),
    }),
  });
}
