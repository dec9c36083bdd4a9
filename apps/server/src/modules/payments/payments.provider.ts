import { createHash } from 'node:crypto';
import type { PaymentGateway } from './payment-gateway.js';
import { createSandboxGateway, type SandboxGatewayOptions } from './providers/sandbox-gateway.js';

export interface PaymentSettingsSource {
  /** the tenant's Payment settings and their decrypted secrets, read once */
  withSecrets(
    tenantId: number | null,
    kind: 'Payment',
  ): Promise<{ values: Record<string, unknown>; secrets: Record<string, string> }>;
}

/** The site's own merchant at the built-in sandbox bank, used while a tenant has configured none. */
export function defaultSandboxMerchant(serverSecret: string) {
  return {
    merchantId: 'charterdesk',
    secret: createHash('sha256').update(`sandbox-merchant:${serverSecret}`).digest('hex'),
  };
}

/** The gateway of a tenant from its Payment settings (merchant id and encrypted secret), else the default merchant. */
export function createGatewayProvider(deps: {
  settings: PaymentSettingsSource;
  publicUrl: string;
  fetch: SandboxGatewayOptions['fetch'];
  /** server-side base of the sandbox bank ("/sandbox-bank" through app.inject) */
  serverBaseUrl: string;
  defaultMerchant: { merchantId: string; secret: string };
}) {
  return async (tenantId: number | null): Promise<PaymentGateway> => {
    const { values, secrets } = await deps.settings.withSecrets(tenantId, 'Payment');
    const configured = typeof values.merchantId === 'string' && values.merchantId !== '' && secrets.secretKey;
    const merchant = configured
      ? { merchantId: values.merchantId as string, secret: secrets.secretKey! }
      : deps.defaultMerchant;
    return createSandboxGateway({
      publicBaseUrl: `${deps.publicUrl}/sandbox-bank`,
      serverBaseUrl: deps.serverBaseUrl,
      fetch: deps.fetch,
      ...merchant,
    });
  };
}
export type GatewayProvider = ReturnType<typeof createGatewayProvider>;
