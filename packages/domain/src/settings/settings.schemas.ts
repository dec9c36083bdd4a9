import { z } from 'zod';

/**
 * Admin settings per kind. Secret fields are write-only: reads answer `has<Secret>` flags instead, and a
 * save that leaves a secret empty keeps the stored one.
 */
const secret = z.string().max(512).optional();

export const smsSettingsInputSchema = z.object({
  provider: z.enum(['none', 'smsc', 'twilio', 'netgsm']).default('none'),
  senderName: z.string().trim().max(11).default(''),
  apiLogin: z.string().trim().max(128).default(''),
  apiKey: secret,
});
export const smsSettingsSchema = smsSettingsInputSchema
  .omit({ apiKey: true })
  .extend({ hasApiKey: z.boolean() });

export const emailSettingsInputSchema = z.object({
  senderAddress: z.union([z.email({ error: 'Validation.Email' }), z.literal('')]).default(''),
  senderName: z.string().trim().max(128).default(''),
  smtpHost: z.string().trim().max(253).default(''),
  smtpPort: z.number().int().min(1).max(65535).default(587),
  smtpUser: z.string().trim().max(256).default(''),
  smtpPassword: secret,
  useTls: z.boolean().default(true),
  /** where contact-form messages and booking copies go */
  agencyInbox: z.union([z.email({ error: 'Validation.Email' }), z.literal('')]).default(''),
});
export const emailSettingsSchema = emailSettingsInputSchema
  .omit({ smtpPassword: true })
  .extend({ hasSmtpPassword: z.boolean() });

export const paymentSettingsInputSchema = z.object({
  gateway: z.enum(['sandbox']).default('sandbox'),
  merchantId: z.string().trim().max(128).default(''),
  terminalId: z.string().trim().max(128).default(''),
  secretKey: secret,
  /** a card of a Turkish bank (BIN list) must be charged in TRY */
  turkishCardsRequireTry: z.boolean().default(true),
  holdMinutes: z.number().int().min(5).max(120).default(20),
});
export const paymentSettingsSchema = paymentSettingsInputSchema
  .omit({ secretKey: true })
  .extend({ hasSecretKey: z.boolean() });

export const mapSettingsInputSchema = z.object({
  provider: z.enum(['openstreetmap', 'yandex', 'google']).default('openstreetmap'),
  apiKey: secret,
  defaultLatitude: z.number().min(-90).max(90).default(36.8969),
  defaultLongitude: z.number().min(-180).max(180).default(30.7133),
  defaultZoom: z.number().int().min(1).max(20).default(10),
});
export const mapSettingsSchema = mapSettingsInputSchema
  .omit({ apiKey: true })
  .extend({ hasApiKey: z.boolean() });

export const SETTING_KINDS = ['Sms', 'Email', 'Payment', 'Map'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];
