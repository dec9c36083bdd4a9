// Calendar dates (`YYYY-MM-DD`) are formatted as UTC midnights so the visitor's own time zone never shifts them by
// a day: a flight on the 10th is on the 10th wherever the page is read.
import { dateTimeFormat, formatCalendarDate } from '@charterdesk/domain';

// The forms below come from the domain's tables (no Intl while a page starts: its first use costs a phone 50–100 ms).
// Anything else goes through Intl, one formatter per language and options, kept by the domain.
export { dateTimeFormat };

/** "10 дек.", "10 Dec", "10 Ara" */
export function formatDayMonth(isoDate: string, culture: string): string {
  return formatCalendarDate(isoDate, 'dayMonth', culture);
}

/** "чт, 10 дек.", "Thu 10 Dec", "10 Ara Per" */
export function formatWeekdayDayMonth(isoDate: string, culture: string): string {
  return formatCalendarDate(isoDate, 'weekdayDayMonth', culture);
}

/** "чт", "Thu", "Per" */
export function formatWeekday(isoDate: string, culture: string): string {
  return formatCalendarDate(isoDate, 'weekday', culture);
}

/** Today's calendar date where the visitor is, `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Airport-local `YYYY-MM-DDTHH:mm` as "10 Dec 2026, 08:30" without any zone shift. */
export function formatLocal(local: string, culture: string): string {
  const [date = '', time = ''] = local.split('T');
  return `${formatCalendarDate(date, 'dayMonthYear', culture)}, ${time.slice(0, 5)}`;
}

/**
 * A flight's departure and arrival (airport-local) as one span: the date once when it lands the same day
 * ("10 Dec 2026, 07:40 — 11:25"), both when it lands on another.
 */
export function formatLocalSpan(from: string, to: string, culture: string): string {
  const sameDay = from.slice(0, 10) === to.slice(0, 10);
  return `${formatLocal(from, culture)} — ${sameDay ? to.slice(11, 16) : formatLocal(to, culture)}`;
}
