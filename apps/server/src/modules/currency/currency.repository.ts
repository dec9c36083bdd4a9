import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { exchangeRateHistory, exchangeRates } from './currency.tables.js';

export interface ExchangeRateRow {
  tenantId: number | null;
  currency: string;
  /** decimal string as stored, e.g. "37.250000" */
  rate: string;
  setAt: Date;
  setterUserId: number | null;
}

export interface ExchangeRateHistoryRow extends ExchangeRateRow {
  id: number;
}

const scopeOf = (tenantId: number | null) => ownedBy(exchangeRateHistory.tenantId, tenantId);

/** The only place that touches the exchange_rates and exchange_rate_history tables. */
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

    /**
     * Sets a rate of one scope (insert or replace), stamping the time and the user, and appends it to the
     * history in the same transaction: the current table and its history can never disagree.
     */
    async setRate(row: {
      tenantId: number | null;
      currency: string;
      rate: string;
      setAt: Date;
      setterUserId: number | null;
    }) {
      await db.transaction(async (tx) => {
        // drizzle cannot target an expression index in ON CONFLICT, hence raw SQL
        await tx.execute(sql`
          insert into exchange_rates (tenant_id, currency, rate, set_at, setter_user_id)
          values (${row.tenantId}, ${row.currency}, ${row.rate}, ${row.setAt.toISOString()}, ${row.setterUserId})
          on conflict (coalesce(tenant_id, 0), currency)
          do update set rate = excluded.rate, set_at = excluded.set_at, setter_user_id = excluded.setter_user_id`);
        await tx.insert(exchangeRateHistory).values(row);
      });
    },

    /** Seeds only what is absent (never overwrites a rate an admin has set); what it inserts enters the history. */
    async insertIfAbsent(rows: { tenantId: number | null; currency: string; rate: string; setAt: Date }[]) {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        const inserted = await tx.insert(exchangeRates).values(rows).onConflictDoNothing().returning({
          tenantId: exchangeRates.tenantId,
          currency: exchangeRates.currency,
          rate: exchangeRates.rate,
          setAt: exchangeRates.setAt,
        });
        if (inserted.length > 0) await tx.insert(exchangeRateHistory).values(inserted);
      });
    },

    /**
     * One currency's history as a tenant saw it (its own rows and the host's defaults) or the host's own,
     * newest first.
     */
    async history(
      tenantId: number | null,
      currency: string,
      page: { skipCount: number; maxResultCount: number },
    ): Promise<{ totalCount: number; items: ExchangeRateHistoryRow[] }> {
      const where = and(
        eq(exchangeRateHistory.currency, currency),
        tenantId === null ? scopeOf(null) : or(scopeOf(tenantId), scopeOf(null)),
      );
      const [total] = await db.select({ n: count() }).from(exchangeRateHistory).where(where);
      const items = await db
        .select({
          id: exchangeRateHistory.id,
          tenantId: exchangeRateHistory.tenantId,
          currency: exchangeRateHistory.currency,
          rate: exchangeRateHistory.rate,
          setAt: exchangeRateHistory.setAt,
          setterUserId: exchangeRateHistory.setterUserId,
        })
        .from(exchangeRateHistory)
        .where(where)
        .orderBy(desc(exchangeRateHistory.setAt), desc(exchangeRateHistory.id))
        .offset(page.skipCount)
        .limit(page.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },
  };
}
export type CurrencyRepository = ReturnType<typeof createCurrencyRepository>;
