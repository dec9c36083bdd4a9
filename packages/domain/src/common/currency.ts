/** Currencies the site sells in (product spec §1). */
export const CURRENCIES = ['EUR', 'RUB', 'USD', 'TRY', 'BYN'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function parseCurrency(value: string | null | undefined): Currency | undefined {
  const v = value?.trim().toUpperCase();
  return (CURRENCIES as readonly string[]).includes(v ?? '') ? (v as Currency) : undefined;
}

/** A host that looks Russian (.ru, .рф, .by) defaults to RUB, any other to EUR (spec §4). */
export function isRussianLookingHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return /\.(ru|by|рф|xn--p1ai)$/.test(host);
}

/**
 * The cookie that carries the visitor's currency choice (also kept in the web app's storage), so the
 * server draws the next page's HTML in that currency.
 */
export const CURRENCY_COOKIE = 'CharterDesk.Currency';

/** Default display currency: `?currency=` wins, then the host rule. */
export function defaultCurrency(hostname: string, queryValue?: string | null): Currency {
  return parseCurrency(queryValue) ?? (isRussianLookingHost(hostname) ? 'RUB' : 'EUR');
}

/** Where a display currency came from; only explicit choices (query, selector) are worth storing. */
export type CurrencySource = 'query' | 'stored' | 'host';

/**
 * The display currency (spec §4), as the web app starts with it and the server draws a page in it:
 * `?currency=` (when valid), then the visitor's stored choice, then the host rule.
 */
export function chooseDisplayCurrency(
  asked: string | null | undefined,
  stored: string | null | undefined,
  hostname: string,
): { currency: Currency; source: CurrencySource } {
  const fromQuery = parseCurrency(asked);
  if (fromQuery) return { currency: fromQuery, source: 'query' };
  const fromStorage = parseCurrency(stored);
  if (fromStorage) return { currency: fromStorage, source: 'stored' };
  return { currency: defaultCurrency(hostname), source: 'host' };
}
