import { describe, expect, it } from 'vitest';
import { readScopedListState, withParams, writeScopedListState } from './scoped-list-params';

describe('scoped list state in the URL', () => {
  it('reads one list’s keys under its prefix and ignores the others', () => {
    const params = new URLSearchParams('q=ant&page=3&city=AYT&dq=bel&dsort=Name%20desc&dpage=2');
    expect(readScopedListState(params, 'd', ['Name'])).toEqual({
      keyword: 'bel',
      active: '',
      sort: { column: 'Name', direction: 'desc' },
      page: 2,
      size: 10,
    });
    // the unprefixed list does not pick up the prefixed keys
    expect(readScopedListState(params, '', ['Name'])).toMatchObject({ keyword: 'ant', page: 3, sort: null });
  });

  it('writes one list without touching the other list or plain filters', () => {
    const params = new URLSearchParams('q=ant&country=TR&city=AYT&dq=bel&dpage=2');
    const next = writeScopedListState(params, 'd', {
      keyword: '',
      active: '',
      sort: { column: 'TransferMinutes', direction: 'asc' },
      page: 1,
      size: 20,
    });
    expect(Object.fromEntries(next)).toEqual({
      q: 'ant',
      country: 'TR',
      city: 'AYT',
      dsort: 'TransferMinutes asc',
      dsize: '20',
    });
  });

  it('sets and removes plain keys', () => {
    const next = withParams(new URLSearchParams('q=x&city=AYT'), { city: '', country: 'EG' });
    expect(next.toString()).toBe('q=x&country=EG');
  });
});
