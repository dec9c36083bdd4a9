import { describe, expect, it } from 'vitest';
import {
  convertMinor,
  divideRoundHalfUp,
  exchangeRateValueSchema,
  formatRate,
  MissingExchangeRateError,
  parseRate,
  percentOf,
} from './money.js';

const rates = { USD: '1.08', RUB: '100', TRY: '37.25', BYN: '3.52', JPY: '162.5', KWD: '0.332' };

describe('exchange rates', () => {
  it('parses decimals into exact micro-units and back', () => {
    expect(parseRate('37.25')).toBe(37_250_000n);
    expect(parseRate('1')).toBe(1_000_000n);
    expect(parseRate('0.000001')).toBe(1n);
    expect(parseRate(' 100.5 ')).toBe(100_500_000n);
    expect(formatRate(37_250_000n)).toBe('37.25');
    expect(formatRate(1_000_000n)).toBe('1');
    expect(formatRate(1n)).toBe('0.000001');
  });

  it('refuses malformed rates', () => {
    for (const bad of ['', '1,5', '-1', '1e3', '1.1234567', 'abc', '.5']) {
      expect(() => parseRate(bad)).toThrow();
    }
    expect(exchangeRateValueSchema.safeParse('0').success).toBe(false);
    expect(exchangeRateValueSchema.safeParse('37.25').success).toBe(true);
  });
});

describe('divideRoundHalfUp', () => {
  it('rounds ties away from zero and everything else to the nearest', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(7n, 3n)).toBe(2n);
    expect(divideRoundHalfUp(8n, 3n)).toBe(3n);
    expect(divideRoundHalfUp(0n, 3n)).toBe(0n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow();
  });
});

describe('convertMinor', () => {
  it('keeps an amount in its own currency unchanged', () => {
    expect(convertMinor(12_345, 'TRY', 'TRY', rates)).toBe(12_345);
  });

  it('converts from EUR exactly', () => {
    expect(convertMinor(18_000, 'EUR', 'RUB', rates)).toBe(1_800_000); // 180 EUR = 18 000 RUB
    expect(convertMinor(18_000, 'EUR', 'TRY', rates)).toBe(670_500); // 180 · 37.25 = 6 705 TRY
    expect(convertMinor(1_999, 'EUR', 'USD', rates)).toBe(2_159); // 21.5892 → 21.59
  });

  it('converts to EUR and between two non-EUR currencies through EUR with one rounding', () => {
    expect(convertMinor(1_870_000, 'RUB', 'EUR', rates)).toBe(18_700);
    // 100 USD → 92.592592… EUR → 9 259.26 RUB; rounding the EUR step first would give 9 259.00
    expect(convertMinor(10_000, 'USD', 'RUB', rates)).toBe(925_926);
    // 1 RUB → 0.3725 TRY → 0.37
    expect(convertMinor(100, 'RUB', 'TRY', rates)).toBe(37);
  });

  it('rounds a tie up where floating point would round it down', () => {
    // 1.00 EUR at 1.005 is exactly 1.005 USD → 1.01; in doubles 1.005 · 100 = 100.49999999999999
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(convertMinor(100, 'EUR', 'USD', { USD: '1.005' })).toBe(101);
    // 0.50 EUR at 1.01 = 0.505 USD → 0.51
    expect(convertMinor(50, 'EUR', 'USD', { USD: '1.01' })).toBe(51);
  });

  it('is symmetric for negative amounts (refunds)', () => {
    for (const amount of [1, 5, 50, 1_999, 123_457]) {
      expect(convertMinor(-amount, 'USD', 'RUB', rates)).toBe(-convertMinor(amount, 'USD', 'RUB', rates));
      expect(convertMinor(-amount, 'EUR', 'USD', { USD: '1.005' })).toBe(
        -convertMinor(amount, 'EUR', 'USD', { USD: '1.005' }),
      );
    }
  });

  it('respects currencies with 0 and 3 minor digits', () => {
    expect(convertMinor(10_000, 'EUR', 'JPY', rates)).toBe(16_250); // 100 EUR = 16 250 JPY
    expect(convertMinor(10_000, 'EUR', 'KWD', rates)).toBe(33_200); // 33.200 KWD
    expect(convertMinor(16_250, 'JPY', 'EUR', rates)).toBe(10_000);
  });

  it('never drifts: summing converted cents equals converting each cent in integers', () => {
    let sum = 0;
    let floatSum = 0;
    for (let cents = 1; cents <= 10_000; cents++) {
      const c = convertMinor(cents, 'EUR', 'TRY', rates);
      // exact: cents · 37.25 has at most 2 fraction digits, so the tie rule decides .25/.75 cases deterministically
      expect(c).toBe(Math.floor((cents * 3725 + 50) / 100));
      sum += c;
      floatSum += cents * 37.25;
    }
    expect(Number.isInteger(sum)).toBe(true);
    expect(Math.abs(sum - floatSum)).toBeLessThan(10_000);
  });

  it('round-trips within the rounding error', () => {
    for (const amount of [1, 99, 18_700, 999_999]) {
      const rub = convertMinor(amount, 'EUR', 'RUB', rates);
      expect(convertMinor(rub, 'RUB', 'EUR', rates)).toBe(amount);
      const usd = convertMinor(amount, 'EUR', 'USD', rates);
      expect(Math.abs(convertMinor(usd, 'USD', 'EUR', rates) - amount)).toBeLessThanOrEqual(1);
    }
  });

  it('refuses unknown currencies and unsafe amounts', () => {
    expect(() => convertMinor(100, 'EUR', 'GBP', rates)).toThrow(MissingExchangeRateError);
    expect(() => convertMinor(1.5, 'EUR', 'USD', rates)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('takes a percentage of minor units, half up', () => {
    expect(percentOf(14_500, 75)).toBe(10_875);
    expect(percentOf(14_555, 10)).toBe(1_456); // 1455.5 → 1456
    expect(percentOf(14_554, 10)).toBe(1_455);
    expect(percentOf(0, 75)).toBe(0);
    expect(percentOf(12_345, 100)).toBe(12_345);
  });
});
