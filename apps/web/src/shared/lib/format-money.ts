import { formatMoney as formatDomainMoney, minorDigits } from '@charterdesk/domain';

// Money on the wire is integer minor units (cents, kopecks, kuruş) plus an ISO currency (DESIGN §3).

/** How many minor units a currency has (2 for EUR, RUB, USD, TRY, BYN; 0 for JPY). */
export function currencyExponent(currency: string): number {
  return minorDigits(currency);
}

/**
 * Formats integer minor units as the culture writes money, always with the currency's decimals
 * ("12 500,00 ₽", "€78.00"): one rule for lists, strips, forms, tickets, e-mails and PDFs alike, from the one
 * formatter in the domain package that the server's documents use too.
 */
export function formatMoney(amountMinor: number, currency: string, culture: string): string {
  return formatDomainMoney(amountMinor, currency, culture);
}

/**
 * Like formatMoney, but a negative amount (a discount in a price list) carries the true minus sign U+2212
 * ("−931,25 ₺") rather than the hyphen-minus the number formats write: one way for every price list.
 */
export function formatSignedMoney(amountMinor: number, currency: string, culture: string): string {
  return amountMinor < 0
    ? `\u2212${formatMoney(-amountMinor, currency, culture)}`
    : formatMoney(amountMinor, currency, culture);
}

/** Major units (what a person types or reads on a slider) to integer minor units. */
export function toMinorUnits(amountMajor: number, currency: string): number {
  return Math.round(amountMajor * 10 ** currencyExponent(currency));
}
