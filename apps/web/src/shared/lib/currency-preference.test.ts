import { describe, expect, it } from 'vitest';
import { resolveInitialCurrency } from './currency-preference';

describe('resolveInitialCurrency', () => {
  it('lets a valid ?currency= override everything', () => {
    expect(
      resolveInitialCurrency({ search: '?currency=USD', stored: 'TRY', hostname: 'charterdesk.ru' }),
    ).toEqual({
      currency: 'USD',
      source: 'query',
    });
    expect(
      resolveInitialCurrency({ search: '?currency=byn', stored: null, hostname: 'example.com' }).currency,
    ).toBe('BYN');
  });

  it('ignores an invalid ?currency= and uses the stored choice', () => {
    expect(
      resolveInitialCurrency({ search: '?currency=GBP', stored: 'TRY', hostname: 'example.com' }),
    ).toEqual({
      currency: 'TRY',
      source: 'stored',
    });
  });

  it.each([
    ['charterdesk.ru', 'RUB'],
    ['www.charterdesk.by', 'RUB'],
    ['чартер.рф', 'RUB'],
    ['xn--80aff4bc.xn--p1ai', 'RUB'],
    ['charterdesk.com', 'EUR'],
    ['localhost', 'EUR'],
    ['charterdesk.com.tr', 'EUR'],
  ])('defaults by host: %s → %s', (hostname, currency) => {
    expect(resolveInitialCurrency({ search: '', stored: null, hostname })).toEqual({
      currency,
      source: 'host',
    });
  });

  it('ignores an unknown stored value', () => {
    expect(resolveInitialCurrency({ search: '', stored: 'XXX', hostname: 'charterdesk.ru' }).currency).toBe(
      'RUB',
    );
  });
});
