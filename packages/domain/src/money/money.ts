import { z } from 'zod';

/**
 * Money is an integer number of minor units (cents, kopecks, kuruş) plus an ISO 4217 code.
 *
 * Conversion rule (the only one the site uses, for display and for charging):
 * - every currency has a rate = how many units of it one EUR buys, a decimal with at most 6 fraction digits
 *   (EUR itself is exactly 1);
 * - an amount goes from A to B through EUR as one exact rational computation in integers (BigInt):
 *     amountB = amountA · rateB · 10^digitsB / (rateA · 10^digitsA)
 *   and is rounded ONCE to B's minor unit, half up (ties away from zero, so −x converts to −(x converted));
 * - nothing is a float at any step, so 1.005 EUR · 100 never becomes 100.4999…
 * Converting A → A answers the amount unchanged. A → B → A may differ from the start by rounding
 * (at most half a minor unit of B, scaled back): a converted price is a new price, not a reversible view.
 */

/** Minor-unit exponents (ISO 4217) of the currencies we know; 2 for anything not listed. */
export const CURRENCY_MINOR_DIGITS: Readonly<Record<string, number>> = {
  EUR: 2,
  USD: 2,
  RUB: 2,
  TRY: 2,
  BYN: 2,
  GBP: 2,
  AED: 2,
  EGP: 2,
  THB: 2,
  JPY: 0,
  KWD: 3,
};

export const BASE_CURRENCY = 'EUR';
/** Fraction digits a rate may carry. */
export const RATE_DECIMALS = 6;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

export function minorDigits(currency: string): number {
  return CURRENCY_MINOR_DIGITS[currency] ?? 2;
}

/** A rate as the API and the database carry it: a positive decimal string such as "37.25" (≤ 6 decimals). */
export const exchangeRateValueSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, { error: 'Validation.InvalidValue' })
  .refine((v) => parseRate(v) > 0n, { error: 'Validation.InvalidValue' });

/** Parses a decimal rate into integer micro-units ("37.25" → 37_250_000n); throws on anything else. */
export function parseRate(value: string): bigint {
  const m = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(value.trim());
  if (!m) throw new Error(`invalid exchange rate "${value}"`);
  const fraction = (m[2] ?? '').padEnd(RATE_DECIMALS, '0');
  return BigInt(m[1]!) * RATE_SCALE + BigInt(fraction);
}

/** Micro-units back to the shortest decimal string (37_250_000n → "37.25"). */
export function formatRate(micros: bigint): string {
  const whole = micros / RATE_SCALE;
  const fraction = (micros % RATE_SCALE).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}

/** Units of each currency per 1 EUR, as decimal strings; EUR is implied (1). */
export type ExchangeRates = Readonly<Record<string, string>>;

export class MissingExchangeRateError extends Error {
  constructor(readonly currency: string) {
    super(`no exchange rate for ${currency}`);
    this.name = 'MissingExchangeRateError';
  }
}

function rateMicros(rates: ExchangeRates, currency: string): bigint {
  if (currency === BASE_CURRENCY) return RATE_SCALE;
  const value = rates[currency];
  if (value === undefined) throw new MissingExchangeRateError(currency);
  const micros = parseRate(value);
  if (micros <= 0n) throw new MissingExchangeRateError(currency);
  return micros;
}

/** numerator / denominator (denominator > 0) rounded half up, ties away from zero. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = (2n * n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

/** Converts integer minor units of `from` into integer minor units of `to` (rule above). */
export function convertMinor(amount: number, from: string, to: string, rates: ExchangeRates): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amount must be a safe integer, got ${amount}`);
  if (from === to) return amount;
  const numerator = BigInt(amount) * rateMicros(rates, to) * 10n ** BigInt(minorDigits(to));
  const denominator = rateMicros(rates, from) * 10n ** BigInt(minorDigits(from));
  const result = divideRoundHalfUp(numerator, denominator);
  if (result > BigInt(Number.MAX_SAFE_INTEGER) || result < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError('converted amount is out of range');
  }
  return Number(result);
}

/** A converter bound to one rate table: `(amount, from, to) => amount in to`. */
export type Converter = (amount: number, from: string, to: string) => number;

/** Travel insurance per passenger, EUR minor units, converted at the order's rates wherever it is shown. */
export const INSURANCE_EUR_PER_PASSENGER = 900;

export function createConverter(rates: ExchangeRates): Converter {
  return (amount, from, to) => convertMinor(amount, from, to, rates);
}

/** `percent` % of an amount in minor units, rounded half up (child 75 %, infant 10 % of a fare). */
export function percentOf(amount: number, percent: number): number {
  if (!Number.isSafeInteger(amount) || !Number.isInteger(percent)) {
    throw new RangeError('percentOf takes integers');
  }
  return Number(divideRoundHalfUp(BigInt(amount) * BigInt(percent), 100n));
}

/** One exchange rate as the API shows it. */
export const exchangeRateSchema = z.object({
  currency: z.string(),
  /** units of `currency` per 1 EUR */
  rate: z.string(),
  /** UTC instant with Z */
  setAt: z.string(),
  /** null = the host's default rate, otherwise the tenant's own */
  tenantId: z.number().int().nullable(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRateListSchema = z.object({
  baseCurrency: z.literal(BASE_CURRENCY),
  items: z.array(exchangeRateSchema),
});
export type ExchangeRateList = z.infer<typeof exchangeRateListSchema>;
