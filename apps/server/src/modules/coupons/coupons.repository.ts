import { and, count, desc, eq, gte, ilike, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { likePattern, sortingToOrderBy } from '../../kernel/sorting.js';
import { couponRedemptions, coupons } from './coupons.tables.js';

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

const scope = (tenantId: number | null) => ownedBy(coupons.tenantId, tenantId);

/**
 * A column of the listed coupon row, named with its table: drizzle leaves column names unqualified in a
 * one-table select, and an unqualified `id` or `tenant_id` inside the subquery below would mean the
 * redemption's own column.
 */
const listed = (column: 'id' | 'tenantId') =>
  sql`${sql.identifier('coupons')}.${sql.identifier(coupons[column].name)}`;

/**
 * Orders placed with the coupon on its own site variant (a host coupon used on a tenant's site is that
 * tenant's business, not counted on the host's list), from the redemptions recorded with each order.
 */
const orderCount = sql<number>`(
  select count(*)::int from ${couponRedemptions}
  where ${couponRedemptions.couponId} = ${listed('id')}
    and coalesce(${couponRedemptions.tenantId}, 0) = coalesce(${listed('tenantId')}, 0)
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

/**
 * The coupon tables: admin queries always inside one scope (null = host) and without soft-deleted rows; the
 * code a booking uses, and its redemption in the order's transaction.
 */
export function createCouponsRepository(db: Db) {
  return {
    /** The coupon a booking on the site variant may use today: its own code wins over the host's. */
    async findValid(tenantId: number | null, code: string, today: string) {
      const rows = await db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.code, code),
            eq(coupons.isActive, true),
            eq(coupons.isDeleted, false),
            lte(coupons.validFrom, today),
            gte(coupons.validTo, today),
          ),
        );
      return rows.find((r) => r.tenantId === tenantId) ?? rows.find((r) => r.tenantId === null);
    },

    /** Records that an order used the coupon, in that order's transaction. */
    async redeem(
      tx: Db,
      row: { couponId: number; orderId: string; tenantId: number | null; time: Date },
    ): Promise<void> {
      await tx.insert(couponRedemptions).values(row);
    },

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

    /** The live (not deleted) coupon of the scope holding this code, if any. */
    async findLiveByCode(tenantId: number | null, code: string): Promise<{ id: number } | undefined> {
      const [row] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(scope(tenantId), eq(coupons.code, code), eq(coupons.isDeleted, false)));
      return row;
    },

    /**
     * Always a new row, also when a deleted coupon had this code: the deleted row keeps its own history
     * (creator, values, deletion). The unique index covers live coupons only, so it refuses a second live
     * coupon with the code (a unique violation the caller turns into 409).
     */
    async insert(tenantId: number | null, values: CouponValues, actorId: number | null, now: Date) {
      const [row] = await db
        .insert(coupons)
        .values({ ...values, tenantId, creatorUserId: actorId, creationTime: now })
        .returning({ id: coupons.id });
      return row!.id;
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

    /**
     * Another live coupon of the scope holding the code (the uniqueness check on update); a deleted
     * coupon's code is free, as the unique index covers live coupons only.
     */
    async codeTakenByOther(tenantId: number | null, code: string, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(
          and(scope(tenantId), eq(coupons.code, code), ne(coupons.id, id), eq(coupons.isDeleted, false)),
        );
      return row !== undefined;
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
