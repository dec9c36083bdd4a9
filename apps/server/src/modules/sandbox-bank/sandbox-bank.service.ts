import { randomInt, randomUUID } from 'node:crypto';
import {
  digitsOnly,
  isTurkishCard,
  isValidCardNumber,
  isValidCardOwner,
  isValidCvc,
  isValidExpiry,
  maskCardNumber,
} from '@charterdesk/domain';
import type { RefundRow, SandboxBankRepository, SessionRow } from './sandbox-bank.repository.js';
import { sign, verify } from './signing.js';
import { SANDBOX_OTP, scenarioOf } from './test-cards.js';

export const SESSION_LIFETIME_MS = 15 * 60_000;
const MAX_OTP_ATTEMPTS = 3;

export interface CreateSessionRequest {
  merchantId: string;
  orderRef: string;
  amount: number;
  currency: string;
  description: string;
  returnUrl: string;
  language: string;
  signature: string;
}

export type CardFormErrors = Partial<Record<'cardNumber' | 'expiry' | 'cvc' | 'cardOwner', string>>;

/** What the merchant's return URL receives (signed). */
export interface BankResult {
  sessionId: string;
  orderRef: string;
  status: 'approved' | 'declined' | 'failed';
  reason: string;
  amount: number;
  currency: string;
  bankRef: string;
  signature: string;
}

export interface RefundRequestFields {
  merchantId: string;
  /** the approved payment session to refund */
  sessionId: string;
  /** the merchant's refund id: the same id twice is one refund */
  refundRef: string;
  amount: number;
  currency: string;
  signature: string;
}

/** The bank's signed answer to a refund request. */
export interface RefundResult {
  refundRef: string;
  sessionId: string;
  status: 'succeeded' | 'declined';
  reason: string;
  amount: number;
  currency: string;
  bankRef: string;
  signature: string;
}

export class SandboxBankError extends Error {
  constructor(readonly code: 'bad_signature' | 'unknown_merchant' | 'not_found' | 'expired' | 'bad_request') {
    super(code);
  }
}

/**
 * A 3-D Secure acquirer simulator: sessions created server-to-server with a signed request, card data
 * posted by the browser straight to the bank, an issuer challenge (one-time code), and a signed result
 * sent back to the merchant's return URL. Test cards choose the outcome (test-cards.ts).
 */
