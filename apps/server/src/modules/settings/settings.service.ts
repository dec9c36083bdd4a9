import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import {
  emailSettingsInputSchema,
  mapSettingsInputSchema,
  paymentSettingsInputSchema,
  type SettingKind,
  smsSettingsInputSchema,
} from '@charterdesk/domain';
import type { z } from 'zod';
import type { SettingsRepository } from './settings.repository.js';

/** Each kind's input schema and its write-only secret fields. */
export const SETTING_DEFINITIONS = {
  Sms: { schema: smsSettingsInputSchema, secrets: ['apiKey'] },
  Email: { schema: emailSettingsInputSchema, secrets: ['smtpPassword'] },
  Payment: { schema: paymentSettingsInputSchema, secrets: ['secretKey'] },
  Map: { schema: mapSettingsInputSchema, secrets: ['apiKey'] },
} as const satisfies Record<SettingKind, { schema: z.ZodObject; secrets: readonly string[] }>;

const flagName = (secret: string) => `has${secret[0]!.toUpperCase()}${secret.slice(1)}`;

/** AES-256-GCM for secret setting values at rest (key derived from the server secret). */
function createSecretBox(serverSecret: string) {
  const key = createHash('sha256').update(`settings:${serverSecret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return `v1:${Buffer.concat([iv, c.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed: string): string {
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
    },
  };
}

/**
 * SMS, e-mail, payment and map settings per tenant (falling back to the host's). Secrets are encrypted in
 * the database and never answered; server code reads them through `secretsOf`.
 */
export function createSettingsService(deps: { settings: SettingsRepository; serverSecret: string }) {
  const box = createSecretBox(deps.serverSecret);
  const nameOf = (kind: SettingKind) => `Settings.${kind}`;

  async function stored(tenantId: number | null, kind: SettingKind): Promise<Record<string, unknown>> {
    const raw =
      (tenantId !== null ? await deps.settings.get(tenantId, nameOf(kind)) : undefined) ??
      (await deps.settings.get(null, nameOf(kind)));
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  }

  /** The stored values checked against the kind's schema, each secret replaced by its has<Secret> flag. */
  function publicView(kind: SettingKind, data: Record<string, unknown>): Record<string, unknown> {
    const def = SETTING_DEFINITIONS[kind];
    const values = def.schema.parse(data) as Record<string, unknown>;
    for (const s of def.secrets) {
      delete values[s];
      values[flagName(s)] = typeof data[s] === 'string' && data[s] !== '';
    }
    return values;
  }

  function openSecrets(kind: SettingKind, data: Record<string, unknown>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const s of SETTING_DEFINITIONS[kind].secrets) {
      const v = data[s];
      if (typeof v === 'string' && v.startsWith('v1:')) out[s] = box.open(v);
    }
    return out;
  }

  return {
    /** The public view: values plus has<Secret> flags. */
    async get(tenantId: number | null, kind: SettingKind): Promise<Record<string, unknown>> {
      return publicView(kind, await stored(tenantId, kind));
    },

    /**
     * The public view and the decrypted secrets from one read (a payment's gateway needs both, for every order);
     * the secrets never go into an HTTP answer.
     */
    async withSecrets(
      tenantId: number | null,
      kind: SettingKind,
    ): Promise<{ values: Record<string, unknown>; secrets: Record<string, string> }> {
      const data = await stored(tenantId, kind);
      return { values: publicView(kind, data), secrets: openSecrets(kind, data) };
    },

    /** Saves a kind for the tenant; an empty or missing secret keeps the stored one. */
    async save(
      tenantId: number | null,
      kind: SettingKind,
      input: Record<string, unknown>,
      actorId: number | null,
    ) {
      const def = SETTING_DEFINITIONS[kind];
      const previous = await stored(tenantId, kind);
      const next: Record<string, unknown> = { ...input };
      for (const s of def.secrets) {
        const value = input[s];
        next[s] = typeof value === 'string' && value !== '' ? box.seal(value) : (previous[s] ?? '');
      }
      await deps.settings.set(tenantId, nameOf(kind), JSON.stringify(next), actorId);
      return this.get(tenantId, kind);
    },

    /** Decrypted secrets for server-side use (gateways, SMTP); never for an HTTP answer. */
    async secretsOf(tenantId: number | null, kind: SettingKind): Promise<Record<string, string>> {
      return openSecrets(kind, await stored(tenantId, kind));
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;

/**
 * The named settings other modules read and write (agency info, a site variant's currencies): a value per
 * site variant, the host's (null) as the default.
 */
export type SettingStore = Pick<SettingsRepository, 'get' | 'set'>;
