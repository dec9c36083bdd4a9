import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings as settingsTable } from '../../db/schema.js';
import { createTestApp, signIn, TEST_ADMIN_PASSWORD, type TestApp } from '../../testing/test-app.js';
import { createGatewayProvider, defaultSandboxMerchant } from '../payments/payments.provider.js';
import { verify } from '../sandbox-bank/signing.js';
import { createSettingsRepository } from './settings.repository.js';
import { createSettingsService } from './settings.service.js';

describe('Setting and agency info services', () => {
  let t: TestApp;
  let tenantToken: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = tenantToken) =>
    t.app.inject({
      method,
      url: `/api/services/app/${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
    tenantToken = await signIn(t.app, 'admin', TEST_ADMIN_PASSWORD, 1);
  });
  afterAll(() => t.close());

  it('stores e-mail settings with a write-only, encrypted password', async () => {
    const saved = await call('POST', 'Setting/SaveEmailSettings', {
      senderAddress: 'noreply@charterdesk.example',
      senderName: 'CharterDesk',
      smtpHost: 'smtp.example.com',
      smtpPort: 465,
      smtpUser: 'mailer',
      smtpPassword: 'Sup3r-Secret-Smtp',
      agencyInbox: 'ops@charterdesk.example',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().result).toMatchObject({ smtpHost: 'smtp.example.com', hasSmtpPassword: true });
    expect(saved.body).not.toContain('Sup3r-Secret-Smtp');
    expect(saved.json().result).not.toHaveProperty('smtpPassword');

    const rows = await t.database.db.select().from(settingsTable);
    expect(JSON.stringify(rows)).not.toContain('Sup3r-Secret-Smtp');

    // an update without the secret keeps it
    const updated = await call('PUT', 'Setting/UpdateEmailSettings', { smtpHost: 'smtp2.example.com' });
    expect(updated.json().result).toMatchObject({ smtpHost: 'smtp2.example.com', hasSmtpPassword: true });
    const read = await call('GET', 'Setting/GetEmailSettings');
    expect(read.body).not.toContain('Sup3r');
  });

  it('answers defaults for kinds never saved and validates input', async () => {
    const map = (await call('GET', 'Setting/GetMapSettings')).json().result;
    expect(map).toMatchObject({ provider: 'openstreetmap', hasApiKey: false });
    const bad = await call('POST', 'Setting/SavePaymentSettings', { holdMinutes: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['holdMinutes']);
  });

  it('reads a kind once for its values and its decrypted secrets: the gateway of every order pays with the tenant’s merchant', async () => {
    const saved = await call('POST', 'Setting/SavePaymentSettings', {
      merchantId: 'tenant-merchant',
      secretKey: 'Merchant-Secret-42',
      holdMinutes: 25,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('Merchant-Secret-42');

    // every read of the settings table counted
    const repository = createSettingsRepository(t.database.db);
    let reads = 0;
    const counted = {
      ...repository,
      get: (tenantId: number | null, name: string) => {
        reads += 1;
        return repository.get(tenantId, name);
      },
    };
    const service = createSettingsService({
      settings: counted,
      serverSecret: 'test-secret-test-secret-test-secret-0123456789',
    });
    const { values, secrets } = await service.withSecrets(1, 'Payment');
    expect(values).toMatchObject({ merchantId: 'tenant-merchant', holdMinutes: 25, hasSecretKey: true });
    expect(values).not.toHaveProperty('secretKey');
    expect(secrets).toEqual({ secretKey: 'Merchant-Secret-42' });
    expect(reads).toBe(1);
    reads = 0;
    expect(await service.get(1, 'Payment')).toEqual(values);
    expect(reads).toBe(1);

    // the bank is asked with the tenant's merchant, not the site's default one
    let asked: { url: string; body: string } | undefined;
    const gateway = await createGatewayProvider({
      settings: service,
      publicUrl: 'http://shop.example',
      serverBaseUrl: '/sandbox-bank',
      defaultMerchant: defaultSandboxMerchant('another-secret-another-secret-another-secret'),
      fetch: async (url, init) => {
        asked = { url, body: String(init?.body ?? '') };
        return { status: 503, json: async () => ({}) };
      },
    })(1);
    await expect(
      gateway.start({
        paymentRef: 'p-1',
        amount: 1000,
        currency: 'EUR',
        description: 'CharterDesk TEST01',
        returnUrl: 'http://shop.example/payments/sandbox/return',
        language: 'en',
      }),
    ).rejects.toThrow();
    // signed with the tenant's own secret
    const { signature, ...fields } = JSON.parse(asked?.body ?? '{}') as Record<string, string | number>;
    expect(fields).toMatchObject({ merchantId: 'tenant-merchant', orderRef: 'p-1' });
    expect(verify(fields, String(signature), 'Merchant-Secret-42')).toBe(true);
  });

  it('requires Pages.Settings', async () => {
    const anon = await t.app.inject({ url: '/api/services/app/Setting/GetSmsSettings' });
    expect(anon.statusCode).toBe(401);
  });

  it('updates the tenant’s agency info without touching the host’s', async () => {
    const current = (await call('GET', 'agency/GetAgencyInfo')).json().result;
    const res = await call('PUT', 'agency/UpdateAgencyInfo', {
      ...current,
      brandName: 'CharterDesk Default',
    });
    expect(res.statusCode).toBe(200);
    const tenantView = await t.app.inject({
      url: '/api/services/app/agency/GetAgencyInfo',
      headers: { 'Abp.TenantId': '1' },
    });
    expect(tenantView.json().result.brandName).toBe('CharterDesk Default');
    const hostView = await t.app.inject({ url: '/api/services/app/agency/GetAgencyInfo' });
    expect(hostView.json().result.brandName).toBe('CharterDesk');
    const bad = await call('PUT', 'agency/UpdateAgencyInfo', {
      ...current,
      messagingLink: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
  });
});
