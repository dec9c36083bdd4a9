import { agencyInfoInputSchema, agencyInfoSchema } from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { AgencyService } from './agency.service.js';

/** agency/GetAgencyInfo: the spec calls it with POST; GET works too for caches and crawlers. */
export function registerAgencyRoutes(app: FastifyInstance, service: AgencyService) {
  registerAppService(app, 'agency', {
    GetAgencyInfo: method({
      summary: 'Public agency facts for the footer and legal pages (legal entity, address, licence numbers)',
      output: agencyInfoSchema,
      verbs: ['GET', 'POST'],
      handler: (_input, ctx) => service.getAgencyInfo(ctx.session.tenantId),
    }),
    UpdateAgencyInfo: method({
      summary: 'Updates the legal entity, address, licence numbers and contacts of the caller’s tenant',
      input: agencyInfoInputSchema,
      output: agencyInfoSchema,
      access: { permissions: ['Pages.AgencyInfo'] },
      handler: (input, ctx) => service.updateAgencyInfo(ctx.session.tenantId, input, ctx.session.userId),
    }),
  });
}
