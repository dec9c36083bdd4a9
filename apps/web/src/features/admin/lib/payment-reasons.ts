import type { AdminKey, AdminT } from './admin-i18n';

/**
 * Acquirer reason codes a failed or declined card payment is stored with: the sandbox bank's
 * (do_not_honor, insufficient_funds, 3ds_failed, issuer_timeout, currency_not_supported, expired,
 * cancelled), our own (amount_mismatch) and the payment status the dashboard falls back to when a
 * payment has no reason (declined, failed). Anything else — a real acquirer's code — is shown as sent.
 */
export const PAYMENT_REASONS = [
  'do_not_honor',
  'insufficient_funds',
  '3ds_failed',
  'issuer_timeout',
  'currency_not_supported',
  'expired',
  'cancelled',
  'amount_mismatch',
  'declined',
  'failed',
] as const;
export type PaymentReason = (typeof PAYMENT_REASONS)[number];

export const isKnownPaymentReason = (code: string): code is PaymentReason =>
  (PAYMENT_REASONS as readonly string[]).includes(code);

/** A reason code in the admin's language, or the code itself when we have no text for it. */
export function paymentReasonText(t: AdminT, code: string): string {
  return isKnownPaymentReason(code) ? t(`paymentReasons.${code}` as AdminKey) : code;
}
