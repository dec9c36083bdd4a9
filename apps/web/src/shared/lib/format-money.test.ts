import { describe, expect, it } from 'vitest';
import { currencyExponent, formatMoney, toMinorUnits } from './format-money';

// Intl output uses narrow/no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats minor units in the culture conventions', () => {
    expect(plain(formatMoney(1234550, 'RUB', 'ru'))).toBe('12 345,50 ₽');
    expect(plain(formatMoney(1234550, 'EUR', 'en'))).toBe('€12,345.50');
    expect(plain(formatMoney(1234550, 'TRY', 'tr'))).toBe('₺12.345,50');
    expect(plain(formatMoney(99, 'USD', 'en'))).toBe('$0.99');
  });

  it('drops zero minor units unless asked to keep them', () => {
    expect(plain(formatMoney(1250000, 'RUB', 'ru'))).toBe('12 500 ₽');
    expect(plain(formatMoney(1250000, 'RUB', 'ru', { exact: true }))).toBe('12 500,00 ₽');
    expect(plain(formatMoney(0, 'EUR', 'en'))).toBe('€0');
  });

  it('names currencies without a symbol by their code or local sign (ICU data decides which)', () => {
    expect(plain(formatMoney(10000, 'BYN', 'ru'))).toMatch(/^100 (Br|BYN)$/);
    expect(plain(formatMoney(10000, 'BYN', 'en'))).toMatch(/^BYN\s?100$/);
  });

  it('formats negative amounts', () => {
    expect(plain(formatMoney(-500, 'EUR', 'en'))).toBe('-€5');
  });
});

describe('currency minor units', () => {
  it('knows the exponent of a currency', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('JPY')).toBe(0);
  });

  it('converts major to minor units without float drift', () => {
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1234.5, 'TRY')).toBe(123450);
  });
});
