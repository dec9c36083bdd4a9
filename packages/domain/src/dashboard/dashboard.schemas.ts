import { z } from 'zod';

/** True for an IANA time zone this runtime knows (Europe/Istanbul, Asia/Dubai…). */
export function isValidTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Dashboard/GetTodayFigures: "today" is the calendar day in the viewer's time zone. */
export const todayFiguresInputSchema = z.object({
  timeZone: z.string().max(64).refine(isValidTimeZone, { error: 'Validation.InvalidTimeZone' }).optional(),
});
export type TodayFiguresInput = z.infer<typeof todayFiguresInputSchema>;

const amountPerCurrencySchema = z.object({
  currency: z.string().length(3),
  /** minor units */
  amount: z.number().int(),
  count: z.number().int(),
});

/** Today's business figures of one site variant for the admin home page. */
export const todayFiguresSchema = z.object({
  /** the local day the figures cover, YYYY-MM-DD, and its zone */
  date: z.string(),
  timeZone: z.string(),
  /** orders created today, and how many of them are paid by now */
  orders: z.object({ created: z.number().int(), paid: z.number().int() }),
  /** approved card payments completed today, per currency */
  revenue: z.array(amountPerCurrencySchema),
  /** refunds completed today, per currency */
  refunds: z.array(amountPerCurrencySchema),
  /** seats (per flight) of the orders paid today */
  seatsSold: z.number().int(),
  /** unpaid orders still holding seats now */
  holds: z.object({
    orders: z.number().int(),
    seats: z.number().int(),
    expiringWithinHour: z.number().int(),
    nextExpiry: z.string().nullable(),
  }),
  /** declined or failed card payments today, with the acquirer's reasons */
  failedPayments: z.object({
    count: z.number().int(),
    reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  }),
});
export type TodayFigures = z.infer<typeof todayFiguresSchema>;
