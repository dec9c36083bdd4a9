import { beforeEach, describe, expect, it } from 'vitest';
import { acceptCookieConsent, COOKIE_CONSENT_KEY, hasCookieConsent } from './cookie-consent';

describe('cookie consent', () => {
  beforeEach(() => localStorage.clear());

  it('is asked on the first visit and remembered after OK', () => {
    expect(hasCookieConsent()).toBe(false);
    acceptCookieConsent();
    expect(hasCookieConsent()).toBe(true);
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('1');
  });

  it('asks again when the stored answer is of another version', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, '0');
    expect(hasCookieConsent()).toBe(false);
  });
});
