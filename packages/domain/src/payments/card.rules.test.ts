import { describe, expect, it } from 'vitest';
import {
  isTurkishCard,
  isValidCardNumber,
  isValidCardOwner,
  isValidCvc,
  isValidExpiry,
  maskCardNumber,
  passesLuhn,
} from './card.rules.js';

describe('card rules', () => {
  it('checks 16 digits and Luhn', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });

  it('accepts cards through the end of their expiry month', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isValidExpiry(11, 2026, now)).toBe(true);
    expect(isValidExpiry(10, 2026, now)).toBe(false);
    expect(isValidExpiry(1, 27, now)).toBe(true);
    expect(isValidExpiry(13, 2027, now)).toBe(false);
  });

  it('checks CVC, owner in Latin letters, Turkish BINs and masking', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('12a')).toBe(false);
    expect(isValidCardOwner('IVAN PETROV')).toBe(true);
    expect(isValidCardOwner('ИВАН ПЕТРОВ')).toBe(false);
    expect(isTurkishCard('9792 0000 0000 0001')).toBe(true);
    expect(isTurkishCard('4242424242424242')).toBe(false);
    expect(maskCardNumber('4242 4242 4242 4242')).toBe('424242******4242');
  });
});
