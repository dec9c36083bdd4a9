import {
  definitionCityDtoSchema,
  districtDtoSchema,
  entityIdInputSchema,
  getCitiesInputSchema,
  getDistrictsInputSchema,
  getPackageTypesInputSchema,
  packageTypeDtoSchema,
  pagedResultSchema,
  saveDistrictInputSchema,
  savePackageTypeInputSchema,
  updateDistrictInputSchema,
  updatePackageTypeInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { DefinitionsService } from './definitions.service.js';

const definitions = { permissions: ['Pages.Definitions'] } as const;

/** ABP Definition service: cities, transfer zones (districts) and vehicle types (package types). */
export function registerDefinitionRoutes(app: FastifyInstance, service: DefinitionsService) {
  registerAppService(app, 'Definition', {
    GetCities: method({
      summary: 'Cities of our network with their airports and active transfer zone count, paged',
      input: getCitiesInputSchema,
      output: pagedResultSchema(definitionCityDtoSchema),
      access: definitions,
      handler: (input, ctx) => service.getCities(ctx, input),
    }),
    GetDistricts: method({
      summary:
        'Transfer zones of the city `Input` (shared and own), paged; filters Keyword, IsActive, Sorting',
      input: getDistrictsInputSchema,
      output: pagedResultSchema(districtDtoSchema),
      access: definitions,
      handler: (input, ctx) => service.getDistricts(ctx, input),
    }),
    GetDistrict: method({
      summary: 'One transfer zone by id',
      input: entityIdInputSchema,
      output: districtDtoSchema,
      access: definitions,
      handler: (input, ctx) => service.getDistrict(ctx, input.id),
    }),
    SaveDistrict: method({
      summary: 'Creates a transfer zone of a city, starting from one of its airports',
      input: saveDistrictInputSchema,
      output: districtDtoSchema,
      access: definitions,
      handler: (input, ctx) => service.saveDistrict(ctx, input),
    }),
    UpdateDistrict: method({
      summary: 'Updates an own transfer zone (PUT, body with id)',
      input: updateDistrictInputSchema,
      output: districtDtoSchema,
      access: definitions,
      handler: (input, ctx) => service.updateDistrict(ctx, input),
    }),
    DeleteDistrict: method({
      summary: 'Soft-deletes an own transfer zone',
      input: entityIdInputSchema,
      output: z.null(),
      access: definitions,
      handler: (input, ctx) => service.deleteDistrict(ctx, input.id),
    }),
    GetPackageTypes: method({
      summary: 'Vehicle types (shared and own), paged; filters Keyword, IsActive, Sorting',
      input: getPackageTypesInputSchema,
      output: pagedResultSchema(packageTypeDtoSchema),
      access: definitions,
      handler: (input, ctx) => service.getPackageTypes(ctx, input),
    }),
    GetPackageType: method({
      summary: 'One vehicle type by id',
      input: entityIdInputSchema,
      output: packageTypeDtoSchema,
      access: definitions,
      handler: (input, ctx) => service.getPackageType(ctx, input.id),
    }),
    SavePackageType: method({
      summary: 'Creates a vehicle type with its passenger and baggage capacity',
      input: savePackageTypeInputSchema,
      output: packageTypeDtoSchema,
      access: definitions,
      handler: (input, ctx) => service.savePackageType(ctx, input),
    }),
    UpdatePackageType: method({
      summary: 'Updates an own vehicle type (PUT, body with id)',
      input: updatePackageTypeInputSchema,
      output: packageTypeDtoSchema,
      access: definitions,
      handler: (input, ctx) => service.updatePackageType(ctx, input),
    }),
    DeletePackageType: method({
      summary: 'Soft-deletes an own vehicle type',
      input: entityIdInputSchema,
      output: z.null(),
      access: definitions,
      handler: (input, ctx) => service.deletePackageType(ctx, input.id),
    }),
  });
}
