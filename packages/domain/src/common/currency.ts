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

/**
 * The cookie that records the visitor's OK to the cookie notice (its value: the notice's version), so the
 * server draws a page with the notice only for those who have not read it.
 */
export const COOKIE_NOTICE_COOKIE = 'CharterDesk.CookieNotice';
/** bump when the cookies we set change, so the notice is shown again */
export const COOKIE_NOTICE_VERSION = '1';

/** Default display currency: `?currency=` wins, then the host rule. */
export function defaultCurrency(hostname: string, queryValue?: string | null): Currency {
  return parseCurrency(queryValue) ?? (isRussianLookingHost(hostname) ? 'RUB' : 'EUR');
}
