import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_VERSION } from '@charterdesk/domain';
import { readCookie } from './cookies';
import { readStorage, writeStorage } from './storage';

/** localStorage key of the cookie notice: set once the visitor pressed OK. */
export const COOKIE_CONSENT_KEY = 'cd.cookieConsent';
/** bump when the cookies we set change, so the notice is shown again */
export const COOKIE_CONSENT_VERSION = COOKIE_NOTICE_VERSION;
const FIVE_YEARS_S = 5 * 365 * 24 * 3600;

const cookieSays = () =>
  typeof document !== 'undefined' &&
  readCookie(document.cookie, COOKIE_NOTICE_COOKIE) === COOKIE_CONSENT_VERSION;

export function hasCookieConsent(): boolean {
  return readStorage(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_VERSION || cookieSays();
}

/**
 * Records the OK in storage and in a cookie: the server draws the next pages without the notice (and an OK
 * given before the cookie existed is copied into it, see {@link rememberCookieConsent}).
 */
export function acceptCookieConsent(): void {
  writeStorage(COOKIE_CONSENT_KEY, COOKIE_CONSENT_VERSION);
  rememberCookieConsent();
}

/** Copies a stored OK into the cookie the server reads (nothing without one). */
export function rememberCookieConsent(): void {
  if (typeof document === 'undefined' || cookieSays()) return;
  if (readStorage(COOKIE_CONSENT_KEY) !== COOKIE_CONSENT_VERSION) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox
  document.cookie = `${COOKIE_NOTICE_COOKIE}=${COOKIE_CONSENT_VERSION}; path=/; max-age=${FIVE_YEARS_S}; SameSite=Lax`;
}
