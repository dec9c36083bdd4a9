import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/admin.json';
import ru from '../../../locales/ru/admin.json';
import tr from '../../../locales/tr/admin.json';
import type { AdminT } from './admin-i18n';
import { isKnownPaymentReason, PAYMENT_REASONS, paymentReasonText } from './payment-reasons';

/** A `t` that reads the real texts of one language (nested keys, no interpolation needed here). */
const tOf =
  (texts: unknown): AdminT =>
  (key) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts) as string;

describe('payment reasons', () => {
  it('labels every known acquirer code in every language', () => {
    for (const texts of [ru, en, tr]) {
      for (const code of PAYMENT_REASONS) {
        const label = paymentReasonText(tOf(texts), code);
        expect(typeof label, code).toBe('string');
        expect(label, code).not.toBe(code);
      }
    }
    expect(paymentReasonText(tOf(en), 'insufficient_funds')).toBe('Insufficient funds');
    expect(paymentReasonText(tOf(ru), '3ds_failed')).toBe('Не пройдена проверка 3-D Secure');
  });

  it('shows an unknown code as sent', () => {
    expect(isKnownPaymentReason('card_velocity_exceeded')).toBe(false);
    expect(paymentReasonText(tOf(en), 'card_velocity_exceeded')).toBe('card_velocity_exceeded');
    // inherited object keys are not reasons
    expect(paymentReasonText(tOf(en), 'toString')).toBe('toString');
  });
});
