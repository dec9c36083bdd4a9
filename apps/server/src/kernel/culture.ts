import {
  CULTURES,
  CURRENCY_COOKIE,
  type Culture,
  type Currency,
  chooseDisplayCurrency,
  cultureFromAcceptLanguage,
  DEFAULT_CULTURE,
  parseCulture,
} from '@charterdesk/domain';
import type {} from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';

export const CULTURE_COOKIE = 'Abp.Localization.CultureName';

/** `?culture=` → `.AspNetCore.Culture` header → culture cookie → Accept-Language → ru (API-CONVENTIONS.md). */
export function resolveCulture(request: FastifyRequest): Culture {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.culture === 'string' ? query.culture : undefined;
  const header = request.headers['.aspnetcore.culture'];
  return (
    parseCulture(fromQuery) ??
    parseCulture(Array.isArray(header) ? header[0] : header) ??
    parseCulture(request.cookies?.[CULTURE_COOKIE]) ??
    cultureFromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_CULTURE
  );
}

/**
 * The language of a page the server sends, chosen as the web app chooses its own (spec §2): `?locale=`
 * (present but not ru/en/tr gives ru), else the language the visitor chose before — the app keeps it in
 * the culture cookie as well as in its storage — else ru. Accept-Language is not read: the app does not.
 */
export function pageCulture(request: FastifyRequest): Culture {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && 'locale' in query) {
    // strict, as the app's parseLocaleParam: `tr-TR` is not a language choice
    const asked = typeof query.locale === 'string' ? query.locale.trim().toLowerCase() : '';
    return (CULTURES as readonly string[]).includes(asked) ? (asked as Culture) : DEFAULT_CULTURE;
  }
  return parseCulture(request.cookies?.[CULTURE_COOKIE]) ?? DEFAULT_CULTURE;
}

/**
 * The display currency of a page the server draws, chosen as the web app chooses its own (spec §4):
 * `?currency=`, else the visitor's earlier choice, which the app keeps in a cookie as well as in its
 * storage, else the host's rule (RUB on .ru/.рф/.by, else EUR).
 */
export function pageCurrency(request: FastifyRequest): Currency {
  const query = request.query as Record<string, unknown> | undefined;
  const asked = typeof query?.currency === 'string' ? query.currency : undefined;
  return chooseDisplayCurrency(asked, request.cookies?.[CURRENCY_COOKIE], request.hostname).currency;
}
