import { dateTimeFormat } from '../../../shared/lib/format-date';

/**
 * Airport-local date and time shown as they are: a landing at 14:30 in Antalya reads 14:30 wherever the
 * page is opened (the date is formatted as a UTC midnight so no zone shifts it).
 */
export function formatLocalDateTime(date: string, time: string, culture: string): string {
  const day = dateTimeFormat(culture, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));
  return `${day}, ${time.slice(0, 5)}`;
}

/** `YYYY-MM-DDTHH:mm` (an order's pickupLocal) → the same text as formatLocalDateTime. */
export function formatPickupLocal(local: string, culture: string): string {
  const [date = '', time = ''] = local.split('T');
  return formatLocalDateTime(date, time, culture);
}
