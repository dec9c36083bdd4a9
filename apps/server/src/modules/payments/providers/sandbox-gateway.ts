import { sign, verify } from '../../sandbox-bank/signing.js';
import {
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentOutcome,
  type PaymentStart,
  type PaymentStartRequest,
  type RefundOutcome,
  type RefundRequest,
} from '../payment-gateway.js';

export interface SandboxGatewayOptions {
  /** the bank's base URL as the buyer's browser reaches it, e.g. https://shop.example/sandbox-bank */
  publicBaseUrl: string;
  merchantId: string;
  secret: string;
  /** server-to-server HTTP: `fetch` against the bank; tests pass one bound to app.inject */
  fetch: (
    url: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ) => Promise<{
    status: number;
    json(): Promise<unknown>;
  }>;
  /** server-side base URL of the bank when it differs from the public one */
  serverBaseUrl?: string;
}

/** Adapter for the sandbox bank, speaking to it only over HTTP with signed messages, like any acquirer. */
export function createSandboxGateway(options: SandboxGatewayOptions): PaymentGateway {
  const serverBase = (options.serverBaseUrl ?? options.publicBaseUrl).replace(/\/+$/, '');
  const publicBase = options.publicBaseUrl.replace(/\/+$/, '');

  /** Asks the bank for a session's outcome, server to server (signed both ways); null while it is not finished. */
  async function status(gatewaySessionId: string): Promise<PaymentOutcome | null> {
    const query = new URLSearchParams({
      merchantId: options.merchantId,
      signature: sign({ sessionId: gatewaySessionId, merchantId: options.merchantId }, options.secret),
    });
    let res: Awaited<ReturnType<SandboxGatewayOptions['fetch']>>;
    try {
      res = await options.fetch(
        `${serverBase}/api/sessions/${encodeURIComponent(gatewaySessionId)}?${query}`,
      );
    } catch (err) {
      throw new PaymentGatewayError(`bank unreachable: ${String(err)}`, 'unavailable');
    }
    if (res.status !== 200) throw new PaymentGatewayError(`bank answered ${res.status}`, 'unavailable');
    const confirmed = (await res.json()) as Record<string, string | number>;
    const { signature: bankSignature, ...bankFields } = confirmed;
    if (!verify(bankFields, String(bankSignature ?? ''), options.secret)) {
      throw new PaymentGatewayError('bad bank signature', 'forged');
    }
    const state = String(confirmed.status);
    if (state !== 'approved' && state !== 'declined' && state !== 'failed') return null;
    return {
      gatewaySessionId: String(confirmed.sessionId),
      paymentRef: String(confirmed.orderRef),
      status: state,
      reason: String(confirmed.reason ?? ''),
      amount: Number(confirmed.amount),
      currency: String(confirmed.currency),
      reference: String(confirmed.bankRef ?? ''),
    };
  }

  return {
    name: 'sandbox',

    async start(request: PaymentStartRequest): Promise<PaymentStart> {
      const fields = {
        merchantId: options.merchantId,
        orderRef: request.paymentRef,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
        language: request.language,
      };
      const res = await options.fetch(`${serverBase}/api/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...fields, signature: sign(fields, options.secret) }),
      });
      if (res.status !== 200) throw new PaymentGatewayError(`bank answered ${res.status}`, 'unavailable');
      const body = (await res.json()) as { sessionId: string; expiresAt: string };
      return {
        gatewaySessionId: body.sessionId,
        cardAction: `${publicBase}/sessions/${body.sessionId}/card`,
        expiresAt: body.expiresAt,
      };
    },

    async complete(params: Record<string, string>): Promise<PaymentOutcome> {
      const { signature = '', ...fields } = params;
      const signed = {
        sessionId: fields.sessionId ?? '',
        orderRef: fields.orderRef ?? '',
        status: fields.status ?? '',
        reason: fields.reason ?? '',
        amount: fields.amount ?? '',
        currency: fields.currency ?? '',
        bankRef: fields.bankRef ?? '',
      };
      if (!verify(signed, signature, options.secret))
        throw new PaymentGatewayError('bad signature', 'forged');
      // Confirm with the bank: the browser's copy alone is never enough to ship a ticket.
      const outcome = await status(signed.sessionId);
      if (!outcome) throw new PaymentGatewayError('payment not finished', 'rejected');
      return outcome;
    },

    status,

    async refund(request: RefundRequest): Promise<RefundOutcome> {
      const fields = {
        merchantId: options.merchantId,
        sessionId: request.gatewaySessionId,
        refundRef: request.refundRef,
        amount: request.amount,
        currency: request.currency,
      };
      let res: Awaited<ReturnType<SandboxGatewayOptions['fetch']>>;
      try {
        res = await options.fetch(`${serverBase}/api/refunds`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...fields, signature: sign(fields, options.secret) }),
        });
      } catch (err) {
        throw new PaymentGatewayError(`bank unreachable: ${String(err)}`, 'unavailable');
      }
      if (res.status !== 200) throw new PaymentGatewayError(`bank answered ${res.status}`, 'unavailable');
      const answer = (await res.json()) as Record<string, string | number>;
      const { signature: bankSignature, ...bankFields } = answer;
      if (!verify(bankFields, String(bankSignature ?? ''), options.secret)) {
        throw new PaymentGatewayError('bad bank signature', 'forged');
      }
      const status = String(answer.status);
      if (
        String(answer.refundRef) !== request.refundRef ||
        (status !== 'succeeded' && status !== 'declined')
      ) {
        throw new PaymentGatewayError(`unexpected refund answer: ${status}`, 'rejected');
      }
      return {
        refundRef: String(answer.refundRef),
        status,
        reason: String(answer.reason ?? ''),
        amount: Number(answer.amount),
        currency: String(answer.currency),
        reference: String(answer.bankRef ?? ''),
      };
    },
  };
}
