import { z } from 'zod';

/** Public agency facts shown in the footer and on legal pages (never secrets). */
export const agencyInfoSchema = z.object({
  brandName: z.string(),
  legalEntity: z.string(),
  address: z.string(),
  tourismAssociationNumber: z.string(),
  tradeRegisterNumber: z.string(),
  taxNumber: z.string(),
  chamberRegistrationNumber: z.string(),
  phone: z.string(),
  email: z.string(),
  messagingLink: z.string(),
  foundedYear: z.number().int(),
});
export type AgencyInfo = z.infer<typeof agencyInfoSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);

/** agency/UpdateAgencyInfo input: the AgencyInfo fields with their limits (the admin form uses it too). */
export const agencyInfoInputSchema = agencyInfoSchema.extend({
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
