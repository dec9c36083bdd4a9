import {
  emailSettingsInputSchema,
  emailSettingsSchema,
  mapSettingsInputSchema,
  mapSettingsSchema,
  paymentSettingsInputSchema,
  paymentSettingsSchema,
  type SettingKind,
  smsSettingsInputSchema,
  smsSettingsSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type AppServiceMethod, method, registerAppService } from '../../kernel/app-service.js';
import type { SettingsService } from './settings.service.js';

const access = { permissions: ['Pages.Settings'] } as const;

function methodsFor(
  kind: SettingKind,
  input: z.ZodObject,
  output: z.ZodObject,
  service: SettingsService,
): Record<string, AppServiceMethod<z.ZodType, z.ZodType>> {
  const save = method({
    summary: `Saves the ${kind} settings of the caller’s tenant (empty secrets keep the stored ones)`,
    input,
    output,
    access,
    handler: (values, ctx) =>
      service.save(ctx.session.tenantId, kind, values as Record<string, unknown>, ctx.session.userId),
  });
  return {
    [`Get${kind}Settings`]: method({
      summary: `The ${kind} settings of the caller’s tenant; secrets only as has* flags`,
      output,
      access,
      handler: (_i, ctx) => service.get(ctx.session.tenantId, kind),
    }),
    [`Save${kind}Settings`]: save,
    [`Update${kind}Settings`]: save,
  };
}

/** Setting app service: Get/Save/Update for Sms, Email, Payment and Map settings. */
export function registerSettingsRoutes(app: FastifyInstance, service: SettingsService) {
  registerAppService(app, 'Setting', {
    ...methodsFor('Sms', smsSettingsInputSchema, smsSettingsSchema, service),
    ...methodsFor('Email', emailSettingsInputSchema, emailSettingsSchema, service),
    ...methodsFor('Payment', paymentSettingsInputSchema, paymentSettingsSchema, service),
    ...methodsFor('Map', mapSettingsInputSchema, mapSettingsSchema, service),
  });
}
