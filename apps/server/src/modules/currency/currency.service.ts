import {
  BASE_CURRENCY,
  type Converter,
  CURRENCIES,
  type Currency,
  createConverter,
  type ExchangeRateList,
  type ExchangeRates,
  formatRate,
  parseCurrency,
  parseRate,
} from '@charterdesk/domain';
import type { SharedRedis } from '../../kernel/redis.js';
import type { SettingStore } from '../settings/settings.service.js';
import type { CurrencyRepository, ExchangeRateRow } from './currency.repository.js';

/**
 * Setting (host or tenant scope) that restricts the currencies a site variant sells in, e.g. "RUB" or "RUB,EUR"
 * (DESIGN §3: a tenant can restrict its currencies). Absent = all of CURRENCIES.
 */
export const ALLOWED_CURRENCIES_SETTING = 'App.Currency.Allowed';

/**
 * Exchange rates (base EUR, host defaults overridden per tenant) and the display currency of a request.
 *
 * Every search and every order reads a site variant's rates and currencies: each process keeps them for
 * `cacheMs` (two database round trips of about five per search). A change forgets them at once here and,
 * through Redis, on every other instance (`changed()`); should Redis be away, within `cacheMs`. An order is
 * still charged what AddOrder quotes, so a moment of an old rate elsewhere at worst answers price_changed.
 */
export function createCurrencyService(deps: {
  repository: CurrencyRepository;
  settings: SettingStore;
  /** how long a process reuses a site variant's rates and currencies; 0 reads them for every call */
  cacheMs?: number;
  redis?: SharedRedis | undefined;
}) {
  const cacheMs = deps.cacheMs ?? 0;
  const remembered = new Map<string, { at: number; value: Promise<unknown> }>();
  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (cacheMs <= 0) return load();
    const hit = remembered.get(key);
    if (hit && Date.now() - hit.at < cacheMs) return hit.value as Promise<T>;
    const value = load();
    remembered.set(key, { at: Date.now(), value });
    // a failed read is not remembered
    value.catch(() => remembered.get(key)?.value === value && remembered.delete(key));
    return value;
  }
  const channel = `${deps.redis?.prefix ?? ''}pricing-changed`;
  const forget = () => remembered.clear();
  deps.redis?.subscribe(channel, forget, forget);

  /** The rates in force for a tenant: its own rows win over the host's. */
  const effectiveRows = (tenantId: number | null) =>
    remember(`rates:${tenantId}`, () => readEffectiveRows(tenantId));
  async function readEffectiveRows(tenantId: number | null): Promise<ExchangeRateRow[]> {
    const byCurrency = new Map<string, ExchangeRateRow>();
    for (const row of await deps.repository.ratesFor(tenantId)) {
      const current = byCurrency.get(row.currency);
      if (!current || (current.tenantId === null && row.tenantId !== null)) byCurrency.set(row.currency, row);
    }
    return [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency));
  }

  async function rates(tenantId: number | null): Promise<ExchangeRates> {
    const out: Record<string, string> = {};
    for (const row of await effectiveRows(tenantId)) out[row.currency] = formatRate(parseRate(row.rate));
    out[BASE_CURRENCY] = '1';
    return out;
  }

  const allowedCurrencies = (tenantId: number | null) =>
    remember(`allowed:${tenantId}`, () => readAllowedCurrencies(tenantId));
  async function readAllowedCurrencies(tenantId: number | null): Promise<readonly Currency[]> {
    const value =
      (tenantId === null ? undefined : await deps.settings.get(tenantId, ALLOWED_CURRENCIES_SETTING)) ??
      (await deps.settings.get(null, ALLOWED_CURRENCIES_SETTING));
    const listed = (value ?? '')
      .split(',')
      .map((v) => parseCurrency(v))
      .filter((v): v is Currency => v !== undefined);
    return listed.length > 0 ? listed : CURRENCIES;
  }

  return {
    rates,
    allowedCurrencies,

    /** Rates or a site variant's currencies changed: forgotten here and on every instance listening. */
    async changed(): Promise<void> {
      forget();
      await deps.redis?.publish(channel, 'all');
    },

    /** A converter with the tenant's current rates (read per call: prices shown are what is charged). */
    async converter(tenantId: number | null): Promise<Converter> {
      return createConverter(await rates(tenantId));
    },

    /**
     * What prices of a request are shown in, with the converter to get there: the requested currency when the
     * tenant sells in it and has a rate for it, else EUR when allowed, else the tenant's first allowed one.
     */
    async forDisplay(
      tenantId: number | null,
      requested: string | undefined,
    ): Promise<{ currency: Currency; convert: Converter }> {
      const [allowed, known] = await Promise.all([allowedCurrencies(tenantId), rates(tenantId)]);
      const usable = allowed.filter((c) => c in known);
      const wanted = parseCurrency(requested);
      const currency =
        wanted && usable.includes(wanted)
          ? wanted
          : usable.includes(BASE_CURRENCY)
            ? BASE_CURRENCY
            : (usable[0] ?? BASE_CURRENCY);
      return { currency, convert: createConverter(known) };
    },

    async listRates(tenantId: number | null): Promise<ExchangeRateList> {
      const rows = await effectiveRows(tenantId);
      return {
        baseCurrency: BASE_CURRENCY,
        items: rows.map((r) => ({
          currency: r.currency,
          rate: formatRate(parseRate(r.rate)),
          setAt: r.setAt.toISOString(),
          tenantId: r.tenantId,
        })),
      };
    },
  };
}
export type CurrencyService = ReturnType<typeof createCurrencyService>;
