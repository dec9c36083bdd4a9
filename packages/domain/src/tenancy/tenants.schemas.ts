import { z } from 'zod';
import { CURRENCIES } from '../common/currency.js';
import { pagedRequestSchema } from '../common/paging.js';

/** API-CONVENTIONS: tenancyName ^[a-zA-Z][a-zA-Z0-9_-]{1,}$ (≤ 64), name ≤ 128. */
export const tenancyNameSchema = z
  .string()
  .trim()
  .max(64)
  .regex(/^[a-zA-Z][a-zA-Z0-9_-]{1,}$/, { error: 'Validation.TenancyName' });

export const tenantDtoSchema = z.object({
  id: z.number().int(),
  tenancyName: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  domains: z.array(z.string()),
  allowedCurrencies: z.array(z.enum(CURRENCIES)),
});
export type TenantDto = z.infer<typeof tenantDtoSchema>;

const domains = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, { error: 'Validation.HostName' }),
  )
  .max(20)
  .default([]);

export const createTenantInputSchema = z.object({
  tenancyName: tenancyNameSchema,
  name: z.string().trim().min(1).max(128),
  adminEmailAddress: z.email({ error: 'Validation.Email' }).max(256),
  connectionString: z.string().max(1024).nullish(),
  isActive: z.boolean().default(true),
  domains,
  allowedCurrencies: z
    .array(z.enum(CURRENCIES))
    .min(1)
    .default([...CURRENCIES]),
});
export type CreateTenantInput = z.infer<typeof createTenantInputSchema>;

export const updateTenantInputSchema = z.object({
  id: z.number().int(),
  tenancyName: tenancyNameSchema,
  name: z.string().trim().min(1).max(128),
  isActive: z.boolean(),
  domains,
  allowedCurrencies: z
    .array(z.enum(CURRENCIES))
    .min(1)
    .default([...CURRENCIES]),
});

export const getAllTenantsInputSchema = pagedRequestSchema.extend({
  keyword: z.string().trim().max(64).optional(),
  isActive: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  sorting: z.string().trim().max(64).optional(),
});

/** Create answers the tenant plus the generated password of its admin, shown once. */
