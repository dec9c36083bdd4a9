// Calendar dates (`YYYY-MM-DD`) are formatted as UTC midnights so the visitor's own time zone never shifts them by
// a day: a flight on the 10th is on the 10th wherever the page is read.
import { dateTimeFormat } from '@charterdesk/domain';

// One formatter per language and options, kept by the domain: a booking or ticket page formats a dozen dates as
// it hydrates, and building one takes milliseconds on a phone.
export { dateTimeFormat };

const formatter = (culture: string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(culture, { ...options, timeZone: 'UTC' });

function toUtcDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** "10 дек.", "10 Dec", "10 Ara" */
export function formatDayMonth(isoDate: string, culture: string): string {
  return formatter(culture, { day: 'numeric', month: 'short' }).format(toUtcDate(isoDate));
}

/** "чт, 10 дек.", "Thu, 10 Dec", "10 Ara Per" */
export function formatWeekdayDayMonth(isoDate: string, culture: string): string {
  return formatter(culture, { weekday: 'short', day: 'numeric', month: 'short' }).format(toUtcDate(isoDate));
}

/** "чт", "Thu", "Per" */
export function formatWeekday(isoDate: string, culture: string): string {
  return formatter(culture, { weekday: 'short' }).format(toUtcDate(isoDate));
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
  const day = formatter(culture, { day: 'numeric', month: 'short', year: 'numeric' }).format(toUtcDate(date));
  return `${day}, ${time.slice(0, 5)}`;
}
