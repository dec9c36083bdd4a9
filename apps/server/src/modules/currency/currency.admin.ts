import {
  type AdminExchangeRateList,
  BASE_CURRENCY,
  type ExchangeRateHistoryItem,
  formatRate,
  type PagedResult,
  parseRate,
  RATED_CURRENCIES,
} from '@charterdesk/domain';
import type { AbpSession } from '../../kernel/request-context.js';
import type { CurrencyRepository, ExchangeRateRow } from './currency.repository.js';

const display = (stored: string) => formatRate(parseRate(stored));

/**
 * The admin side of exchange rates: each scope (host = defaults of every site variant, or one tenant)
 * sees and sets its own rates; a tenant's rate overrides the host default for that tenant only.
 */
export function createCurrencyAdminService(deps: {
  repository: CurrencyRepository;
  clock: () => Date;
  /** who set a rate: the identity module's users by id */
  userNames: (ids: number[]) => Promise<Map<number, string>>;
  /** called after a rate changed, so that caches holding converted prices let go of them */
  onRatesChanged?: () => void | Promise<void>;
}) {
  const { repository } = deps;

  return {
    /** Every rated currency with the rate in force for the caller, its origin and who set it. */
    async getRates(session: AbpSession): Promise<AdminExchangeRateList> {
      const rows = await repository.ratesFor(session.tenantId);
      const own = new Map<string, ExchangeRateRow>();
      const host = new Map<string, ExchangeRateRow>();
      for (const row of rows) (row.tenantId === session.tenantId ? own : host).set(row.currency, row);
      if (session.tenantId === null) host.clear();
      const setterIds = [...own.values()].flatMap((r) => (r.setterUserId === null ? [] : [r.setterUserId]));
      const names = await deps.userNames(setterIds);
      return {
        baseCurrency: BASE_CURRENCY,
        isTenant: session.tenantId !== null,
        items: RATED_CURRENCIES.map((currency) => {
          const mine = own.get(currency);
          const fallback = host.get(currency);
          const inForce = mine ?? fallback;
          return {
            currency,
            rate: inForce ? display(inForce.rate) : null,
            setAt: inForce?.setAt.toISOString() ?? null,
            isOwn: mine !== undefined,
            hostRate: session.tenantId !== null && fallback ? display(fallback.rate) : null,
            setterUserName: mine?.setterUserId != null ? (names.get(mine.setterUserId) ?? null) : null,
          };
        }),
      };
    },

    /** Sets the caller's own rate (current table + history, one transaction) and drops cached prices. */
    async setRate(session: AbpSession, input: { currency: string; rate: string }): Promise<null> {
      await repository.setRate({
        tenantId: session.tenantId,
        currency: input.currency,
        rate: formatRate(parseRate(input.rate)),
        setAt: deps.clock(),
        setterUserId: session.userId,
      });
      await deps.onRatesChanged?.();
      return null;
    },

    /** One currency's rates over time, newest first; a tenant also sees the host defaults it inherited. */
    async getRateHistory(
      session: AbpSession,
      input: { currency: string; skipCount: number; maxResultCount: number },
    ): Promise<PagedResult<ExchangeRateHistoryItem>> {
      const page = await repository.history(session.tenantId, input.currency, input);
      const names = await deps.userNames(
        page.items.flatMap((r) =>
          r.tenantId === session.tenantId && r.setterUserId !== null ? [r.setterUserId] : [],
        ),
      );
      return {
        totalCount: page.totalCount,
        items: page.items.map((r) => {
          const isOwn = r.tenantId === session.tenantId;
          return {
            id: r.id,
            currency: r.currency,
            rate: display(r.rate),
            setAt: r.setAt.toISOString(),
            isOwn,
            // a host admin's name is not shown to a tenant
            setterUserName: isOwn && r.setterUserId !== null ? (names.get(r.setterUserId) ?? null) : null,
          };
        }),
      };
    },
  };
}
export type CurrencyAdminService = ReturnType<typeof createCurrencyAdminService>;
