import { describe, expect, it } from 'vitest';
import { checkInClosesLocal, formatCheckInCloses } from './local-times.js';

const flight = (origin: string, destination: string, departureLocal: string) => ({
  origin: { countryCode: origin },
  destination: { countryCode: destination },
  departureLocal,
});

const closesText = (f: ReturnType<typeof flight>, culture: string) =>
  formatCheckInCloses(checkInClosesLocal(f), f.departureLocal, culture);

describe('when check-in closes', () => {
  it('is 1 h 15 min before an international departure and 50 min before a domestic one, in local time', () => {
    expect(checkInClosesLocal(flight('RU', 'TR', '2026-12-14T09:30'))).toBe('2026-12-14T08:15');
    expect(checkInClosesLocal(flight('TR', 'TR', '2026-12-14T09:30'))).toBe('2026-12-14T08:40');
  });

  it('reads as a time beside the departure, and with its date when it falls on the day before', () => {
    expect(closesText(flight('RU', 'TR', '2026-12-14T09:30'), 'en')).toBe('08:15');
    expect(closesText(flight('RU', 'TR', '2026-12-14T00:30'), 'ru')).toBe('13 декабря 2026 г., 23:15');
    expect(closesText(flight('RU', 'TR', '2026-01-01T00:10'), 'en')).toBe('31 December 2025, 22:55');
  });
});
