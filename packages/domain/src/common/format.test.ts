import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDuration, formatMoney, formatTripDateTime } from './format.js';

// Intl separates groups and currency with (narrow) no-break spaces; compare with plain spaces
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('culture formats of money and local times', () => {
  it('writes money as each culture does, always with its decimals', () => {
    expect(plain(formatMoney(104_529, 'EUR', 'ru'))).toBe('1 045,29 €');
    expect(formatMoney(104_529, 'EUR', 'en')).toBe('€1,045.29');
    expect(formatMoney(104_529, 'EUR', 'tr')).toBe('€1.045,29');
    expect(plain(formatMoney(7_800, 'EUR', 'ru'))).toBe('78,00 €');
    expect(plain(formatMoney(5_204_900, 'RUB', 'ru'))).toBe('52 049,00 ₽');
  });

  it('writes airport-local times without moving them to another zone', () => {
    expect(formatTripDateTime('2026-12-14T23:30', 'ru')).toBe('14 декабря 2026 г., 23:30');
    expect(formatTripDateTime('2026-12-14T23:30', 'tr')).toBe('14 Aralık 2026, 23:30');
    expect(formatTripDateTime('2026-12-14T09:05', 'en')).toMatch(/^14 December 2026, 09:05$/);
  });

  it('writes durations as the site does: both units, or the one there is', () => {
    expect(plain(formatDuration(255, 'ru'))).toBe('4 ч 15 мин');
    expect(formatDuration(140, 'en')).toBe('2h 20m');
    expect(formatDuration(60, 'en')).toBe('1h');
    expect(formatDuration(35, 'tr')).toBe('35 dk');
    expect(formatDuration(0, 'ru')).toBe('0 мин');
    expect(formatDuration(89.6, 'en')).toBe('1h 30m');
    expect(formatDuration(-5, 'en')).toBe('0m');
    expect(formatDuration(90, 'de')).toMatch(/^1 Std\.? 30 Min\.?$/);
  });

  it('builds each date and unit formatter once per culture, however many dates a page or an e-mail writes', () => {
    const { DateTimeFormat, NumberFormat } = Intl;
    let built = 0;
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof DateTimeFormat;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built += 1;
      }
    } as typeof NumberFormat;
    try {
      for (let day = 10; day < 20; day++) formatTripDateTime(`2027-01-${day}T10:00`, 'tr');
      for (let minutes = 61; minutes < 71; minutes++) formatDuration(minutes, 'tr');
      // at most a date, a time, an hour and a minute (an earlier test may have built some of them already)
      expect(built).toBeLessThanOrEqual(4);
      expect(formatTripDateTime('2027-01-10T10:00', 'tr')).toBe('10 Ocak 2027, 10:00');
    } finally {
      Intl.DateTimeFormat = DateTimeFormat;
      Intl.NumberFormat = NumberFormat;
    }
  });
});

describe('dateTimeFormat', () => {
  it('writes English as the rest of the site does: day before month, a 24-hour clock', () => {
    const at = new Date('2026-11-28T18:31:00Z');
    const short = { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' } as const;
    // the card step's "Seats are held until 11/28/26, 6:31 PM" beside a ticket's "15 Dec 2026, 23:30"
    expect(dateTimeFormat('en', short).format(at)).toBe('28/11/2026, 18:31');
    expect(dateTimeFormat('ru', short).format(at)).toBe('28.11.2026, 18:31');
  });
});
