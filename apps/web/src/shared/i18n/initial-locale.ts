import { CULTURES, type Culture, DEFAULT_CULTURE } from '@charterdesk/domain';
import { writeStorage } from '../lib/storage';

/** localStorage key of the interface language (spec §4: language is stored locally). */
export const LOCALE_STORAGE_KEY = 'locale';

export function isCulture(value: string | null | undefined): value is Culture {
  return (CULTURES as readonly string[]).includes(value ?? '');
}

/** Strict: only ru, en or tr (any letter case) count; regional tags such as `tr-TR` do not. */
export function parseLocaleParam(value: string | null | undefined): Culture | undefined {
  const v = value?.trim().toLowerCase();
  return isCulture(v) ? v : undefined;
}

/**
 * Spec §2: `?locale=` sets the language; present but not ru/en/tr gives ru. Without the parameter the
 * stored choice is kept, and a first visit gets ru.
 */
export function resolveInitialLocale(search: string, stored: string | null): Culture {
  const params = new URLSearchParams(search);
  if (params.has('locale')) return parseLocaleParam(params.get('locale')) ?? DEFAULT_CULTURE;
  return parseLocaleParam(stored) ?? DEFAULT_CULTURE;
}

/** The culture cookie of the API conventions, which the server also reads to send a page in this language. */
export const CULTURE_COOKIE = 'Abp.Localization.CultureName';
const FIVE_YEARS_S = 5 * 365 * 24 * 3600;

/**
 * Keeps the visitor's language: in local storage for the app, and in the culture cookie so the server's
 * first HTML of the next visit (the prerendered home page) is already in that language.
 */
export function rememberLocale(lng: Culture): void {
  writeStorage(LOCALE_STORAGE_KEY, lng);
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox
    document.cookie = `${CULTURE_COOKIE}=${lng}; path=/; max-age=${FIVE_YEARS_S}; SameSite=Lax`;
  }
}
