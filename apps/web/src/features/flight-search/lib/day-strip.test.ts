import { describe, expect, it } from 'vitest';
import { dayPrice } from '../../../test/flights/fixtures';
import { buildDayStrip, nearestDaysWithFlights, shiftTripDates, wholeDaysWindow } from './day-strip';

const days = [
  dayPrice('2026-12-07', 31000),
  dayPrice('2026-12-08', null),
  dayPrice('2026-12-09', 19000),
  dayPrice('2026-12-10', null),
  dayPrice('2026-12-11', 22000),
  dayPrice('2026-12-13', 19000),
  dayPrice('2026-12-10', 12000, 'inbound'),
];

describe('buildDayStrip', () => {
  it('lays out ±3 days of one direction with prices, gaps and the cheapest days', () => {
    const strip = buildDayStrip(days, 'outbound', '2026-12-10', { minDate: '2026-12-08' });
    expect(strip.map((d) => d.date)).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
    ]);
    expect(strip.map((d) => d.price)).toEqual([31000, null, 19000, null, 22000, undefined, 19000]);
    expect(strip.filter((d) => d.isCheapest).map((d) => d.date)).toEqual(['2026-12-09', '2026-12-13']);
    expect(strip.find((d) => d.isCurrent)?.date).toBe('2026-12-10');
    expect(strip.filter((d) => d.isDisabled).map((d) => d.date)).toEqual(['2026-12-07']);
  });

  it('works before the prices arrive', () => {
    const strip = buildDayStrip(undefined, 'inbound', '2026-12-17', { span: 1 });
    expect(strip.map((d) => [d.date, d.price, d.isCheapest])).toEqual([
      ['2026-12-16', undefined, false],
      ['2026-12-17', undefined, false],
      ['2026-12-18', undefined, false],
    ]);
  });
});

describe('nearestDaysWithFlights', () => {
  it('lists days with flights nearest first, the earlier on a tie', () => {
    expect(nearestDaysWithFlights(days, 'outbound', '2026-12-10').map((d) => d.date)).toEqual([
      '2026-12-09',
      '2026-12-11',
      '2026-12-07',
    ]);
  });

  it('skips days before the first allowed date and other directions', () => {
    expect(
      nearestDaysWithFlights(days, 'outbound', '2026-12-10', { minDate: '2026-12-10', limit: 5 }).map(
        (d) => d.date,
      ),
    ).toEqual(['2026-12-11', '2026-12-13']);
    expect(nearestDaysWithFlights(days, 'inbound', '2026-12-17').map((d) => d.date)).toEqual(['2026-12-10']);
  });
});

describe('shiftTripDates', () => {
  const trip = { departureDate: '2026-12-10', returnDate: '2026-12-17' };

  it('moves the departure and keeps the return', () => {
    expect(shiftTripDates(trip, 'outbound', '2026-12-12')).toEqual({
      departureDate: '2026-12-12',
      returnDate: '2026-12-17',
    });
  });

  it('keeps the trip length when the departure passes the return', () => {
    expect(shiftTripDates(trip, 'outbound', '2026-12-19')).toEqual({
      departureDate: '2026-12-19',
      returnDate: '2026-12-26',
    });
  });

  it('moves the return', () => {
    expect(shiftTripDates(trip, 'inbound', '2026-12-15')).toEqual({
      departureDate: '2026-12-10',
      returnDate: '2026-12-15',
    });
    expect(
      shiftTripDates({ departureDate: '2026-12-10', returnDate: null }, 'outbound', '2026-12-11'),
    ).toEqual({
      departureDate: '2026-12-11',
      returnDate: null,
    });
  });
});

describe('wholeDaysWindow', () => {
  it('shows every day where all fit', () => {
    expect(wholeDaysWindow({ width: 700, dayWidth: 90, gap: 4, count: 7, current: 3 })).toEqual({
      visible: 7,
      first: 0,
    });
  });

  it('shows only whole days, the searched one in the middle, where they do not', () => {
    // 7 RUB days of 96 px in a 690 px strip at 768 px: six whole ones fit, never six and a half
    expect(wholeDaysWindow({ width: 600, dayWidth: 96, gap: 4, count: 7, current: 3 })).toEqual({
      visible: 6,
      first: 0,
    });
    expect(wholeDaysWindow({ width: 290, dayWidth: 90, gap: 4, count: 7, current: 3 })).toEqual({
      visible: 3,
      first: 2,
    });
  });

  it('keeps the window inside the strip and shows at least one day', () => {
    expect(wholeDaysWindow({ width: 290, dayWidth: 90, gap: 4, count: 7, current: 6 })).toEqual({
      visible: 3,
      first: 4,
    });
    expect(wholeDaysWindow({ width: 290, dayWidth: 90, gap: 4, count: 7, current: 0 }).first).toBe(0);
    expect(wholeDaysWindow({ width: 50, dayWidth: 90, gap: 4, count: 7, current: 3 })).toEqual({
      visible: 1,
      first: 3,
    });
  });
});
