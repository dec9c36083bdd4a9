import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatDayMonth,
  formatLocal,
  formatLocalSpan,
  formatWeekdayDayMonth,
} from './format-date';

describe('format-date', () => {
  it('keeps one formatter per language and options', () => {
    const options = { dateStyle: 'short', timeStyle: 'short' } as const;
    expect(dateTimeFormat('ru', options)).toBe(dateTimeFormat('ru', { ...options }));
    expect(dateTimeFormat('ru', options)).not.toBe(dateTimeFormat('en', options));
    expect(dateTimeFormat('ru', options)).not.toBe(dateTimeFormat('ru', { dateStyle: 'long' }));
  });

  it('writes airport-local times as they are, whatever the reader’s zone', () => {
    // English as the e-ticket and the e-mails write it (en-GB: day before month)
    expect(formatLocal('2026-12-10T08:30', 'en')).toBe('10 Dec 2026, 08:30');
    expect(formatLocal('2026-12-31T23:55', 'tr')).toBe('31 Ara 2026, 23:55');
    expect(formatDayMonth('2026-12-10', 'en')).toBe('10 Dec');
    expect(formatWeekdayDayMonth('2026-12-10', 'ru')).toBe('чт, 10 дек.');
  });

  it('writes a flight’s date once when it lands the same day, twice when it lands on another', () => {
    expect(formatLocalSpan('2026-12-10T07:40', '2026-12-10T11:25', 'en')).toBe('10 Dec 2026, 07:40 — 11:25');
    expect(formatLocalSpan('2026-12-10T23:30', '2026-12-11T03:10', 'tr')).toBe(
      '10 Ara 2026, 23:30 — 11 Ara 2026, 03:10',
    );
  });
});
