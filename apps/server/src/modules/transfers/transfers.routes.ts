import {
  entityIdInputSchema,
  getTransferSearchResultsInputSchema,
  getTransferTariffsInputSchema,
  listResultSchema,
  saveTransferSearchResultSchema,
  saveTransferTariffInputSchema,
  transferPlacesSchema,
  transferSearchCriteriaSchema,
  transferSearchResultSchema,
  transferTariffDtoSchema,
  updateTransferTariffInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { RateLimit } from '../../kernel/rate-limits.js';
import { requestedCurrency } from '../currency/currency.http.js';
import type { TransferTariffsService } from './transfer-tariffs.service.js';
import type { TransfersService } from './transfers.service.js';

const definitions = { permissions: ['Pages.Definitions'] } as const;

/** The public `Transfer` service and the back office's tariff methods of the `Definition` service. */
export function registerTransferRoutes(
  app: FastifyInstance,
  service: TransfersService,
  tariffs: TransferTariffsService,
  limits: { searches?: RateLimit } = {},
) {
  registerAppService(app, 'Transfer', {
    GetTransferPlaces: method({
      summary: 'Airports with transfer zones on sale on this site, each with its zones (request language)',
      output: transferPlacesSchema,
      handler: (_input, ctx) => service.getPlaces(ctx.session.tenantId, ctx.culture),
    }),
    SaveTransferSearch: method({
      summary:
        'Validates and stores a transfer search (airport, zone, airport-local date and time, party); answers its id, valid 30 min',
      input: transferSearchCriteriaSchema,
      output: saveTransferSearchResultSchema,
      // every call writes a row: one client must not fill the table
      ...(limits.searches ? { rateLimit: limits.searches } : {}),
      handler: (input, ctx) => service.saveSearch(input, ctx.session.tenantId),
    }),
    GetTransferSearchResults: method({
      summary:
        'Vehicles that fit the party of a saved transfer search, priced per vehicle in ?currency= (or the Abp.Currency / X-Currency header, else EUR); cheapest first',
      input: getTransferSearchResultsInputSchema,
      output: transferSearchResultSchema,
      handler: (input, ctx) =>
        service.getResults({
          id: input.id,
          tenantId: ctx.session.tenantId,
          culture: ctx.culture,
          currency: requestedCurrency(ctx.request, input.currency),
        }),
    }),
  });

  registerAppService(app, 'Definition', {
    GetTransferTariffs: method({
      summary: 'Tariffs of the transfer zone `DistrictId` per vehicle type (shared and own)',
      input: getTransferTariffsInputSchema,
      output: listResultSchema(transferTariffDtoSchema),
      access: definitions,
      handler: (input, ctx) => tariffs.getAll(ctx, input.districtId),
    }),
    SaveTransferTariff: method({
      summary: 'Creates the price of a transfer to a zone in a vehicle type (per vehicle, one way)',
      input: saveTransferTariffInputSchema,
      output: transferTariffDtoSchema,
      access: definitions,
      handler: (input, ctx) => tariffs.save(ctx, input),
    }),
    UpdateTransferTariff: method({
      summary: 'Updates the price, currency or active flag of an own tariff (PUT, body with id)',
      input: updateTransferTariffInputSchema,
      output: transferTariffDtoSchema,
      access: definitions,
      handler: (input, ctx) => tariffs.update(ctx, input),
    }),
    DeleteTransferTariff: method({
      summary: 'Soft-deletes an own tariff',
      input: entityIdInputSchema,
      output: z.null(),
      access: definitions,
      handler: (input, ctx) => tariffs.delete(ctx, input.id),
    }),
  });
}
