import { describe, expect, it } from 'vitest';
import { flightOption } from '../../../test/flights/fixtures';
import {
  applyFilters,
  computeFacets,
  countActiveFilters,
  type FlightFilters,
  NO_FILTERS,
  parseFilters,
  timeBucket,
  writeFilters,
} from './filters';

const options = [
  flightOption({ id: 'a', airline: 'XC', departure: '05:59', arrival: '09:40', total: 30000 }),
  flightOption({ id: 'b', airline: 'PC', departure: '06:00', arrival: '12:00', total: 18000, stops: 1 }),
  flightOption({ id: 'c', airline: 'SU', departure: '17:59', arrival: '23:10', total: 25000, baggageKg: 0 }),
  flightOption({ id: 'd', airline: 'XC', departure: '18:00', arrival: '00:30', total: 21000 }),
  flightOption({ id: 'r1', direction: 'inbound', departure: '23:00', arrival: '02:45', total: 19000 }),
];
const ids = (list: { id: string }[]) => list.map((o) => o.id);
const filters = (patch: Partial<FlightFilters>): FlightFilters => ({ ...NO_FILTERS, ...patch });

describe('timeBucket', () => {
  it.each([
    ['00:00', 'night'],
    ['05:59', 'night'],
    ['06:00', 'morning'],
    ['11:59', 'morning'],
    ['12:00', 'day'],
    ['17:59', 'day'],
    ['18:00', 'evening'],
    ['23:59', 'evening'],
    ['2026-12-10T07:15', 'morning'],
  ])('%s is %s', (time, bucket) => {
    expect(timeBucket(time)).toBe(bucket);
  });
});

describe('applyFilters', () => {
  it('keeps everything without filters', () => {
    expect(ids(applyFilters(options, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd', 'r1']);
  });

  it('filters direct or connecting flights', () => {
    expect(ids(applyFilters(options, filters({ stops: 'direct' })))).toEqual(['a', 'c', 'd', 'r1']);
    expect(ids(applyFilters(options, filters({ stops: 'connecting' })))).toEqual(['b']);
  });

  it('filters by checked baggage', () => {
    expect(ids(applyFilters(options, filters({ baggage: 'without' })))).toEqual(['c']);
    expect(ids(applyFilters(options, filters({ baggage: 'with' })))).not.toContain('c');
  });

  it('filters by price bounds, inclusive', () => {
    expect(ids(applyFilters(options, filters({ minPrice: 19000, maxPrice: 25000 })))).toEqual([
      'c',
      'd',
      'r1',
    ]);
  });

  it('filters by airlines', () => {
    expect(ids(applyFilters(options, filters({ airlines: ['XC', 'PC'] })))).toEqual(['a', 'b', 'd', 'r1']);
  });

  it('applies departure and arrival buckets to their own direction only', () => {
    expect(ids(applyFilters(options, filters({ outboundDeparture: ['morning', 'evening'] })))).toEqual([
      'b',
      'd',
      'r1',
    ]);
    expect(ids(applyFilters(options, filters({ outboundArrival: ['night'] })))).toEqual(['d', 'r1']);
    expect(ids(applyFilters(options, filters({ inboundDeparture: ['morning'] })))).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(ids(applyFilters(options, filters({ inboundArrival: ['night'] })))).toContain('r1');
  });

  it('combines filters with AND', () => {
    expect(ids(applyFilters(options, filters({ airlines: ['XC'], maxPrice: 25000 })))).toEqual(['d', 'r1']);
  });
});

describe('filters in the URL', () => {
  it('round-trips every filter', () => {
    const all: FlightFilters = {
      stops: 'direct',
      baggage: 'with',
      minPrice: 1000,
      maxPrice: 50000,
      airlines: ['XC', 'PC'],
      outboundDeparture: ['morning', 'day'],
      outboundArrival: ['evening'],
      inboundDeparture: ['night'],
      inboundArrival: ['day'],
    };
    const params = writeFilters(new URLSearchParams('from=MOW&sort=duration'), all);
    expect(params.toString()).toBe(
      'from=MOW&sort=duration&stops=direct&bag=1&minPrice=1000&maxPrice=50000&airlines=XC%2CPC&outDep=morning%2Cday&outArr=evening&inDep=night&inArr=day',
    );
    expect(parseFilters(params)).toEqual(all);
  });

  it('leaves defaults out and removes filters that were reset', () => {
    const params = writeFilters(new URLSearchParams('from=MOW&stops=direct&bag=0&airlines=XC'), NO_FILTERS);
    expect(params.toString()).toBe('from=MOW');
  });

  it('ignores values it does not understand', () => {
    expect(
      parseFilters(
        new URLSearchParams('stops=maybe&bag=2&maxPrice=-5&minPrice=abc&outDep=noon,night&airlines=xc,,XC'),
      ),
    ).toEqual({ ...NO_FILTERS, outboundDeparture: ['night'], airlines: ['XC'] });
    expect(parseFilters(new URLSearchParams('bag=0')).baggage).toBe('without');
  });

  it('counts active filter groups', () => {
    expect(countActiveFilters(NO_FILTERS)).toBe(0);
    expect(
      countActiveFilters(filters({ stops: 'direct', minPrice: 1, maxPrice: 2, inboundArrival: ['day'] })),
    ).toBe(3);
  });
});

describe('computeFacets', () => {
  it('lists airlines by their cheapest option and the price range', () => {
    const facets = computeFacets(options);
    expect(facets.airlines.map((a) => [a.code, a.minPrice, a.count])).toEqual([
      ['PC', 18000, 1],
      ['XC', 19000, 3],
      ['SU', 25000, 1],
    ]);
    expect(facets.priceRange).toEqual({ min: 18000, max: 30000 });
    expect(facets).toMatchObject({
      hasDirect: true,
      hasConnecting: true,
      hasWithBaggage: true,
      hasWithoutBaggage: true,
    });
  });

  it('has no price range without options', () => {
    expect(computeFacets([]).priceRange).toBeNull();
  });
});
