import type { Db } from '../../db/client.js';
import { createCurrencyRepository } from './currency.repository.js';

/**
 * Host default rates: units per 1 EUR, plausible for late 2026. Only missing rows are inserted, so a rate
 * an admin has set survives every start.
 */
export const DEMO_EXCHANGE_RATES: Readonly<Record<string, string>> = {
  EUR: '1',
  USD: '1.08',
  RUB: '98.5',
  TRY: '37.25',
  BYN: '3.52',
};

export async function seedExchangeRates(db: Db, now: Date): Promise<void> {
  const repository = createCurrencyRepository(db);
  await repository.insertIfAbsent(
    Object.entries(DEMO_EXCHANGE_RATES).map(([currency, rate]) => ({
      tenantId: null,
      currency,
      rate,
      setAt: now,
    })),
  );
}
