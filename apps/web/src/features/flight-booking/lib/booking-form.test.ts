import type { FlightOption } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { searchWithInfantAsChild, turnsTwoDuringTrip } from './booking-form';

describe('an infant who turns 2 during the trip', () => {
  const offer = (day: string) =>
    ({
      origin: { code: 'VKO' },
      destination: { code: 'AYT' },
      departureLocal: `${day}T10:00`,
      cabinClass: 'economy',
    }) as unknown as FlightOption;

  it('is told apart from an infant too old from the start', () => {
    const trip = [offer('2026-12-10'), offer('2026-12-20')];
    expect(turnsTwoDuringTrip('15-12-2024', trip)).toBe(true);
    expect(turnsTwoDuringTrip('15-11-2024', trip)).toBe(false);
    expect(turnsTwoDuringTrip('15-01-2025', trip)).toBe(false);
  });

  it('gets a search of the same trip with one child more and one infant fewer', () => {
    const url = new URL(
      searchWithInfantAsChild([offer('2026-12-10'), offer('2026-12-20')], {
        adults: 2,
        children: 0,
        infants: 1,
      }),
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      from: 'VKO',
      to: 'AYT',
      depart: '2026-12-10',
      return: '2026-12-20',
      trip: 'roundTrip',
      adults: '2',
      children: '1',
      infants: '0',
    });
  });
});
