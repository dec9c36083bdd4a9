import { z } from 'zod';

/** POST /api/TokenAuth/Authenticate input; `rememberMe` is accepted from older clients and ignored. */
export const authenticateInputSchema = z.object({
  userNameOrEmailAddress: z.string().trim().min(1).max(256),
  password: z.string().min(1).max(128),
  rememberClient: z.boolean().optional().default(false),
  rememberMe: z.boolean().optional(),
});
export type AuthenticateInput = z.infer<typeof authenticateInputSchema>;

export const authenticateResultSchema = z.object({
  accessToken: z.string(),
  encryptedAccessToken: z.string(),
  expireInSeconds: z.number().int(),
  userId: z.number().int(),
});
export type AuthenticateResult = z.infer<typeof authenticateResultSchema>;

export const TENANT_AVAILABILITY = { Available: 1, InActive: 2, NotFound: 3 } as const;

export const isTenantAvailableInputSchema = z.object({ tenancyName: z.string().trim().min(1).max(64) });
export const isTenantAvailableResultSchema = z.object({
  state: z.number().int(),
  tenantId: z.number().int().nullable(),
});

export const currentLoginInformationsSchema = z.object({
  application: z.object({
    version: z.string(),
    releaseDate: z.string(),
    features: z.record(z.string(), z.boolean()),
  }),
  user: z
    .object({
      id: z.number().int(),
      name: z.string(),
      surname: z.string(),
      userName: z.string(),
      emailAddress: z.string(),
    })
    .nullable(),
  tenant: z.object({ id: z.number().int(), tenancyName: z.string(), name: z.string() }).nullable(),
});
export type CurrentLoginInformations = z.infer<typeof currentLoginInformationsSchema>;
