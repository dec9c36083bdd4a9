import { agencyInfoSchema } from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { AgencyService } from './agency.service.js';

const text = (max: number) => z.string().trim().min(1).max(max);
const agencyInfoInputSchema = z.object({
  brandName: text(64),
  legalEntity: text(256),
  address: text(512),
  tourismAssociationNumber: text(64),
  tradeRegisterNumber: text(64),
  taxNumber: text(64),
  chamberRegistrationNumber: text(64),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{6,24}$/, { error: 'Validation.InvalidValue' }),
  email: z.email({ error: 'Validation.Email' }),
  messagingLink: z.url({ protocol: /^https$/ }),
  foundedYear: z.number().int().min(1900).max(2100),
});

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
