import { addDays, compareCodeUnits, type DayPrice, daysBetween } from '@charterdesk/domain';

export type Direction = DayPrice['direction'];

export interface StripDay {
  date: string;
  /** cheapest total, minor units; null = no flights; undefined = no answer for that day */
  price: number | null | undefined;
  currency: string | undefined;
  isCurrent: boolean;
  isCheapest: boolean;
  /** before the first date a search may ask for */
  isDisabled: boolean;
}

/** The ±span days around `center` for one direction, priced from AuxiliaryServiceSearch. */
export function buildDayStrip(
  days: readonly DayPrice[] | undefined,
  direction: Direction,
  center: string,
  options: { span?: number; minDate?: string; maxDate?: string } = {},
): StripDay[] {
  const span = options.span ?? 3;
  const byDate = new Map((days ?? []).filter((d) => d.direction === direction).map((d) => [d.date, d]));
  const prices = [...byDate.values()]
    .map((d) => d.cheapestTotal)
    .filter((p): p is number => typeof p === 'number');
  const cheapest = prices.length ? Math.min(...prices) : null;
  const strip: StripDay[] = [];
  for (let offset = -span; offset <= span; offset += 1) {
    const date = addDays(center, offset);
    const day = byDate.get(date);
    const price = day ? day.cheapestTotal : undefined;
    strip.push({
      date,
      price,
      currency: day?.currency,
      isCurrent: offset === 0,
      isCheapest: cheapest !== null && price === cheapest,
      isDisabled:
        (options.minDate !== undefined && date < options.minDate) ||
        (options.maxDate !== undefined && date > options.maxDate),
    });
  }
  return strip;
}

/** Days of one direction that have flights, nearest to `center` first (earlier wins a tie), without `center`. */
export function nearestDaysWithFlights(
  days: readonly DayPrice[] | undefined,
  direction: Direction,
  center: string,
  options: { limit?: number; minDate?: string } = {},
): DayPrice[] {
  return (days ?? [])
    .filter(
      (d) =>
        d.direction === direction &&
        d.cheapestTotal !== null &&
        d.date !== center &&
        (options.minDate === undefined || d.date >= options.minDate),
    )
    .map((day) => ({ day, distance: Math.abs(daysBetween(center, day.date)) }))
    .sort((a, b) => a.distance - b.distance || compareCodeUnits(a.day.date, b.day.date))
    .slice(0, options.limit ?? 3)
    .map(({ day }) => day);
}

/**
 * New dates when the visitor moves one leg: the other leg stays put unless the trip would run
 * backwards, in which case the trip keeps its length.
 */
export function shiftTripDates(
  current: { departureDate: string; returnDate: string | null },
  direction: Direction,
  date: string,
): { departureDate: string; returnDate: string | null } {
  const { departureDate, returnDate } = current;
  if (direction === 'outbound') {
    if (returnDate && returnDate < date) {
      return { departureDate: date, returnDate: addDays(date, daysBetween(departureDate, returnDate)) };
    }
    return { departureDate: date, returnDate };
  }
  if (date < departureDate) {
    const length = returnDate ? daysBetween(departureDate, returnDate) : 0;
    return { departureDate: addDays(date, -length), returnDate: date };
  }
  return { departureDate, returnDate: date };
}

/**
 * How many whole days a strip `width` px wide shows when no day may be narrower than `dayWidth`, and which
 * day comes first so that the `current` one sits in the middle. A day cut at the strip's edge reads as a wrong
 * price ("9 069,24 ₽" of 49 069,24 ₽), so the strip shows whole days only and scrolls by a day.
 */
export function wholeDaysWindow(options: {
  width: number;
  dayWidth: number;
  gap: number;
  count: number;
  current: number;
}): { visible: number; first: number } {
  const { width, dayWidth, gap, count, current } = options;
  const fitting = Math.floor((width + gap) / (dayWidth + gap));
  const visible = Math.max(1, Math.min(count, fitting));
  const first = Math.max(0, Math.min(count - visible, current - Math.floor(visible / 2)));
  return { visible, first };
}
