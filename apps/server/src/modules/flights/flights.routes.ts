import {
  auxiliarySearchResultSchema,
  flightSearchIdInputSchema,
  flightSearchResultSchema,
  saveFlightSearchResultSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { RateLimit } from '../../kernel/rate-limits.js';
import { requestedCurrency } from '../currency/currency.http.js';
import type { FlightsService } from './flights.service.js';

/** Flight search under the spec's names: SaveFlightSearch → GetFlightSearchResults / AuxiliaryServiceSearch. */
export function registerFlightRoutes(
  app: FastifyInstance,
  service: FlightsService,
  limits: { searches?: RateLimit } = {},
) {
  registerAppService(app, 'Flight', {
    SaveFlightSearch: method({
      summary:
        'Validates and stores search criteria (city or airport codes); answers the search id, valid 30 min',
      input: service.criteriaSchema,
      output: saveFlightSearchResultSchema,
      // every call writes a row: one client must not fill the table
      ...(limits.searches ? { rateLimit: limits.searches } : {}),
      handler: (input, ctx) => service.saveSearch(input, ctx.session.tenantId),
    }),
    GetFlightSearchResults: method({
      summary:
        'Outbound (and inbound) options of a saved search, priced per passenger type in ?currency= ' +
        '(or the Abp.Currency / X-Currency header, else EUR); cheapest first',
      input: flightSearchIdInputSchema,
      output: flightSearchResultSchema,
      handler: (input, ctx) =>
        service.getResults({
          id: input.id,
          tenantId: ctx.session.tenantId,
          culture: ctx.culture,
          currency: requestedCurrency(ctx.request, input.currency),
        }),
    }),
    AuxiliaryServiceSearch: method({
      summary: 'Cheapest total per day, ±3 days around the departure and return dates of a saved search',
      input: flightSearchIdInputSchema,
      output: auxiliarySearchResultSchema,
      // the spec calls it with GET ?Id=; ABP's name rule would make it POST, so both are served
      verbs: ['GET', 'POST'],
      handler: (input, ctx) =>
        service.getDayPrices({
          id: input.id,
          tenantId: ctx.session.tenantId,
          culture: ctx.culture,
          currency: requestedCurrency(ctx.request, input.currency),
        }),
    }),
  });
}
