import { agencyInfoSchema } from '@charterdesk/domain';
import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * The shared AgencyInfo shape with the limits agency/UpdateAgencyInfo applies. The server keeps those
 * limits in its own route file (not in packages/domain yet), so they are repeated here; a change there
 * shows up as a server validation error next to the field anyway.
 */
export const agencyInfoFormSchema = agencyInfoSchema.extend({
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
