import { z } from 'zod';
import { CURRENCIES } from '../common/currency.js';
import { pagedRequestSchema } from '../common/paging.js';
import { BASE_CURRENCY } from '../money/money.js';

/** Currencies whose rate an admin may set: every supported one but the base (EUR is 1 by definition). */
export const RATED_CURRENCIES = CURRENCIES.filter((c) => c !== BASE_CURRENCY);

/** A currency code from a form or a query string (any case). */
const currencyCode = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.enum(CURRENCIES, { error: 'Validation.InvalidValue' }));

/** A rate as typed by an admin: positive, at most 12 integer digits and 6 decimals ("37.25", "0.9123"). */
export const exchangeRateInputValueSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,6})?$/, { error: 'Validation.ExchangeRate' })
  .refine((v) => /[1-9]/.test(v), { error: 'Validation.ExchangeRate' });

/** Currency/SetRate: sets the caller's own rate of one currency (units per 1 EUR). */
export const setExchangeRateInputSchema = z
  .object({ currency: currencyCode, rate: exchangeRateInputValueSchema })
  .superRefine((v, ctx) => {
    if (v.currency === BASE_CURRENCY)
      ctx.addIssue({ code: 'custom', message: 'Currency.BaseRateFixed', path: ['currency'] });
  });
export type SetExchangeRateInput = z.input<typeof setExchangeRateInputSchema>;

/** One row of the admin's rates table: the rate in force and where it comes from. */
export const adminExchangeRateSchema = z.object({
  currency: z.string(),
  /** units per 1 EUR in force for the caller's scope; null when none is set anywhere */
  rate: z.string().nullable(),
  setAt: z.string().nullable(),
  /** true when the caller's own scope set it (a tenant's override, or the host's own default) */
  isOwn: z.boolean(),
  /** the host default under a tenant's override (null on the host side or without a default) */
  hostRate: z.string().nullable(),
  setterUserName: z.string().nullable(),
});
export type AdminExchangeRate = z.infer<typeof adminExchangeRateSchema>;

export const adminExchangeRateListSchema = z.object({
  baseCurrency: z.string(),
  /** the caller's scope: false = host (defaults for every tenant), true = one tenant */
  isTenant: z.boolean(),
  items: z.array(adminExchangeRateSchema),
});
export type AdminExchangeRateList = z.infer<typeof adminExchangeRateListSchema>;

/** Currency/GetRateHistory?Currency=RUB&SkipCount=&MaxResultCount= (newest first). */
export const getRateHistoryInputSchema = pagedRequestSchema.extend({ currency: currencyCode });

export const exchangeRateHistoryItemSchema = z.object({
  id: z.number().int(),
  currency: z.string(),
  rate: z.string(),
  setAt: z.string(),
  /** false: a host default that applied to this tenant at the time */
  isOwn: z.boolean(),
  /** who set it (own scope only); null for the seed or a host change seen from a tenant */
  setterUserName: z.string().nullable(),
});
export type ExchangeRateHistoryItem = z.infer<typeof exchangeRateHistoryItemSchema>;
