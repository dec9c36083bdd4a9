import { CURRENCIES, type Currency } from '@charterdesk/domain';
import { createContext, type ReactNode, useCallback, useMemo, useState } from 'react';
import { rememberCurrency } from './currency-preference';

export interface CurrencyContextValue {
  /** the currency pages show: the visitor's choice, or the order's while a payment step holds it */
  currency: Currency;
  currencies: readonly Currency[];
  setCurrency: (currency: Currency) => void;
  /** set while a page shows an order fixed in this currency (the payment step): the choice cannot change */
  lockedTo: Currency | null;
  /** holds the shown currency at an order's; answers the release */
  lockCurrency: (currency: Currency) => () => void;
}

export const CurrencyContext = createContext<CurrencyContextValue | null>(null);

export interface CurrencyProviderProps {
  /** Resolved once at start (see resolveInitialCurrency); the provider never reads the URL itself. */
  initialCurrency: Currency;
  children: ReactNode;
}

export function CurrencyProvider({ initialCurrency, children }: CurrencyProviderProps) {
  const [chosen, setChosen] = useState<Currency>(initialCurrency);
  const [lockedTo, setLockedTo] = useState<Currency | null>(null);
  const setCurrency = useCallback((next: Currency) => {
    setChosen(next);
    rememberCurrency(next);
  }, []);
  const lockCurrency = useCallback((currency: Currency) => {
    setLockedTo(currency);
    return () => setLockedTo((current) => (current === currency ? null : current));
  }, []);
  const value = useMemo(
    () => ({ currency: lockedTo ?? chosen, currencies: CURRENCIES, setCurrency, lockedTo, lockCurrency }),
    [chosen, lockedTo, setCurrency, lockCurrency],
  );
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}
