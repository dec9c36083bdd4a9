import { and, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
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

const scope = (tenantId: number | null) => ownedBy(coupons.tenantId, tenantId);

/**
 * A column of one named coupon row. Drizzle leaves column names unqualified in a one-table select, and an
 * unqualified `tenant_id` inside the subqueries below would mean the inner table's column (comparing the
 * orders' tenant with itself): the listed row and the older coupon are named explicitly.
 */
const col = (row: 'coupons' | 'predecessor', column: keyof typeof coupons._.columns) =>
  sql`${sql.identifier(row)}.${sql.identifier(coupons[column].name)}`;
const listed = (column: keyof typeof coupons._.columns) => col('coupons', column);
const older = (column: keyof typeof coupons._.columns) => col('predecessor', column);

/**
 * Orders of the coupon's own site variant placed with its code. Orders keep only the code, and a deleted
 * coupon's code may be created again as a new coupon: orders placed until an older coupon with that code
 * was deleted were that coupon's, not this one's (an order at the very instant of the deletion, too).
 */
const orderCount = sql<number>`(
  select count(*)::int from ${orders}
  where ${orders.couponCode} = ${listed('code')}
    and coalesce(${orders.tenantId}, 0) = coalesce(${listed('tenantId')}, 0)
    and ${orders.creationTime} > coalesce((
      select max(${older('deletionTime')}) from ${coupons} as ${sql.identifier('predecessor')}
      where ${older('code')} = ${listed('code')}
        and coalesce(${older('tenantId')}, 0) = coalesce(${listed('tenantId')}, 0)
        and ${older('isDeleted')}
        and ${older('id')} < ${listed('id')}
    ), '-infinity'::timestamptz)
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
