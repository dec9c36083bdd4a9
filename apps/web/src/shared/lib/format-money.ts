import { formatMoney as formatDomainMoney, minorDigits } from '@charterdesk/domain';

/** A negative amount with the true minus sign ("−931,25 ₺"), as the server's documents write it. */
export { formatSignedMoney } from '@charterdesk/domain';

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

/** Major units (what a person types or reads on a slider) to integer minor units. */
export function toMinorUnits(amountMajor: number, currency: string): number {
  return Math.round(amountMajor * 10 ** currencyExponent(currency));
}
