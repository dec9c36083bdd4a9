import { readStorage, writeStorage } from './storage';

/** localStorage key of the cookie notice: set once the visitor pressed OK. */
export const COOKIE_CONSENT_KEY = 'cd.cookieConsent';
/** bump when the cookies we set change, so the notice is shown again */
export const COOKIE_CONSENT_VERSION = '1';

export function hasCookieConsent(): boolean {
  return readStorage(COOKIE_CONSENT_KEY) === COOKIE_CONSENT_VERSION;
}

export function acceptCookieConsent(): void {
  writeStorage(COOKIE_CONSENT_KEY, COOKIE_CONSENT_VERSION);
}
