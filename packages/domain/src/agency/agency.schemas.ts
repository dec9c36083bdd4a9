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
