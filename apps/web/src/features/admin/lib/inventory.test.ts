import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  newProgrammeValues,
  parseFlightFilters,
  parseProgrammeFilters,
  toggleCabin,
  toggleId,
  togglePage,
  toMajor,
  toMinor,
  weekdayNames,
  weekdaysLabel,
  withFlightFilters,
  withProgrammeFilters,
} from './inventory';

describe('inventory page helpers', () => {
  it('reads and writes the programme filters without touching the list state', () => {
    const params = new URLSearchParams('q=ZF&page=2&charter=true&from=kzn&to=XX1');
    expect(parseProgrammeFilters(params)).toEqual({ charter: 'true', from: 'KZN', to: '' });
    const next = withProgrammeFilters(params, { charter: '', from: 'VKO', to: 'AYT' });
    expect(next.toString()).toBe('q=ZF&page=2&from=VKO&to=AYT');
    expect(params.get('charter')).toBe('true');
  });

  it('reads and writes the dated-flight filters, refusing malformed dates', () => {
    expect(parseFlightFilters(new URLSearchParams('dateFrom=2026-12-01&dateTo=12/31&closed=maybe'))).toEqual({
      dateFrom: '2026-12-01',
      dateTo: '',
      closed: '',
    });
    expect(
      withFlightFilters(new URLSearchParams('page=3'), {
        dateFrom: '',
        dateTo: '2026-12-31',
        closed: 'false',
      }).toString(),
    ).toBe('page=3&dateTo=2026-12-31&closed=false');
  });

  it('converts fares between major and minor units without float drift', () => {
    expect(toMinor(150.5)).toBe(15_050);
    expect(toMinor('19,99')).toBe(1_999);
    expect(toMinor(0.29)).toBe(29);
    expect(toMinor('abc')).toBe(0);
    expect(toMinor(null)).toBe(0);
    expect(toMajor(15_050)).toBe(150.5);
  });

  it('names weekdays Monday first in each language and labels a schedule', () => {
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('ru')[0]?.toLowerCase()).toBe('пн');
    expect(weekdaysLabel([5, 1, 3], 'en')).toBe('Mon, Wed, Fri');
    expect(weekdaysLabel([1, 2, 3, 4, 5, 6, 7], 'en')).toBeNull();
  });

  it('formats block times', () => {
    expect(formatDuration(220)).toBe('3:40');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(0)).toBe('0:00');
  });

  it('adds and removes cabins, keeping what was typed', () => {
    const economy = { seats: 150, baseFare: 1, tax: 2, fuel: 3, servicePrice: 4 };
    const withBusiness = toggleCabin({ economy }, 'business', true);
    expect(withBusiness).toEqual({
      economy,
      business: { seats: 0, baseFare: 0, tax: 0, fuel: 0, servicePrice: 0 },
    });
    expect(toggleCabin(withBusiness, 'economy', true).economy).toBe(economy);
    expect(toggleCabin(withBusiness, 'business', false)).toEqual({ economy });
  });

  it('selects rows one by one and a whole page at once', () => {
    const one = toggleId(new Set(), 5);
    expect([...one]).toEqual([5]);
    expect([...toggleId(one, 5)]).toEqual([]);
    const page = togglePage(new Set([99]), [1, 2, 3]);
    expect([...page].sort((a, b) => a - b)).toEqual([1, 2, 3, 99]);
    expect([...togglePage(page, [1, 2, 3])]).toEqual([99]);
    expect([...togglePage(new Set(), [])]).toEqual([]);
  });

  it('starts a new programme tomorrow for two weeks with one economy cabin', () => {
    const values = newProgrammeValues('2026-12-31');
    expect(values.validFrom).toBe('2027-01-01');
    expect(values.validTo).toBe('2027-01-14');
    expect(Object.keys(values.cabins)).toEqual(['economy']);
  });
});
