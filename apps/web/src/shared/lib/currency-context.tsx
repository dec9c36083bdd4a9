import { CURRENCIES, type Currency } from '@charterdesk/domain';
import { createContext, type ReactNode, useCallback, useMemo, useState } from 'react';
import { CURRENCY_STORAGE_KEY } from './currency-preference';
import { writeStorage } from './storage';

export interface CurrencyContextValue {
  currency: Currency;
  currencies: readonly Currency[];
  setCurrency: (currency: Currency) => void;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);

export interface CurrencyProviderProps {
  /** Resolved once at start (see resolveInitialCurrency); the provider never reads the URL itself. */
  initialCurrency: Currency;
  children: ReactNode;
}

export function CurrencyProvider({ initialCurrency, children }: CurrencyProviderProps) {
  const [currency, setCurrencyState] = useState<Currency>(initialCurrency);
  const setCurrency = useCallback((next: Currency) => {
    setCurrencyState(next);
    writeStorage(CURRENCY_STORAGE_KEY, next);
  }, []);
  const value = useMemo(() => ({ currency, currencies: CURRENCIES, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
