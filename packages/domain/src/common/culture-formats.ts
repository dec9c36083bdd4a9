// How our three cultures write money, calendar dates, clock times and durations, as tables: what Intl writes
// (CLDR 48, as Node 20.20 and Chromium carry it; culture-formats.test.ts compares every month, weekday, currency
// and sign with Intl), without Intl. Durations are the exception: written shorter than Intl's units, as flight
// sites write them ("2h 20m", not "2 hrs 20 mins").
//
// Why not Intl itself: a page's first Intl.NumberFormat or Intl.DateTimeFormat makes the browser list every
// locale ICU has, 50–100 ms of a phone's main thread (measured: a fresh page, whatever the formatter), and every
// page we sell on writes prices and dates as it starts. Intl.PluralRules, which i18next uses, does not pay it.
// Anything beyond these cultures and currencies still goes to Intl (format.ts).

/** The cultures the tables know; `en` is written as en-GB (format.ts: intlLocale). */
export type TableCulture = 'ru' | 'en' | 'tr';

interface CultureTable {
  /** short month names (format context), January first */
  monthShort: readonly string[];
  /** long month names as a date writes them (ru: genitive) */
  monthLong: readonly string[];
  /** short weekday names, Sunday first */
  weekdayShort: readonly string[];
  group: string;
  decimal: string;
  /** "10 дек." */
  dayMonth: (day: number, month: string) => string;
  /** "чт, 10 дек." */
  weekdayDayMonth: (weekday: string, day: number, month: string) => string;
  /** "10 дек. 2026 г.", "10 декабря 2026 г." */
  dayMonthYear: (day: number, month: string, year: number) => string;
  /** the amount (already signless and grouped) and the currency's symbol */
  money: (amount: string, symbol: string) => string;
  /** a duration's hours and minutes as our pages write them ("4 ч", "4h", "4 sa"), shorter than Intl's units */
  hours: (count: string, value: number) => string;
  minutes: (count: string, value: number) => string;
}

const NBSP = '\u00a0';

/** "€1,045.29", "Br 45,20": the symbol before the amount; a symbol of letters (Br) is set apart from the digits. */
const symbolFirst = (amount: string, symbol: string) =>
  /\p{L}$/u.test(symbol) ? `${symbol}${NBSP}${amount}` : `${symbol}${amount}`;

