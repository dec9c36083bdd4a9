import type { Culture } from '@charterdesk/domain';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An instant (UTC ISO) in the viewer's time zone, e.g. 05.03.2026, 14:20. */
export function formatDateTime(iso: string, culture: Culture): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let formatter = formatters.get(culture);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(culture, { dateStyle: 'short', timeStyle: 'short' });
    formatters.set(culture, formatter);
  }
  return formatter.format(date);
}
