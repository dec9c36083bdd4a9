import type { CouponDto, PagedResult } from '@charterdesk/domain';
import { type Db, isUniqueViolation } from '../../db/client.js';
import { AppError, errors } from '../../kernel/errors.js';
import type { AbpSession } from '../../kernel/request-context.js';
import type { CouponRow, CouponsRepository, CouponValues } from './coupons.repository.js';

export const couponErrors = {
  duplicateCode: (code: string) =>
    new AppError({
      status: 409,
      key: 'coupons.duplicate_code',
      message: 'Coupon.DuplicateCode',
      messageParams: { code },
    }),
};

function toDto(c: CouponRow): CouponDto {
  return {
    ...c,
    creationTime: c.creationTime.toISOString(),
    lastModificationTime: c.lastModificationTime?.toISOString() ?? null,
  };
}

/**
 * Coupon app service: the discount codes of the caller's site variant (host = codes every variant falls
 * back to). Booking/ValidateCoupon and AddOrder read the same rows: active, not deleted, valid today.
 */
export function createCouponsService(deps: { repo: CouponsRepository; clock: () => Date }) {
  const { repo, clock } = deps;

  async function dto(tenantId: number | null, id: number): Promise<CouponDto> {
    const row = await repo.find(tenantId, id);
    if (!row) throw errors.entityNotFound('Coupon', id);
    return toDto(row);
  }

  return {
    /**
     * The discount a booking on the site variant may use today (its own code wins over the host's), or
     * undefined: AddOrder and ValidateCoupon price with it.
     */
    async applicable(tenantId: number | null, code: string) {
      // validity is by the UTC day, as the dates are entered
      const row = await repo.findValid(tenantId, code, clock().toISOString().slice(0, 10));
      return row && { id: row.id, kind: row.kind, value: row.value, currency: row.currency };
    },

    /** The order placed with the coupon, recorded in the order's transaction (what the list counts). */
    async recordRedemption(
      tx: Db,
      use: { couponId: number; orderId: string; tenantId: number | null; time: Date },
    ): Promise<void> {
      await repo.redeem(tx, use);
    },

    async getAll(
      s: AbpSession,
      filter: Parameters<CouponsRepository['list']>[1],
    ): Promise<PagedResult<CouponDto>> {
      const page = await repo.list(s.tenantId, filter);
      return { totalCount: page.totalCount, items: page.items.map(toDto) };
    },

    get: (s: AbpSession, id: number) => dto(s.tenantId, id),

    /**
     * A new coupon row, also for a code that only a deleted coupon had (that row and its history stay as
     * they are). A live coupon with the code answers 409, whether found first or, when two admins create
     * the same code at once, reported by the unique index.
     */
    async create(s: AbpSession, values: CouponValues): Promise<CouponDto> {
      if (await repo.findLiveByCode(s.tenantId, values.code)) throw couponErrors.duplicateCode(values.code);
      let id: number;
      try {
        id = await repo.insert(s.tenantId, values, s.userId, clock());
      } catch (error) {
        if (isUniqueViolation(error)) throw couponErrors.duplicateCode(values.code);
        throw error;
      }
      return dto(s.tenantId, id);
    },

    async update(s: AbpSession, input: CouponValues & { id: number }): Promise<CouponDto> {
      const { id, ...values } = input;
      if (!(await repo.find(s.tenantId, id))) throw errors.entityNotFound('Coupon', id);
      if (await repo.codeTakenByOther(s.tenantId, values.code, id))
        throw couponErrors.duplicateCode(values.code);
      try {
        await repo.update(s.tenantId, id, values, s.userId, clock());
      } catch (error) {
        // another coupon took the code between the check and the update
        if (isUniqueViolation(error)) throw couponErrors.duplicateCode(values.code);
        throw error;
      }
      return dto(s.tenantId, id);
    },

    async delete(s: AbpSession, id: number): Promise<null> {
      if (!(await repo.find(s.tenantId, id))) throw errors.entityNotFound('Coupon', id);
      await repo.softDelete(s.tenantId, id, s.userId, clock());
      return null;
    },
  };
}
export type CouponsService = ReturnType<typeof createCouponsService>;
