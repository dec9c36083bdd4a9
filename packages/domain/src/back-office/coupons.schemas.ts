import { z } from 'zod';
import { CURRENCIES } from '../common/currency.js';
import { isoDateSchema } from '../common/dates.js';
import { pagedRequestSchema } from '../common/paging.js';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The biggest fixed discount, in minor units (1 000 000.00): a guard against a typo of extra zeros. */
export const COUPON_MAX_FIXED_MINOR = 100_000_000;

/** Upper-case Latin letters and digits; what a buyer types is upper-cased before the lookup. */
export const couponCodeSchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{3,32}$/, { error: 'Validation.CouponCode' }));

const couponFields = z.object({
  code: couponCodeSchema,
  kind: z.enum(COUPON_KINDS),
  /** percent (1–100) or, for a fixed discount, minor units of `currency` */
  value: z.number({ error: 'Validation.Required' }).int(),
  currency: z.enum(CURRENCIES).nullish(),
  validFrom: isoDateSchema,
  validTo: isoDateSchema,
  isActive: z.boolean().default(true),
});

type CouponFields = z.output<typeof couponFields>;

function checkCoupon(v: CouponFields, ctx: z.RefinementCtx) {
  if (v.kind === 'percent' && (v.value < 1 || v.value > 100))
    ctx.addIssue({ code: 'custom', message: 'Validation.PercentRange', path: ['value'] });
  if (v.kind === 'fixed') {
    if (v.value < 1 || v.value > COUPON_MAX_FIXED_MINOR)
      ctx.addIssue({ code: 'custom', message: 'Validation.AmountPositive', path: ['value'] });
    if (!v.currency) ctx.addIssue({ code: 'custom', message: 'Validation.Required', path: ['currency'] });
  }
  if (v.validFrom && v.validTo && v.validTo < v.validFrom)
    ctx.addIssue({ code: 'custom', message: 'Validation.DateRangeOrder', path: ['validTo'] });
}

/** A percentage coupon carries no currency, whatever the form sent. */
const normalize = <T extends CouponFields>(v: T) => ({
  ...v,
  currency: v.kind === 'fixed' ? (v.currency ?? null) : null,
});

/** Coupon/Create. */
export const createCouponInputSchema = couponFields.superRefine(checkCoupon).transform(normalize);
export type CreateCouponInput = z.input<typeof createCouponInputSchema>;

/** Coupon/Update (PUT, body with id). */
export const updateCouponInputSchema = couponFields
  .extend({ id: z.number().int().positive() })
  .superRefine(checkCoupon)
  .transform(normalize);
export type UpdateCouponInput = z.input<typeof updateCouponInputSchema>;

/** Coupon/GetAll filters: Keyword (code), IsActive, Sorting ("Code", "ValidTo desc", "OrderCount desc"). */
export const getAllCouponsInputSchema = pagedRequestSchema.extend({
  keyword: z.string().trim().max(32).optional(),
  isActive: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined)),
  sorting: z.string().trim().max(64).optional(),
});
export type GetAllCouponsInput = z.input<typeof getAllCouponsInputSchema>;

export const couponDtoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  currency: z.string().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  isActive: z.boolean(),
  /** orders of this site variant placed with the code (any state) */
  orderCount: z.number().int(),
  creationTime: z.string(),
  lastModificationTime: z.string().nullable(),
});
export type CouponDto = z.infer<typeof couponDtoSchema>;
