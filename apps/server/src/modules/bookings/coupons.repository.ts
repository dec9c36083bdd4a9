import { and, count, desc, eq, ilike, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern, sortingToOrderBy } from '../../kernel/sorting.js';
import { coupons, orders } from './bookings.tables.js';

export interface CouponRow {
  id: number;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  currency: string | null;
  validFrom: string;
  validTo: string;
  isActive: boolean;
  orderCount: number;
  creationTime: Date;
  lastModificationTime: Date | null;
}

export interface CouponValues {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  currency: string | null;
  validFrom: string;
  validTo: string;
  isActive: boolean;
}

const scope = (tenantId: number | null) =>
  tenantId === null ? isNull(coupons.tenantId) : eq(coupons.tenantId, tenantId);

/** Orders of the coupon's own site variant placed with its code. */
const orderCount = sql<number>`(
  select count(*)::int from ${orders}
  where ${orders.couponCode} = ${coupons.code}
    and coalesce(${orders.tenantId}, 0) = coalesce(${coupons.tenantId}, 0)
)`;

const columns = {
  id: coupons.id,
  code: coupons.code,
  kind: coupons.kind,
  value: coupons.value,
  currency: coupons.currency,
  validFrom: coupons.validFrom,
  validTo: coupons.validTo,
  isActive: coupons.isActive,
  orderCount,
  creationTime: coupons.creationTime,
  lastModificationTime: coupons.lastModificationTime,
};

const SORTS: Record<string, SQL> = {
  code: sql`${coupons.code}`,
  kind: sql`${coupons.kind}`,
  value: sql`${coupons.value}`,
  validfrom: sql`${coupons.validFrom}`,
  validto: sql`${coupons.validTo}`,
  creationtime: sql`${coupons.creationTime}`,
  ordercount: orderCount,
};

/** Admin queries on coupons, always inside one scope (null = host) and without soft-deleted rows. */
export function createCouponsRepository(db: Db) {
  return {
    async list(
      tenantId: number | null,
      filter: {
        keyword?: string | undefined;
        isActive?: boolean | undefined;
        sorting?: string | undefined;
        skipCount: number;
        maxResultCount: number;
      },
    ): Promise<{ totalCount: number; items: CouponRow[] }> {
      const where = and(
        scope(tenantId),
        eq(coupons.isDeleted, false),
        filter.keyword ? ilike(coupons.code, likePattern(filter.keyword)) : undefined,
        filter.isActive === undefined ? undefined : eq(coupons.isActive, filter.isActive),
      );
      const [total] = await db.select({ n: count() }).from(coupons).where(where);
      const items = await db
        .select(columns)
        .from(coupons)
        .where(where)
        .orderBy(...sortingToOrderBy(filter.sorting, SORTS, [desc(coupons.creationTime)]), desc(coupons.id))
        .offset(filter.skipCount)
        .limit(filter.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },

    async find(tenantId: number | null, id: number): Promise<CouponRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(coupons)
        .where(and(eq(coupons.id, id), scope(tenantId), eq(coupons.isDeleted, false)));
      return row;
    },

    /** Any row of the scope with this code, deleted ones included (the unique index covers them too). */
    async findByCode(
      tenantId: number | null,
      code: string,
    ): Promise<{ id: number; isDeleted: boolean } | undefined> {
      const [row] = await db
        .select({ id: coupons.id, isDeleted: coupons.isDeleted })
        .from(coupons)
        .where(and(scope(tenantId), eq(coupons.code, code)));
      return row;
    },

    async insert(tenantId: number | null, values: CouponValues, actorId: number | null, now: Date) {
      const [row] = await db
        .insert(coupons)
        .values({ ...values, tenantId, creatorUserId: actorId, creationTime: now })
        .returning({ id: coupons.id });
      return row!.id;
    },

    /**
     * A soft-deleted coupon's code is still taken by the unique index: creating that code again brings the
     * row back as a new coupon (orders refer to coupons by code, so its history stays with the code).
     */
    async revive(
      tenantId: number | null,
      id: number,
      values: CouponValues,
      actorId: number | null,
      now: Date,
    ) {
      await db
        .update(coupons)
        .set({
          ...values,
          isDeleted: false,
          deleterUserId: null,
          deletionTime: null,
          creationTime: now,
          creatorUserId: actorId,
          lastModificationTime: null,
          lastModifierUserId: null,
        })
        .where(and(eq(coupons.id, id), scope(tenantId)));
    },

    async update(
      tenantId: number | null,
      id: number,
      values: CouponValues,
      actorId: number | null,
      now: Date,
    ) {
      await db
        .update(coupons)
        .set({ ...values, lastModificationTime: now, lastModifierUserId: actorId })
        .where(and(eq(coupons.id, id), scope(tenantId), eq(coupons.isDeleted, false)));
    },

    async softDelete(tenantId: number | null, id: number, actorId: number | null, now: Date) {
      await db
        .update(coupons)
        .set({ isDeleted: true, isActive: false, deleterUserId: actorId, deletionTime: now })
        .where(and(eq(coupons.id, id), scope(tenantId), eq(coupons.isDeleted, false)));
    },

    /** Another live or deleted coupon of the scope holding the code (for the uniqueness check on update). */
    async codeTakenByOther(tenantId: number | null, code: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(scope(tenantId), eq(coupons.code, code), ne(coupons.id, id)));
      return row !== undefined;
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
