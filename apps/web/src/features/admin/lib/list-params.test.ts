import { describe, expect, it } from 'vitest';
import {
  formatSort,
  listStateToParams,
  nextSort,
  pageCount,
  parseListState,
  parseSort,
  skipCount,
} from './list-params';

const COLUMNS = ['UserName', 'EmailAddress'];

describe('list state in the URL', () => {
  it('defaults to page 1 of 10, no filter, server order', () => {
    expect(parseListState(new URLSearchParams(), COLUMNS)).toEqual({
      keyword: '',
      active: '',
      sort: null,
      page: 1,
      size: 10,
    });
  });

  it('reads and writes every part, leaving defaults out', () => {
    const params = new URLSearchParams('q=ivan&active=false&sort=username+desc&page=3&size=20');
    const state = parseListState(params, COLUMNS);
    expect(state).toEqual({
      keyword: 'ivan',
      active: 'false',
      sort: { column: 'UserName', direction: 'desc' },
      page: 3,
      size: 20,
    });
    expect(listStateToParams(state).toString()).toBe('q=ivan&active=false&sort=UserName+desc&page=3&size=20');
    expect(
      listStateToParams({ ...state, keyword: '', active: '', sort: null, page: 1, size: 10 }).toString(),
    ).toBe('');
  });

  it('ignores values it does not know', () => {
    const state = parseListState(new URLSearchParams('active=maybe&sort=Password&page=-2&size=7'), COLUMNS);
    expect(state).toMatchObject({ active: '', sort: null, page: 1, size: 10 });
    expect(parseSort('UserName sideways', COLUMNS)).toBeNull();
  });

  it('cycles a column ascending → descending → default', () => {
    const asc = nextSort(null, 'UserName');
    expect(asc).toEqual({ column: 'UserName', direction: 'asc' });
    const desc = nextSort(asc, 'UserName');
    expect(desc).toEqual({ column: 'UserName', direction: 'desc' });
    expect(nextSort(desc, 'UserName')).toBeNull();
    expect(nextSort(desc, 'EmailAddress')).toEqual({ column: 'EmailAddress', direction: 'asc' });
    expect(formatSort(desc)).toBe('UserName desc');
    expect(formatSort(null)).toBe('');
  });

  it('turns pages into SkipCount and counts pages', () => {
    expect(skipCount({ page: 3, size: 10 })).toBe(20);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });
});
