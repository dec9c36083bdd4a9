import { type Currency, defaultCurrency, parseCurrency } from '@charterdesk/domain';

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
  source: 'query' | 'stored' | 'host';
}

/** `?currency=` (when valid) wins, then the stored choice, then the host rule: RUB on .ru/.рф/.by, else EUR. */
export function resolveInitialCurrency({ search, stored, hostname }: CurrencyInputs): CurrencyPreference {
  const fromQuery = parseCurrency(new URLSearchParams(search).get('currency'));
  if (fromQuery) return { currency: fromQuery, source: 'query' };
  const fromStorage = parseCurrency(stored);
  if (fromStorage) return { currency: fromStorage, source: 'stored' };
  return { currency: defaultCurrency(hostname), source: 'host' };
}