export function createSandboxBankService(deps: { repo: SandboxBankRepository; clock: () => Date }) {
  const { repo } = deps;

  async function secretOf(merchantId: string): Promise<string> {
    const secret = await repo.merchantSecret(merchantId);
    if (!secret) throw new SandboxBankError('unknown_merchant');
    return secret;
  }

  async function result(session: SessionRow): Promise<BankResult> {
    const fields = {
      sessionId: session.id,
      orderRef: session.orderRef,
      status: session.status as BankResult['status'],
      reason: session.reason ?? '',
      amount: session.amount,
      currency: session.currency,
      bankRef: session.bankRef ?? '',
    };
    return { ...fields, signature: sign(fields, await secretOf(session.merchantId)) };
  }

  async function live(id: string): Promise<SessionRow> {
    const session = await repo.findSession(id);
    if (!session) throw new SandboxBankError('not_found');
    if (
      session.expiresAt < deps.clock() &&
      (session.status === 'created' || session.status === 'challenge')
    ) {
      return (
        (await repo.transition(id, ['created', 'challenge'], { status: 'failed', reason: 'expired' })) ??
        session
      );
    }
    return session;
  }

  return {
    registerMerchant: (merchantId: string, secret: string) => repo.upsertMerchant(merchantId, secret),

    async createSession(req: CreateSessionRequest): Promise<{ sessionId: string; expiresAt: string }> {
      const { signature, ...fields } = req;
      if (!verify(fields, signature, await secretOf(req.merchantId)))
        throw new SandboxBankError('bad_signature');
      if (!Number.isInteger(req.amount) || req.amount <= 0 || !/^[A-Z]{3}$/.test(req.currency)) {
        throw new SandboxBankError('bad_request');
      }
      const id = randomUUID();
      const now = deps.clock();
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await repo.insertSession({
        id,
        merchantId: req.merchantId,
        orderRef: req.orderRef,
        amount: req.amount,
        currency: req.currency,
        description: req.description.slice(0, 256),
        returnUrl: req.returnUrl,
        language: ['ru', 'en', 'tr'].includes(req.language) ? req.language : 'en',
        status: 'created',
        createdAt: now,
        expiresAt,
      });
      return { sessionId: id, expiresAt: expiresAt.toISOString() };
    },

    session: live,

    /**
     * The browser posts the card here. Invalid fields answer errors (the form is shown again, nothing
     * stored); a Turkish card in another currency than TRY is declined; otherwise the challenge starts.
     * The full number and CVC live only in this function's arguments.
     */
    async submitCard(
      id: string,
      card: { cardNumber: string; expiryMonth: string; expiryYear: string; cvc: string; cardOwner: string },
    ): Promise<{ errors: CardFormErrors; session: SessionRow }> {
      const session = await live(id);
      if (session.status !== 'created') return { errors: {}, session };
      const number = digitsOnly(card.cardNumber);
      const errors: CardFormErrors = {};
      if (!isValidCardNumber(number)) errors.cardNumber = 'invalidCardNumber';
      if (!isValidExpiry(Number(card.expiryMonth), Number(card.expiryYear), deps.clock()))
        errors.expiry = 'invalidExpiry';
      if (!isValidCvc(card.cvc.trim())) errors.cvc = 'invalidCvc';
      if (!isValidCardOwner(card.cardOwner)) errors.cardOwner = 'invalidCardOwner';
      if (Object.keys(errors).length) return { errors, session };

      const masked = maskCardNumber(number);
      if (isTurkishCard(number) && session.currency !== 'TRY') {
        const done = await repo.transition(id, ['created'], {
          status: 'declined',
          reason: 'currency_not_supported',
          maskedPan: masked,
          completedAt: deps.clock(),
        });
        return { errors: {}, session: done ?? (await live(id)) };
      }
      const next = await repo.transition(id, ['created'], {
        status: 'challenge',
        maskedPan: masked,
        scenario: scenarioOf(number),
      });
      return { errors: {}, session: next ?? (await live(id)) };
    },

    /** The issuer's one-time code; three wrong codes fail the payment. */
    async submitChallenge(id: string, otp: string): Promise<{ wrongCode: boolean; session: SessionRow }> {
      const session = await live(id);
      if (session.status !== 'challenge') return { wrongCode: false, session };
      const now = deps.clock();
      const bankRef = `SB${now.getTime().toString(36).toUpperCase()}${randomInt(1000, 9999)}`;
      const finish = (status: string, reason: string) =>
        repo.transition(id, ['challenge'], { status, reason, bankRef, completedAt: now });

      let done: SessionRow | undefined;
      if (session.scenario === 'threeDsFailed') done = await finish('failed', '3ds_failed');
      else if (otp.trim() !== SANDBOX_OTP) {
        const attempts = session.otpAttempts + 1;
        if (attempts >= MAX_OTP_ATTEMPTS) done = await finish('failed', '3ds_failed');
        else {
          const again = await repo.transition(id, ['challenge'], { otpAttempts: attempts });
          return { wrongCode: true, session: again ?? session };
        }
      } else if (session.scenario === 'declined') done = await finish('declined', 'do_not_honor');
      else if (session.scenario === 'insufficientFunds')
        done = await finish('declined', 'insufficient_funds');
      else if (session.scenario === 'timeout') done = await finish('failed', 'issuer_timeout');
      else done = await finish('approved', '');
      return { wrongCode: false, session: done ?? (await live(id)) };
    },

    /** The buyer leaves the bank page: the payment fails with reason cancelled. */
    async cancel(id: string): Promise<SessionRow> {
      const session = await live(id);
      return (
        (await repo.transition(id, ['created', 'challenge'], {
          status: 'failed',
          reason: 'cancelled',
          completedAt: deps.clock(),
        })) ?? session
      );
    },

    /** Signed result for the return URL, and for the merchant's server-to-server status query. */
    result,

    /**
     * Refunds (part of) an approved payment, server-to-server and signed. Idempotent by the merchant's
     * refundRef; declined when the payment is not approved, the currency differs or the refunds would
     * exceed the captured amount. Declined refunds are recorded too, so a repeat answers the same.
     */
    async refund(req: RefundRequestFields): Promise<RefundResult> {
      const { signature, ...fields } = req;
      const secret = await secretOf(req.merchantId);
      if (!verify(fields, signature, secret)) throw new SandboxBankError('bad_signature');
      if (!Number.isInteger(req.amount) || req.amount <= 0) throw new SandboxBankError('bad_request');
      // the same refund id for another payment, amount or currency is a merchant bug, never a second payout
      const sameRequest = (stored: RefundRow) =>
        stored.sessionId === req.sessionId &&
        stored.amount === req.amount &&
        stored.currency === req.currency;
      const entry = await repo.withRefundLedger(req.sessionId, async (ledger) => {
        if (ledger.payment.merchantId !== req.merchantId) return undefined;
        const earlier = await ledger.findRefund(req.merchantId, req.refundRef);
        if (earlier) {
          if (!sameRequest(earlier)) throw new SandboxBankError('bad_request');
          return earlier;
        }
        const captured = ledger.payment.status === 'approved' ? ledger.payment.amount : 0;
        const reason =
          ledger.payment.status !== 'approved'
            ? 'payment_not_approved'
            : req.currency !== ledger.payment.currency
              ? 'currency_mismatch'
              : (await ledger.refundedTotal()) + req.amount > captured
                ? 'amount_exceeds_captured'
                : '';
        const now = deps.clock();
        const { refund, inserted } = await ledger.recordRefund({
          id: randomUUID(),
          merchantId: req.merchantId,
          refundRef: req.refundRef,
          sessionId: req.sessionId,
          amount: req.amount,
          currency: req.currency,
          status: reason ? 'declined' : 'refunded',
          reason: reason || null,
          bankRef: reason ? null : `RF${now.getTime().toString(36).toUpperCase()}${randomInt(1000, 9999)}`,
          createdAt: now,
        });
        // lost the race for the refund id to a concurrent request: answer what that one stored
        if (!inserted && !sameRequest(refund)) throw new SandboxBankError('bad_request');
        return refund;
      });
      if (!entry) throw new SandboxBankError('not_found');
      const answer = {
        refundRef: entry.refundRef,
        sessionId: entry.sessionId,
        status: entry.status === 'refunded' ? ('succeeded' as const) : ('declined' as const),
        reason: entry.reason ?? '',
        amount: entry.amount,
        currency: entry.currency,
        bankRef: entry.bankRef ?? '',
      };
      return { ...answer, signature: sign(answer, secret) };
    },

    async statusFor(id: string, merchantId: string, signature: string): Promise<BankResult> {
      if (!verify({ sessionId: id, merchantId }, signature, await secretOf(merchantId))) {
        throw new SandboxBankError('bad_signature');
      }
      const session = await live(id);
      if (session.merchantId !== merchantId) throw new SandboxBankError('not_found');
      return result(session);
    },
  };
}
export type SandboxBankService = ReturnType<typeof createSandboxBankService>;
/** A card session as the bank's pages show it. */
export type { SessionRow };
