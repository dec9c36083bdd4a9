import {
  createTenantInputSchema,
  entityIdInputSchema,
  getAllTenantsInputSchema,
  pagedResultSchema,
  tenantDtoSchema,
  updateTenantInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { TenantManagementService } from './tenant-management.service.js';

const tenants = { permissions: ['Pages.Tenants'] } as const;

/** ABP Tenant app service: host only. */
export function registerTenantManagementRoutes(app: FastifyInstance, service: TenantManagementService) {
  registerAppService(app, 'Tenant', {
    GetAll: method({
      summary: 'Site variants, paged; filters Keyword, IsActive',
      input: getAllTenantsInputSchema,
      output: pagedResultSchema(tenantDtoSchema),
      access: tenants,
      handler: (input, ctx) => service.getAll(ctx.session, input),
    }),
    Get: method({
      summary: 'One site variant',
      input: entityIdInputSchema,
      output: tenantDtoSchema,
      access: tenants,
      handler: (input, ctx) => service.get(ctx.session, input.id),
    }),
    Create: method({
      summary:
        'Creates a site variant with its admin user, who gets a set-password link at the admin address',
      input: createTenantInputSchema,
      output: tenantDtoSchema,
      access: tenants,
      handler: (input, ctx) => service.create(ctx.session, input, ctx.culture),
    }),
    Update: method({
      summary: 'Updates name, host names, activity and allowed currencies',
      input: updateTenantInputSchema,
      output: tenantDtoSchema,
      access: tenants,
      handler: (input, ctx) => service.update(ctx.session, input),
    }),
    Delete: method({
      summary: 'Soft-deletes a site variant',
      input: entityIdInputSchema,
      output: z.null(),
      access: tenants,
      handler: (input, ctx) => service.delete(ctx.session, input.id),
    }),
  });
}
