import { formatCalendarDate, formatTripDateTime } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  dayPattern,
  formatClockTime,
  formatDateTime,
  formatDay,
  formatLocalDateTime,
  formatRate,
} from './format';

describe('admin formatters', () => {
  it('formats a calendar day in the culture, whatever the viewer’s time zone', () => {
    expect(formatDay('2026-11-22', 'ru')).toBe('22.11.2026');
    expect(formatDay('2026-11-22', 'tr')).toBe('22.11.2026');
    expect(formatDay('2026-11-22', 'en')).toBe('22/11/2026');
    expect(formatDay('not a date', 'ru')).toBe('not a date');
  });

  it('formats an airport wall-clock time with its weekday, 24-hour', () => {
    expect(formatLocalDateTime('2026-11-23T03:10', 'ru')).toBe('пн, 23.11.2026, 03:10');
    expect(formatLocalDateTime('2026-11-23T15:10', 'en')).toBe('Mon, 23/11/2026, 15:10');
  });

  it('writes English as the public site does: the day first and a 24-hour clock, never US style', () => {
    // the public pages' own formatters: "29 Nov 2026", "29 November 2026, 14:05"
    expect(formatCalendarDate('2026-11-29', 'dayMonthYear', 'en')).toBe('29 Nov 2026');
    expect(formatTripDateTime('2026-11-29T14:05', 'en')).toBe('29 November 2026, 14:05');
    expect(formatDay('2026-11-29', 'en')).toBe('29/11/2026');
    const instant = formatDateTime('2026-11-29T11:05:00Z', 'en');
    expect(instant).toMatch(/^29\/11\/2026, \d{2}:05$/);
    expect(instant).not.toMatch(/11\/29|[AP]M/);
  });

  it('writes an instant within the day as its clock time alone, as the date-and-time formatter writes it', () => {
    const iso = '2026-11-29T11:05:00Z';
    expect(formatClockTime(iso, 'ru')).toMatch(/^\d{2}:05$/);
    expect(formatClockTime(iso, 'tr')).toMatch(/^\d{2}:05$/);
    expect(formatClockTime(iso, 'en')).toMatch(/^\d{2}:05$/);
    expect(formatClockTime('soon', 'ru')).toBe('soon');
  });

  it('formats a rate with the culture’s decimal separator', () => {
    expect(formatRate('98.5', 'ru')).toBe('98,5');
    expect(formatRate('1.08', 'en')).toBe('1.08');
    expect(formatRate('37.25', 'tr')).toBe('37,25');
    expect(formatRate('abc', 'ru')).toBe('abc');
  });
});

describe('dayPattern', () => {
  it('gives the date pickers the same order and separators as formatDay', () => {
    expect(dayPattern('ru')).toBe('DD.MM.YYYY');
    expect(dayPattern('tr')).toBe('DD.MM.YYYY');
    expect(dayPattern('en')).toBe('DD/MM/YYYY');
  });
});
