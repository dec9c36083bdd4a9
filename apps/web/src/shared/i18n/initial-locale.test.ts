import { describe, expect, it } from 'vitest';
import { parseLocaleParam, resolveInitialLocale } from './initial-locale';

describe('resolveInitialLocale', () => {
  it.each([
    ['?locale=en', null, 'en'],
    ['?locale=tr', 'en', 'tr'],
    ['?locale=ru', 'tr', 'ru'],
    ['locale=en', null, 'en'],
    ['?locale=EN', null, 'en'],
    ['?currency=USD&locale=tr', null, 'tr'],
  ])('takes a valid ?locale= (%s, stored %s) → %s', (search, stored, expected) => {
    expect(resolveInitialLocale(search, stored)).toBe(expected);
  });

  it.each([
    ['?locale=de', 'en'],
    ['?locale=', 'tr'],
    ['?locale=tr-TR', 'en'],
    ['?locale=english', null],
  ])(
    'falls back to ru for a present but invalid ?locale= (%s), even with a stored choice (%s)',
    (search, stored) => {
      expect(resolveInitialLocale(search, stored)).toBe('ru');
    },
  );

  it('keeps the stored language when the parameter is absent', () => {
    expect(resolveInitialLocale('', 'tr')).toBe('tr');
    expect(resolveInitialLocale('?currency=EUR', 'en')).toBe('en');
  });

  it('gives ru on a first visit or when the stored value is unusable', () => {
    expect(resolveInitialLocale('', null)).toBe('ru');
    expect(resolveInitialLocale('', 'fr')).toBe('ru');
    expect(resolveInitialLocale('', '')).toBe('ru');
  });
});

describe('parseLocaleParam', () => {
  it('accepts only ru, en and tr', () => {
    expect(parseLocaleParam(' Tr ')).toBe('tr');
    expect(parseLocaleParam('en-GB')).toBeUndefined();
    expect(parseLocaleParam(undefined)).toBeUndefined();
  });
});
