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

/** ABP's AbpUserConfigurationDto: every section a stock client (module-zero-core-template) reads at boot. */
const userConfigurationSchema = z.object({
  multiTenancy: z.object({
    isEnabled: z.boolean(),
    ignoreFeatureCheckForHostUsers: z.boolean(),
    sides: z.object({ host: z.number(), tenant: z.number() }),
  }),
  session: z.object({
    userId: z.number().nullable(),
    tenantId: z.number().nullable(),
    impersonatorUserId: z.number().nullable(),
    impersonatorTenantId: z.number().nullable(),
    multiTenancySide: z.number(),
  }),
  localization: z.object({
    currentCulture: z.object({ name: z.string(), displayName: z.string() }),
    languages: z.array(languageSchema),
    currentLanguage: languageSchema,
    sources: z.array(z.object({ name: z.string(), type: z.string() })),
    values: z.record(z.string(), z.record(z.string(), z.string())),
  }),
  features: z.object({ allFeatures: z.record(z.string(), z.object({ value: z.string() })) }),
  auth: z.object({
    allPermissions: z.record(z.string(), z.string()),
    grantedPermissions: z.record(z.string(), z.string()),
  }),
  nav: z.object({
    menus: z.record(
      z.string(),
      z.object({
        name: z.string(),
        displayName: z.string(),
        customData: z.unknown().nullable(),
        items: z.array(z.unknown()),
      }),
    ),
  }),
  setting: z.object({ values: z.record(z.string(), z.string()) }),
  clock: z.object({ provider: z.string() }),
  timing: z.object({
    timeZoneInfo: z.object({
      windows: z.object({
        timeZoneId: z.string(),
        baseUtcOffsetInMilliseconds: z.number(),
        currentUtcOffsetInMilliseconds: z.number(),
        isDaylightSavingTimeNow: z.boolean(),
      }),
      iana: z.object({ timeZoneId: z.string() }),
    }),
  }),
  security: z.object({ antiForgery: z.object({ tokenCookieName: z.string(), tokenHeaderName: z.string() }) }),
  custom: z.record(z.string(), z.unknown()),
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
