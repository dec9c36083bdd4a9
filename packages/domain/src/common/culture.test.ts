import { describe, expect, it } from 'vitest';
import { cultureFromAcceptLanguage, parseCulture } from './culture.js';
import { defaultCurrency, isRussianLookingHost, parseCurrency } from './currency.js';

describe('culture', () => {
  it('parses tags, ASP.NET culture cookies and rejects unsupported ones', () => {
    expect(parseCulture('tr-TR')).toBe('tr');
    expect(parseCulture('EN')).toBe('en');
    expect(parseCulture('c=tr|uic=tr')).toBe('tr');
    expect(parseCulture('c=en|uic=ru')).toBe('ru');
    expect(parseCulture('de')).toBeUndefined();
    expect(parseCulture('')).toBeUndefined();
  });

  it('picks the best supported language from Accept-Language by q-value', () => {
    expect(cultureFromAcceptLanguage('de-DE,de;q=0.9,en;q=0.8,ru;q=0.7')).toBe('en');
    expect(cultureFromAcceptLanguage('ru;q=0.5, tr;q=0.9')).toBe('tr');
    expect(cultureFromAcceptLanguage('fr, de')).toBeUndefined();
    expect(cultureFromAcceptLanguage('en;q=0')).toBeUndefined();
  });
});

describe('currency', () => {
  it('defaults to RUB on Russian-looking hosts and EUR elsewhere', () => {
    expect(isRussianLookingHost('charterdesk.ru')).toBe(true);
    expect(isRussianLookingHost('www.чартер.рф')).toBe(true);
    expect(isRussianLookingHost('xn--80a.xn--p1ai')).toBe(true);
    expect(isRussianLookingHost('charterdesk.by')).toBe(true);
    expect(isRussianLookingHost('charterdesk.com')).toBe(false);
    expect(isRussianLookingHost('ru.example.com')).toBe(false);
    expect(defaultCurrency('charterdesk.ru')).toBe('RUB');
    expect(defaultCurrency('localhost')).toBe('EUR');
  });

  it('lets a valid ?currency= win and ignores an invalid one', () => {
    expect(defaultCurrency('charterdesk.ru', 'try')).toBe('TRY');
    expect(defaultCurrency('charterdesk.com', 'XYZ')).toBe('EUR');
    expect(parseCurrency(' byn ')).toBe('BYN');
  });
});
