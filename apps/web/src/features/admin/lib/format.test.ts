import { describe, expect, it } from 'vitest';
import { dayPattern, formatClockTime, formatDay, formatLocalDateTime, formatRate } from './format';

describe('admin formatters', () => {
  it('formats a calendar day in the culture, whatever the viewer’s time zone', () => {
    expect(formatDay('2026-11-22', 'ru')).toBe('22.11.2026');
    expect(formatDay('2026-11-22', 'tr')).toBe('22.11.2026');
    expect(formatDay('2026-11-22', 'en')).toBe('11/22/2026');
    expect(formatDay('not a date', 'ru')).toBe('not a date');
  });

  it('formats an airport wall-clock time with its weekday, 24-hour', () => {
    expect(formatLocalDateTime('2026-11-23T03:10', 'ru')).toBe('пн, 23.11.2026, 03:10');
    expect(formatLocalDateTime('2026-11-23T15:10', 'en')).toContain('15:10');
  });

  it('writes an instant within the day as its clock time alone, as the date-and-time formatter writes it', () => {
    const iso = '2026-11-29T11:05:00Z';
    expect(formatClockTime(iso, 'ru')).toMatch(/^\d{2}:05$/);
    expect(formatClockTime(iso, 'tr')).toMatch(/^\d{2}:05$/);
    expect(formatClockTime(iso, 'en')).toMatch(/^\d{1,2}:05\s?[AP]M$/);
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
    expect(dayPattern('en')).toBe('MM/DD/YYYY');
  });
});
