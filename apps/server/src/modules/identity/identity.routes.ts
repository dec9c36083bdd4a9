import {
  authenticateInputSchema,
  authenticateResultSchema,
  currentLoginInformationsSchema,
  isTenantAvailableInputSchema,
  isTenantAvailableResultSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { IdentityService } from './identity.service.js';

const languageSchema = z.object({
  name: z.string(),
  displayName: z.string(),
  icon: z.string(),
  isDefault: z.boolean(),
  isDisabled: z.boolean(),
  isRightToLeft: z.boolean(),
});

const userConfigurationSchema = z.object({
  multiTenancy: z.object({
    isEnabled: z.boolean(),
    sides: z.object({ host: z.number(), tenant: z.number() }),
  }),
  session: z.object({
    userId: z.number().nullable(),
    tenantId: z.number().nullable(),
    multiTenancySide: z.number(),
  }),
  localization: z.object({
    currentCulture: z.object({ name: z.string(), displayName: z.string() }),
    languages: z.array(languageSchema),
    currentLanguage: languageSchema,
  }),
  auth: z.object({
    allPermissions: z.record(z.string(), z.string()),
    grantedPermissions: z.record(z.string(), z.string()),
  }),
  setting: z.object({ values: z.record(z.string(), z.string()) }),
});

/** TokenAuth, Session, Account and AbpUserConfiguration endpoints. */
export function registerIdentityRoutes(app: FastifyInstance, service: IdentityService) {
  registerAppService(
    app,
    'TokenAuth',
    {
      Authenticate: method({
        summary: 'Signs in with user name or e-mail and password; answers a bearer token',
        input: authenticateInputSchema,
        output: authenticateResultSchema,
        verbs: ['POST'],
        handler: (input, ctx) =>
          service.authenticate(input, { tenantId: ctx.session.tenantId, clientAddress: ctx.request.ip }),
      }),
      LogOut: method({
        summary: 'Signs the bearer token of this request out; the server refuses it afterwards',
        verbs: ['POST', 'GET'],
        output: z.null(),
        handler: async (_input, ctx) => {
          await service.logOut(ctx.request.accessToken);
          return null;
        },
      }),
      LogOutEverywhere: method({
        summary: "Ends every session of the signed-in user (all of the user's tokens, this one included)",
        access: 'authenticated',
        output: z.null(),
        handler: async (_input, ctx) => {
          await service.logOutEverywhere(ctx.session);
          return null;
        },
      }),
    },
    { basePath: '/api' },
  );

  registerAppService(app, 'Session', {
    GetCurrentLoginInformations: method({
      summary: 'The signed-in user and tenant of this request (nulls when anonymous / host)',
      output: currentLoginInformationsSchema,
      handler: (_input, ctx) => service.currentLoginInformations(ctx.session),
    }),
  });

  registerAppService(app, 'Account', {
    IsTenantAvailable: method({
      summary: 'Whether a tenancy name exists and is active (state 1 available, 2 inactive, 3 not found)',
      input: isTenantAvailableInputSchema,
      output: isTenantAvailableResultSchema,
      handler: (input) => service.isTenantAvailable(input.tenancyName),
    }),
  });

  registerAppService(
    app,
    'AbpUserConfiguration',
    {
      GetAll: method({
        summary: 'Boot configuration of the client: multi-tenancy, session, languages, permissions',
        output: userConfigurationSchema,
        handler: (_input, ctx) => service.userConfiguration(ctx.session, ctx.culture),
      }),
    },
    { basePath: '' },
  );
}
