import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { exchangeRates } from './currency.tables.js';

export interface ExchangeRateRow {
  tenantId: number | null;
  currency: string;
  /** decimal string as stored, e.g. "37.250000" */
  rate: string;
  setAt: Date;
  setterUserId: number | null;
}

/** The only place that touches the exchange_rates table. */
export function createCurrencyRepository(db: Db) {
  return {
    /** The host's rates and, for a tenant, its own: both scopes, the caller merges. */
    async ratesFor(tenantId: number | null): Promise<ExchangeRateRow[]> {
      return db
        .select({
          tenantId: exchangeRates.tenantId,
          currency: exchangeRates.currency,
          rate: exchangeRates.rate,
          setAt: exchangeRates.setAt,
          setterUserId: exchangeRates.setterUserId,
        })
        .from(exchangeRates)
        .where(
          tenantId === null
            ? sql`${exchangeRates.tenantId} is null`
            : sql`(${exchangeRates.tenantId} is null or ${exchangeRates.tenantId} = ${tenantId})`,
        );
    },

    /** Sets a rate of one scope (insert or replace), stamping the time and the user. */
    async setRate(row: {
      tenantId: number | null;
      currency: string;
      rate: string;
      setAt: Date;
      setterUserId: number | null;
    }) {
      // drizzle cannot target an expression index in ON CONFLICT, hence raw SQL
      await db.execute(sql`
        insert into exchange_rates (tenant_id, currency, rate, set_at, setter_user_id)
        values (${row.tenantId}, ${row.currency}, ${row.rate}, ${row.setAt.toISOString()}, ${row.setterUserId})
        on conflict (coalesce(tenant_id, 0), currency)
        do update set rate = excluded.rate, set_at = excluded.set_at, setter_user_id = excluded.setter_user_id`);
    },

    /** Seeds only what is absent: never overwrites a rate an admin has set. */
    async insertIfAbsent(rows: { tenantId: number | null; currency: string; rate: string; setAt: Date }[]) {
      if (rows.length === 0) return;
      await db.insert(exchangeRates).values(rows).onConflictDoNothing();
    },
  };
}
export type CurrencyRepository = ReturnType<typeof createCurrencyRepository>;
