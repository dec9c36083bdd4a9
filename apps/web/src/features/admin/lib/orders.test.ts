import { describe, expect, it } from 'vitest';
import {
  inputToMinor,
  minorToInput,
  NO_ORDER_FILTERS,
  orderKindOf,
  parseActor,
  parseOrderFilters,
  withOrderFilters,
} from './orders';

describe('order list filters in the URL', () => {
  it('reads known states and ISO days only', () => {
    expect(
      parseOrderFilters(
        new URLSearchParams('state=Refunded&from=2026-11-01&to=yesterday&depFrom=2026-12-05'),
      ),
    ).toEqual({
      state: 'Refunded',
      kind: '',
      createdFrom: '2026-11-01',
      createdTo: '',
      departureFrom: '2026-12-05',
      departureTo: '',
    });
    expect(parseOrderFilters(new URLSearchParams('state=Nope')).state).toBe('');
  });

  it('patches filters, keeps keyword and sort, and goes back to the first page', () => {
    const next = withOrderFilters(new URLSearchParams('q=petrov&sort=pnr+desc&page=3&state=Paid'), {
      state: '',
      createdFrom: '2026-11-22',
    });
    expect(next.toString()).toBe('q=petrov&sort=pnr+desc&from=2026-11-22');
  });

  it('keeps the kind filter in the URL, ignoring unknown kinds', () => {
    expect(parseOrderFilters(new URLSearchParams('kind=transfer')).kind).toBe('transfer');
    expect(parseOrderFilters(new URLSearchParams('kind=flight')).kind).toBe('flight');
    expect(parseOrderFilters(new URLSearchParams('kind=hotel')).kind).toBe('');
    expect(withOrderFilters(new URLSearchParams('page=2'), { kind: 'transfer' }).toString()).toBe(
      'kind=transfer',
    );
  });

  it('clears every filter at once but keeps the list state', () => {
    const next = withOrderFilters(
      new URLSearchParams(
        'q=x&sort=pnr&state=Paid&kind=flight&from=2026-01-01&to=2026-01-02&depFrom=2026-02-01&depTo=2026-02-02',
      ),
      NO_ORDER_FILTERS,
    );
    expect(next.toString()).toBe('q=x&sort=pnr');
  });
});

describe('order kind', () => {
  it('treats rows without a kind as flight orders', () => {
    expect(orderKindOf({})).toBe('flight');
    expect(orderKindOf({ kind: 'transfer' })).toBe('transfer');
    expect(orderKindOf({ kind: 'flight' })).toBe('flight');
  });
});

describe('refund amounts', () => {
  it('turns typed amounts into exact minor units', () => {
    expect(inputToMinor('1234.50', 'EUR')).toBe(123450);
    expect(inputToMinor('1 234,5', 'RUB')).toBe(123450);
    expect(inputToMinor('0.29', 'EUR')).toBe(29);
    expect(inputToMinor('12', 'EUR')).toBe(1200);
    expect(inputToMinor('500', 'JPY')).toBe(500);
  });

  it('refuses what is not a positive amount in the currency', () => {
    for (const bad of ['', '0', '0.00', '-5', '1.234', '12a', '1e3', '.5'])
      expect(inputToMinor(bad, 'EUR'), bad).toBeUndefined();
    expect(inputToMinor('5.5', 'JPY')).toBeUndefined();
  });

  it('shows minor units back in the field', () => {
    expect(minorToInput(123450, 'EUR')).toBe('1234.50');
    expect(minorToInput(5, 'EUR')).toBe('0.05');
    expect(minorToInput(500, 'JPY')).toBe('500');
    expect(inputToMinor(minorToInput(98765, 'TRY'), 'TRY')).toBe(98765);
  });
});

describe('history actors', () => {
  it('splits the recorded actor', () => {
    expect(parseActor('user:12')).toEqual({ kind: 'user', id: '12' });
    expect(parseActor('system:hold-expiry')).toEqual({ kind: 'system', id: 'hold-expiry' });
    expect(parseActor('customer')).toEqual({ kind: 'customer', id: '' });
    expect(parseActor('robot')).toEqual({ kind: 'other', id: 'robot' });
  });
});
