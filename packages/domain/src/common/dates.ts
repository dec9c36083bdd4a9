import { z } from 'zod';
import { isValidIsoDate } from './calendar.js';

export { addDays, daysBetween, earliestSearchDate, isValidIsoDate } from './calendar.js';

/** Calendar date `YYYY-MM-DD` that really exists (no 2026-02-30). */
export const isoDateSchema = z.string().refine(isValidIsoDate, { error: 'Validation.InvalidDate' });
