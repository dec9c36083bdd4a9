import { cityPageSchema, countryPageSchema, destinationCodeInputSchema } from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService } from '../../kernel/app-service.js';
import { errors } from '../../kernel/errors.js';
import type { DestinationsService } from './destinations.service.js';

/** Geo/GetCountry and Geo/GetCity for the popular country and city pages. */
export function registerDestinationRoutes(app: FastifyInstance, service: DestinationsService) {
  registerAppService(app, 'Geo', {
    GetCountry: method({
      summary: 'A country of our network: cities, airports and travel notices, in the request language',
      input: destinationCodeInputSchema,
      output: countryPageSchema,
      handler: async (input, ctx) => {
        const page = await service.country(input.code, ctx.culture);
        if (!page) throw errors.entityNotFound('Country', input.code);
        return page;
      },
    }),
    GetCity: method({
      summary: 'A city (by city or airport code): airports, transfer zones, country and travel notices',
      input: destinationCodeInputSchema,
      output: cityPageSchema,
      handler: async (input, ctx) => {
        const page = await service.city(input.code, ctx.culture, ctx.session.tenantId);
        if (!page) throw errors.entityNotFound('City', input.code);
        return page;
      },
    }),
  });
}
