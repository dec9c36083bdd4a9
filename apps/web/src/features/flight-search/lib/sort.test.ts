import { describe, expect, it } from 'vitest';
import { flightOption } from '../../../test/flights/fixtures';
import { parseSort, sortOptions } from './sort';

const options = [
  flightOption({ id: 'a', departure: '10:00', duration: 240, total: 30000 }),
  flightOption({ id: 'b', departure: '06:30', duration: 200, total: 20000 }),
  flightOption({ id: 'c', departure: '22:15', duration: 200, total: 20000 }),
  flightOption({ id: 'd', departure: '06:30', duration: 300, total: 15000 }),
];
const ids = (list: { id: string }[]) => list.map((o) => o.id);

describe('sortOptions', () => {
  it('cheapest first, then the faster, then the earlier', () => {
    expect(ids(sortOptions(options, 'price'))).toEqual(['d', 'b', 'c', 'a']);
  });

  it('puts fewer stops first at an equal price', () => {
    const withStop = flightOption({ id: 'a', total: 100, stops: 1, duration: 100 });
    const direct = flightOption({ id: 'b', total: 100, duration: 300 });
    expect(ids(sortOptions([withStop, direct], 'price'))).toEqual(['b', 'a']);
  });

  it('puts direct flights first when they are preferred, each group in the chosen order', () => {
    const list = [
      flightOption({ id: 'c1', total: 100, stops: 1 }),
      flightOption({ id: 'd1', total: 300 }),
      flightOption({ id: 'c2', total: 150, stops: 1 }),
      flightOption({ id: 'd2', total: 200 }),
    ];
    expect(ids(sortOptions(list, 'price', { directFirst: true }))).toEqual(['d2', 'd1', 'c1', 'c2']);
    expect(ids(sortOptions(list, 'price'))).toEqual(['c1', 'c2', 'd2', 'd1']);
  });

  it('fastest first, then the cheaper', () => {
    expect(ids(sortOptions(options, 'duration'))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('earliest and latest departure', () => {
    expect(ids(sortOptions(options, 'departure'))).toEqual(['d', 'b', 'a', 'c']);
    expect(ids(sortOptions(options, 'departureDesc'))).toEqual(['c', 'a', 'd', 'b']);
  });

  it('compares departures across days', () => {
    const late = flightOption({ id: 'x', date: '2026-12-09', departure: '23:00' });
    const early = flightOption({ id: 'y', date: '2026-12-10', departure: '01:00' });
    expect(ids(sortOptions([early, late], 'departure'))).toEqual(['x', 'y']);
  });

  it('returns a copy and keeps ties stable by id', () => {
    const twins = [flightOption({ id: 'z' }), flightOption({ id: 'y' })];
    const sorted = sortOptions(twins, 'price');
    expect(ids(sorted)).toEqual(['y', 'z']);
    expect(ids(twins)).toEqual(['z', 'y']);
  });
});

describe('parseSort', () => {
  it('accepts known keys and defaults to the cheapest', () => {
    expect(parseSort('duration')).toBe('duration');
    expect(parseSort('departureDesc')).toBe('departureDesc');
    expect(parseSort('random')).toBe('price');
    expect(parseSort(null)).toBe('price');
  });
});
