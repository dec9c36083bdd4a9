import { addDays } from '@charterdesk/domain';

/**
 * A filter of whole UTC days (`from` and `to` both included, either may be absent) as the half-open
 * instant range [start, end) a timestamp column is compared with.
 */
export function utcDayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  return {
    ...(from ? { start: new Date(`${from}T00:00:00Z`) } : {}),
    ...(to ? { end: new Date(`${addDays(to, 1)}T00:00:00Z`) } : {}),
  };
}
