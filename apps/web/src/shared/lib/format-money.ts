/**
 * Money on the wire is integer minor units (cents, kopecks, kuruş) plus an ISO currency (DESIGN §3).
 * Formatters are cached: result pages format hundreds of prices per render.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(culture: string, currency: string, fractionDigits: number | null): Intl.NumberFormat {
  const key = `${culture}|${currency}|${fractionDigits ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(culture, {
      style: 'currency',
      currency,
      ...(fractionDigits === null
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    formatters.set(key, format);
  }
  return format;
}

/** How many minor units a currency has (2 for EUR, RUB, USD, TRY, BYN; 0 for JPY). */
export function currencyExponent(currency: string): number {
  return formatter('en', currency, null).resolvedOptions().maximumFractionDigits ?? 2;
}

export interface FormatMoneyOptions {
  /** Always show the minor units ("1 250,00 ₽"); by default they are shown only when not zero ("1 250 ₽"). */
  exact?: boolean;
}

/** Formats integer minor units in the culture's conventions, e.g. (1234550, 'RUB', 'ru') → "12 345,50 ₽". */
export function formatMoney(
  amountMinor: number,
  currency: string,
  culture: string,
  options: FormatMoneyOptions = {},
): string {
  const exponent = currencyExponent(currency);
  const divisor = 10 ** exponent;
  const whole = amountMinor % divisor === 0;
  const digits = options.exact || !whole ? exponent : 0;
  return formatter(culture, currency, digits).format(amountMinor / divisor);
}

/** Major units (what a person types or reads on a slider) to integer minor units. */
export function toMinorUnits(amountMajor: number, currency: string): number {
  return Math.round(amountMajor * 10 ** currencyExponent(currency));
}
