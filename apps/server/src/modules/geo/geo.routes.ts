import { airportListSchema, searchAirportInputSchema } from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { GeoService } from './geo.service.js';

/** Airport autocomplete under the spec's Flight service names. */
export function registerGeoRoutes(app: FastifyInstance, service: GeoService) {
  registerAppService(app, 'Flight', {
    SearchAirport: method({
      summary: 'Airports and cities matching a query in ru/en/tr, codes, transliteration; cities first',
      input: searchAirportInputSchema,
      output: airportListSchema,
      handler: (input, ctx) => service.searchAirport(input.query, ctx.culture, input.maxResultCount),
    }),
    GetAirportsForAutoComplete: method({
      summary: 'The same search by query string; an empty query answers popular destinations',
      input: searchAirportInputSchema,
      output: airportListSchema,
      handler: (input, ctx) => service.searchAirport(input.query, ctx.culture, input.maxResultCount),
    }),
  });
}