const TABLES: Record<TableCulture, CultureTable> = {
  ru: {
    monthShort: [
      'янв.',
      'февр.',
      'мар.',
      'апр.',
      'мая',
      'июн.',
      'июл.',
      'авг.',
      'сент.',
      'окт.',
      'нояб.',
      'дек.',
    ],
    monthLong: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    weekdayShort: ['вс', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб'],
    group: NBSP,
    decimal: ',',
    dayMonth: (day, month) => `${day} ${month}`,
    weekdayDayMonth: (weekday, day, month) => `${weekday}, ${day} ${month}`,
    dayMonthYear: (day, month, year) => `${day} ${month} ${year} г.`,
    money: (amount, symbol) => `${amount}${NBSP}${symbol}`,
    hours: (count) => `${count} ч`,
    minutes: (count) => `${count} мин`,
  },
  en: {
    monthShort: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    monthLong: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    weekdayShort: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    group: ',',
    decimal: '.',
    dayMonth: (day, month) => `${day} ${month}`,
    weekdayDayMonth: (weekday, day, month) => `${weekday} ${day} ${month}`,
    dayMonthYear: (day, month, year) => `${day} ${month} ${year}`,
    money: symbolFirst,
    hours: (count) => `${count}h`,
    minutes: (count) => `${count}m`,
  },
  tr: {
    monthShort: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
    monthLong: [
      'Ocak',
      'Şubat',
      'Mart',
      'Nisan',
      'Mayıs',
      'Haziran',
      'Temmuz',
      'Ağustos',
      'Eylül',
      'Ekim',
      'Kasım',
      'Aralık',
    ],
    weekdayShort: ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'],
    group: '.',
    decimal: ',',
    dayMonth: (day, month) => `${day} ${month}`,
    weekdayDayMonth: (weekday, day, month) => `${day} ${month} ${weekday}`,
    dayMonthYear: (day, month, year) => `${day} ${month} ${year}`,
    money: symbolFirst,
    hours: (count) => `${count} sa`,
    minutes: (count) => `${count} dk`,
  },
};

/**
 * The symbols of the currencies we sell, as our pages write them: narrow symbols, and "Br" for the Belarusian
 * rouble (Russian writes it "р.", easy to take for the Russian rouble ₽ on the same page).
 */
const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', RUB: '₽', USD: '$', TRY: '₺', BYN: 'Br' };

/** The table of a culture (`ru`, `en`, `tr`; `en-GB` is `en`), or undefined for one the tables do not know. */
function tableOf(culture: string): CultureTable | undefined {
  if (culture === 'ru' || culture === 'en' || culture === 'tr') return TABLES[culture];
  return culture === 'en-GB' ? TABLES.en : undefined;
}

/** Whether the tables write this culture (and, given one, this currency); otherwise Intl does. */
export function tablesWrite(culture: string, currency?: string): boolean {
  return tableOf(culture) !== undefined && (currency === undefined || currency in SYMBOLS);
}

/** A whole number's digits in groups of three. */
function grouped(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Integer minor units with `fractionDigits` decimals, in the culture's way: "1 045,29 €", "€1,045.29". */
export function tableMoney(
  amountMinor: number,
  currency: string,
  fractionDigits: number,
  culture: string,
): string {
  const table = tableOf(culture);
  const symbol = SYMBOLS[currency];
  if (!table || !symbol) throw new Error(`no table writes ${currency} in ${culture}`);
  const minor = Math.abs(Math.round(amountMinor));
  const digits = String(minor).padStart(fractionDigits + 1, '0');
  const whole = grouped(digits.slice(0, digits.length - fractionDigits), table.group);
  const amount = fractionDigits > 0 ? `${whole}${table.decimal}${digits.slice(-fractionDigits)}` : whole;
  return `${amountMinor < 0 && minor > 0 ? '-' : ''}${table.money(amount, symbol)}`;
}

/** The calendar forms our pages and documents write. */
export type CalendarStyle = 'dayMonth' | 'weekdayDayMonth' | 'weekday' | 'dayMonthYear' | 'longDate';

/** A calendar date (`YYYY-MM-DD…`) in one of the forms, as the culture writes it: "чт, 10 дек.", "10 Aralık 2026". */
export function tableDate(isoDate: string, style: CalendarStyle, culture: string): string {
  const table = tableOf(culture);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!table || !match) throw new Error(`no table writes ${isoDate} in ${culture}`);
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const weekday = () => table.weekdayShort[new Date(Date.UTC(year, month, day)).getUTCDay()]!;
  switch (style) {
    case 'dayMonth':
      return table.dayMonth(day, table.monthShort[month]!);
    case 'weekdayDayMonth':
      return table.weekdayDayMonth(weekday(), day, table.monthShort[month]!);
    case 'weekday':
      return weekday();
    case 'dayMonthYear':
      return table.dayMonthYear(day, table.monthShort[month]!, year);
    case 'longDate':
      return table.dayMonthYear(day, table.monthLong[month]!, year);
  }
}

/** "23:30" of a local `…THH:mm`: all three cultures write a 24-hour clock with two-digit hours. */
export function tableTime(local: string): string {
  const match = /T(\d{2}):(\d{2})/.exec(local);
  if (!match) throw new Error(`no time in ${local}`);
  return `${match[1]}:${match[2]}`;
}

/** A count of hours or minutes in the culture's short unit: "4 ч", "1 hr", "15 dk.". */
export function tableUnit(value: number, unit: 'hour' | 'minute', culture: string): string {
  const table = tableOf(culture);
  if (!table) throw new Error(`no table writes ${unit}s in ${culture}`);
  const count = `${value < 0 ? '-' : ''}${grouped(String(Math.abs(value)), table.group)}`;
  return unit === 'hour' ? table.hours(count, value) : table.minutes(count, value);
}
