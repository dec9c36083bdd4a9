import { type Culture, cultureFromAcceptLanguage, DEFAULT_CULTURE, parseCulture } from '@charterdesk/domain';
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
