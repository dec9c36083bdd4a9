import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptCookieConsent,
  COOKIE_CONSENT_KEY,
  hasCookieConsent,
  rememberCookieConsent,
} from './cookie-consent';

const NOTICE_COOKIE = 'CharterDesk.CookieNotice';
const clearNoticeCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets what the code under test wrote
  document.cookie = `${NOTICE_COOKIE}=; path=/; max-age=0`;
};

describe('cookie consent', () => {
  beforeEach(() => {
    localStorage.clear();
    clearNoticeCookie();
    document.body.innerHTML = '';
  });

  it('is asked on the first visit and remembered after OK, in storage and in the cookie the server reads', () => {
    expect(hasCookieConsent()).toBe(false);
    acceptCookieConsent();
    expect(hasCookieConsent()).toBe(true);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('1');
    expect(document.cookie).toContain(`${NOTICE_COOKIE}=1`);
  });

  it('asks again when the stored answer is of another version', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, '0');
    expect(hasCookieConsent()).toBe(false);
  });

  it('copies an OK given before the cookie existed into it, and writes nothing without one', () => {
    rememberCookieConsent();
    expect(document.cookie).not.toContain(NOTICE_COOKIE);
    localStorage.setItem(COOKIE_CONSENT_KEY, '1');
    rememberCookieConsent();
    expect(document.cookie).toContain(`${NOTICE_COOKIE}=1`);
    // the cookie alone counts as an OK (storage cleared, cookie kept)
    localStorage.clear();
    expect(hasCookieConsent()).toBe(true);
  });
});
