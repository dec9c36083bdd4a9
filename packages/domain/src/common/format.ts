import { minorDigits } from '../money/money.js';
import type { Culture } from './culture.js';
import {
  type CalendarStyle,
  tableDate,
  tableMoney,
  tablesWrite,
  tableTime,
  tableUnit,
} from './culture-formats.js';

/**
 * How money and times are written for a reader, the same in the browser, in e-mails and in PDFs: the
 * culture's own conventions through Intl ("1 045,29 €" in ru, "€1,045.29" in en, "€1.045,29" in tr).
 */
const money = new Map<string, Intl.NumberFormat>();

/**
 * The Intl locale of a culture: our English readers are mostly European travellers, so day-month order
 * and a 24-hour clock (en-GB), as on boarding passes.
 */
export function intlLocale(culture: Culture | string): string {
  return culture === 'en' ? 'en-GB' : culture;
}

/** Integer minor units in the culture's format, always with the currency's decimals. */
export function formatMoney(amountMinor: number, currency: string, culture: Culture | string): string {
  // our cultures and currencies from tables (culture-formats.ts: Intl's first use costs a phone's page 50–100 ms)
  if (tablesWrite(culture, currency))
    return tableMoney(amountMinor, currency, minorDigits(currency), culture);
  const key = `${culture}|${currency}`;
  let format = money.get(key);
  if (!format) {
    const digits = minorDigits(currency);
    format = new Intl.NumberFormat(intlLocale(culture), {
      style: 'currency',
      currency,
      // "₺", "Br", "$" rather than "TRY", "BYN", "US$": the five currencies we sell are unambiguous on our
      // pages, and shorter amounts fit a phone's day strip and price columns without clipping
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    money.set(key, format);
  }
  const value = amountMinor / 10 ** minorDigits(currency);
  if (currency !== 'BYN') return format.format(value);
  // Russian writes the Belarusian rouble "р.", easy to take for the Russian one (₽) on the same page
  return format
    .formatToParts(value)
    .map((p) => (p.type === 'currency' ? 'Br' : p.value))
    .join('');
}

/**
 * Like formatMoney, but a negative amount (a discount in a price list) carries the true minus sign U+2212
 * ("−931,25 ₺") rather than the hyphen-minus the number formats write: one way for pages, e-mails and PDFs.
 */
export function formatSignedMoney(amountMinor: number, currency: string, culture: Culture | string): string {
  return amountMinor < 0
    ? `\u2212${formatMoney(-amountMinor, currency, culture)}`
    : formatMoney(amountMinor, currency, culture);
}

// Building an Intl formatter loads the culture's data (milliseconds each on a phone; a booking page, an e-mail or
// a PDF writes many dates); one is kept per locale and options.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const unitFormats = new Map<string, Intl.NumberFormat>();

/** An Intl.DateTimeFormat of an Intl locale and options, built once and kept (the browser's and the server's). */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    // a culture ("en") writes as everywhere else on the site (en-GB: "28 Nov 2026, 18:31", not "11/28/26, 6:31 PM")
    format = new Intl.DateTimeFormat(intlLocale(locale), options);
    dateFormats.set(key, format);
  }
  return format;
}

const dateFormat = (culture: Culture | string, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(intlLocale(culture), options);

function unitFormat(culture: Culture | string, unit: 'hour' | 'minute'): Intl.NumberFormat {
  const locale = intlLocale(culture);
  const key = `${locale} ${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' });
    unitFormats.set(key, format);
  }
  return format;
}

/** An airport-local `YYYY-MM-DDTHH:mm` as a Date whose UTC fields are those local fields (for formatting). */
function asUtc(local: string): Date {
  return new Date(`${local.length === 10 ? `${local}T00:00` : local}:00Z`);
}

/** "14 декабря 2026 г." / "14 December 2026" / "14 Aralık 2026" of a `YYYY-MM-DD` (or local date-time). */
export function formatTripDate(local: string, culture: Culture | string): string {
  if (tablesWrite(culture)) return tableDate(local, 'longDate', culture);
  return dateFormat(culture, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    asUtc(local.slice(0, 16)),
  );
}

/** "23:30" of a local `YYYY-MM-DDTHH:mm`, as the culture writes hours. */
export function formatTripTime(local: string, culture: Culture | string): string {
  if (tablesWrite(culture)) return tableTime(local);
  return dateFormat(culture, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    asUtc(local.slice(0, 16)),
  );
}

/** "14 декабря 2026 г., 23:30": a local date and time as the culture writes them (no zone conversion). */
export function formatTripDateTime(local: string, culture: Culture | string): string {
  return `${formatTripDate(local, culture)}, ${formatTripTime(local, culture)}`;
}

/**
 * A duration as the site, its e-mails and its PDFs write it: "4 ч 15 мин", "4h 15m", "4 sa 15 dk"; "35 мин" under
 * an hour, "2 ч" on the hour. Cultures beyond ours get Intl's short units.
 */
export function formatDuration(minutes: number, culture: Culture | string): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  const unit = (value: number, u: 'hour' | 'minute') =>
    tablesWrite(culture) ? tableUnit(value, u, culture) : unitFormat(culture, u).format(value);
  if (hours === 0) return unit(rest, 'minute');
  if (rest === 0) return unit(hours, 'hour');
  return `${unit(hours, 'hour')} ${unit(rest, 'minute')}`;
}

const CALENDAR_OPTIONS: Record<CalendarStyle, Intl.DateTimeFormatOptions> = {
  dayMonth: { day: 'numeric', month: 'short' },
  weekdayDayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
  weekday: { weekday: 'short' },
  dayMonthYear: { day: 'numeric', month: 'short', year: 'numeric' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
};

/**
 * A calendar date (`YYYY-MM-DD`, or the date of a local date-time) in one of the forms pages and documents use:
 * "10 дек.", "Thu 10 Dec", "Per", "10 Ara 2026", "14 декабря 2026 г.". Never moved to another zone.
 */
export function formatCalendarDate(isoDate: string, style: CalendarStyle, culture: Culture | string): string {
  if (tablesWrite(culture)) return tableDate(isoDate, style, culture);
  return dateFormat(culture, { ...CALENDAR_OPTIONS[style], timeZone: 'UTC' }).format(
    asUtc(isoDate.slice(0, 10)),
  );
}

export type { CalendarStyle };
