import { describe, expect, it } from 'vitest';
import { tableDate, tableMoney, tablesWrite, tableTime, tableUnit } from './culture-formats.js';
import { formatCalendarDate, formatDuration, formatMoney, formatTripDate, formatTripTime } from './format.js';

// The tables must write exactly what Intl writes (CLDR) for our cultures: every month, every weekday, every
// currency we sell, both signs, every size of amount.
const CULTURES = [
  ['ru', 'ru'],
  ['en', 'en-GB'],
  ['tr', 'tr'],
] as const;
const CURRENCIES = ['EUR', 'RUB', 'USD', 'TRY', 'BYN'] as const;

const intlDate = (locale: string, options: Intl.DateTimeFormatOptions, iso: string) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** What format.ts wrote with Intl alone (the Belarusian rouble as "Br"). */
function intlMoney(amountMinor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .formatToParts(amountMinor / 100)
    .map((part) => (part.type === 'currency' && currency === 'BYN' ? 'Br' : part.value))
    .join('');
}

/** Every day of 2026 and of a leap year's February, as `YYYY-MM-DD`. */
function days(): string[] {
  const all: string[] = [];
  for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 86_400_000)
    all.push(new Date(t).toISOString().slice(0, 10));
  all.push('2028-02-29', '2030-07-04');
  return all;
}

describe('culture tables, against Intl', () => {
  it.each(CULTURES)('writes every calendar date of a year as Intl does in %s', (culture, locale) => {
    for (const day of days()) {
      expect(tableDate(day, 'dayMonth', culture)).toBe(
        intlDate(locale, { day: 'numeric', month: 'short' }, day),
      );
      expect(tableDate(day, 'weekdayDayMonth', culture)).toBe(
        intlDate(locale, { weekday: 'short', day: 'numeric', month: 'short' }, day),
      );
      expect(tableDate(day, 'weekday', culture)).toBe(intlDate(locale, { weekday: 'short' }, day));
      expect(tableDate(day, 'dayMonthYear', culture)).toBe(
        intlDate(locale, { day: 'numeric', month: 'short', year: 'numeric' }, day),
      );
      expect(tableDate(day, 'longDate', culture)).toBe(
        intlDate(locale, { day: 'numeric', month: 'long', year: 'numeric' }, day),
      );
    }
  });

  it.each(CULTURES)('writes money in every currency we sell as Intl does in %s', (culture, locale) => {
    const amounts = [
      0, 1, 9, 10, 99, 100, 999, 1_000, 7_800, 99_999, 100_000, 104_529, 123_456_789, 5_204_900,
    ];
    for (const currency of CURRENCIES)
      for (const amount of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)])
        expect(tableMoney(amount, currency, 2, culture), `${amount} ${currency}`).toBe(
          intlMoney(amount, currency, locale),
        );
  });

  it.each(CULTURES)('writes clock times as Intl does in %s', (_culture, locale) => {
    for (const time of ['00:00', '03:05', '12:30', '23:59'])
      expect(tableTime(`2026-12-14T${time}`)).toBe(
        new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
          new Date(`2026-12-14T${time}:00Z`),
        ),
      );
  });

  it('writes hours and minutes of a duration shorter than Intl, as flight sites do', () => {
    const written = (culture: string) =>
      [1, 2, 21, 1_234].flatMap((v) => [tableUnit(v, 'hour', culture), tableUnit(v, 'minute', culture)]);
    expect(written('ru')).toEqual([
      '1 ч',
      '1 мин',
      '2 ч',
      '2 мин',
      '21 ч',
      '21 мин',
      '1\u00a0234 ч',
      '1\u00a0234 мин',
    ]);
    expect(written('en')).toEqual(['1h', '1m', '2h', '2m', '21h', '21m', '1,234h', '1,234m']);
    expect(written('tr')).toEqual(['1 sa', '1 dk', '2 sa', '2 dk', '21 sa', '21 dk', '1.234 sa', '1.234 dk']);
  });

  it('writes only our cultures and currencies; the rest goes to Intl', () => {
    expect(tablesWrite('ru', 'RUB')).toBe(true);
    expect(tablesWrite('en-GB')).toBe(true);
    expect(tablesWrite('de')).toBe(false);
    expect(tablesWrite('en', 'JPY')).toBe(false);
    expect(formatMoney(1_234, 'JPY', 'en')).toBe('¥1,234');
    expect(formatMoney(104_529, 'EUR', 'de')).toBe(intlMoney(104_529, 'EUR', 'de'));
    expect(formatCalendarDate('2026-12-10', 'weekdayDayMonth', 'de')).toBe('Do., 10. Dez.');
  });

  it('is what format.ts writes for our cultures', () => {
    expect(formatTripDate('2026-12-14T23:30', 'ru')).toBe('14 декабря 2026 г.');
    expect(formatTripTime('2026-12-14T09:05', 'en')).toBe('09:05');
    expect(formatDuration(255, 'tr')).toBe('4 sa 15 dk');
    expect(formatCalendarDate('2026-12-10', 'weekdayDayMonth', 'ru')).toBe('чт, 10 дек.');
    expect(formatMoney(-4_520, 'BYN', 'tr')).toBe('-Br\u00a045,20');
  });
});
