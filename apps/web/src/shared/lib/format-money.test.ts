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

  it('always writes the minor units, one rule everywhere', () => {
    expect(plain(formatMoney(1250000, 'RUB', 'ru'))).toBe('12 500,00 ₽');
    expect(plain(formatMoney(7800, 'EUR', 'ru'))).toBe('78,00 €');
    expect(plain(formatMoney(0, 'EUR', 'en'))).toBe('€0.00');
  });

  it('writes the Belarusian rouble as Br in every language, never as the Russian "р."', () => {
    expect(plain(formatMoney(10000, 'BYN', 'ru'))).toBe('100,00 Br');
    expect(plain(formatMoney(10000, 'BYN', 'en'))).toBe('Br 100.00');
  });

  it('formats negative amounts', () => {
    expect(plain(formatMoney(-500, 'EUR', 'en'))).toBe('-€5.00');
  });
});

describe('currency minor units', () => {
  it('knows the exponent of a currency', () => {
    expect(currencyExponent('EUR')).toBe(2);
    expect(currencyExponent('RUB')).toBe(2);
  });

  it('converts major to minor units without float drift', () => {
    expect(toMinorUnits(19.99, 'EUR')).toBe(1999);
    expect(toMinorUnits(1234.5, 'TRY')).toBe(123450);
  });
});
