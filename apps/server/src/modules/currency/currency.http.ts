import { type Currency, parseCurrency } from '@charterdesk/domain';
import type { FastifyRequest } from 'fastify';

/** Headers a client may name its currency in: ABP style (with the dashed form proxies keep) and X-Currency. */
const CURRENCY_HEADERS = ['abp.currency', 'abp-currency', 'x-currency'] as const;

/** The currency a request asks for: `?currency=` first, then the headers; unknown values are ignored. */
export function requestedCurrency(request: FastifyRequest, queryValue?: string | null): Currency | undefined {
  const fromQuery = parseCurrency(queryValue);
  if (fromQuery) return fromQuery;
  for (const name of CURRENCY_HEADERS) {
    const value = request.headers[name];
    const parsed = parseCurrency(Array.isArray(value) ? value[0] : value);
    if (parsed) return parsed;
  }
  return undefined;
}
