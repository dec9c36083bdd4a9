import { useContext } from 'react';
import { CurrencyContext, type CurrencyContextValue } from './currency-context';

/** The display currency chosen by the visitor (or the host default) and its setter. */
export function useCurrency(): CurrencyContextValue {
  const value = useContext(CurrencyContext);
  if (!value) throw new Error('useCurrency() must be used inside <CurrencyProvider>');
  return value;
}
