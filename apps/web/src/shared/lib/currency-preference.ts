import {
  CURRENCY_COOKIE,
  type Currency,
  type CurrencySource,
  chooseDisplayCurrency,
} from '@charterdesk/domain';
import { writeStorage } from './storage';

/** localStorage key of the visitor's explicit currency choice. */
export const CURRENCY_STORAGE_KEY = 'currency';

export interface CurrencyInputs {
  /** `window.location.search`, with or without the leading '?'. */
  search: string;
  /** The value stored under {@link CURRENCY_STORAGE_KEY}, if any. */
  stored: string | null;
  hostname: string;
}

export interface CurrencyPreference {
  currency: Currency;
  /** Where the value came from; only explicit choices (query, selector) are worth storing. */
  source: CurrencySource;
}

/** `?currency=` (when valid) wins, then the stored choice, then the host rule: RUB on .ru/.рф/.by, else EUR. */
export function resolveInitialCurrency({ search, stored, hostname }: CurrencyInputs): CurrencyPreference {
  return chooseDisplayCurrency(new URLSearchParams(search).get('currency'), stored, hostname);
}

const FIVE_YEARS_S = 5 * 365 * 24 * 3600;

/**
 * Keeps the visitor's currency choice: in storage for the app, and in a cookie so the server draws the
 * next page's HTML in it (and the app can then hydrate that HTML instead of drawing the page again).
 */
export function rememberCurrency(currency: Currency): void {
  writeStorage(CURRENCY_STORAGE_KEY, currency);
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox
    document.cookie = `${CURRENCY_COOKIE}=${currency}; path=/; max-age=${FIVE_YEARS_S}; SameSite=Lax`;
  }
}
