import { type Culture, intlLocale } from '@charterdesk/domain';

// Every formatter here writes a culture as the public site does (intlLocale): English day-first with a 24-hour
// clock (en-GB, "29/11/2026, 14:20"), not the US "11/29/2026, 2:20 PM" that Intl's bare "en" writes.

const instantFormatters = new Map<string, Intl.DateTimeFormat>();

/** An instant (UTC ISO) in the viewer's time zone, with one formatter per culture and style. */
function formatInstant(iso: string, culture: Culture, withDate: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `${culture}|${withDate}`;
  let formatter = instantFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(culture), {
      ...(withDate ? { dateStyle: 'short' } : {}),
      timeStyle: 'short',
    });
    instantFormatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** An instant (UTC ISO) in the viewer's time zone, e.g. 05.03.2026, 14:20 (ru), 05/03/2026, 14:20 (en). */
export function formatDateTime(iso: string, culture: Culture): string {
  return formatInstant(iso, culture, true);
}

/** The clock time of an instant (UTC ISO) in the viewer's time zone, e.g. 14:20; for instants within the day. */
export function formatClockTime(iso: string, culture: Culture): string {
  return formatInstant(iso, culture, false);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(culture: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${culture}|${withTime}`;
  let formatter = dayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(culture), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(withTime ? { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
      timeZone: 'UTC',
    });
    dayFormatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar day (`YYYY-MM-DD`, no time zone) in the culture, e.g. 22.11.2026 (ru), 22/11/2026 (en). */
export function formatDay(isoDate: string, culture: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : dayFormatter(culture, false).format(date);
}

/** A wall-clock time at an airport (`YYYY-MM-DDTHH:mm`, no zone) with its weekday, e.g. "пн, 23.11.2026, 03:10". */
export function formatLocalDateTime(local: string, culture: string): string {
  const date = new Date(`${local.slice(0, 16)}:00Z`);
  return Number.isNaN(date.getTime()) ? local : dayFormatter(culture, true).format(date);
}

/** An exchange rate (decimal string from the API) with the culture's separators: "98.5" → "98,5" (ru). */
export function formatRate(rate: string, culture: string): string {
  const n = Number(rate);
  if (!Number.isFinite(n)) return rate;
  return new Intl.NumberFormat(intlLocale(culture), { maximumFractionDigits: 6 }).format(n);
}

/** The culture's numeric day pattern in dayjs tokens, e.g. DD.MM.YYYY (ru, tr), DD/MM/YYYY (en). */
export function dayPattern(culture: string): string {
  return dayFormatter(culture, false)
    .formatToParts(new Date(Date.UTC(2026, 10, 22)))
    .map((part) =>
      part.type === 'day' ? 'DD' : part.type === 'month' ? 'MM' : part.type === 'year' ? 'YYYY' : part.value,
    )
    .join('');
}
