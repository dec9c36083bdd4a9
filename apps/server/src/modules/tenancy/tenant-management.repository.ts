import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern, sortingToOrderBy } from '../../kernel/sorting.js';
import { tenants } from './tenancy.tables.js';

export interface TenantRow {
  id: number;
  tenancyName: string;
  name: string;
  isActive: boolean;
  domains: string[];
}

const columns = {
  id: tenants.id,
  tenancyName: tenants.tenancyName,
  name: tenants.name,
  isActive: tenants.isActive,
  domains: tenants.domains,
};

const TENANT_SORTS: Record<string, SQL> = {
  tenancyname: sql`${tenants.tenancyName}`,
  name: sql`${tenants.name}`,
  isactive: sql`${tenants.isActive}`,
  creationtime: sql`${tenants.creationTime}`,
};

/** Tenant rows for the host's tenant management (soft-deleted rows never answered). */
export function createTenantManagementRepository(db: Db) {
  return {
    async list(filter: {
      keyword?: string;
      isActive?: boolean;
      sorting?: string;
      skipCount: number;
      maxResultCount: number;
    }): Promise<{ totalCount: number; items: TenantRow[] }> {
      const conditions = [eq(tenants.isDeleted, false)];
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        conditions.push(or(ilike(tenants.tenancyName, like), ilike(tenants.name, like))!);
      }
      if (filter.isActive !== undefined) conditions.push(eq(tenants.isActive, filter.isActive));
      const where = and(...conditions);
      const [total] = await db.select({ n: count() }).from(tenants).where(where);
      const items = await db
        .select(columns)
        .from(tenants)
        .where(where)
        .orderBy(...sortingToOrderBy(filter.sorting, TENANT_SORTS, [asc(tenants.tenancyName)]))
        .offset(filter.skipCount)
        .limit(filter.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },

    async find(id: number): Promise<TenantRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(tenants)
        .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
      return row;
    },

    async nameTaken(tenancyName: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(sql`lower(${tenants.tenancyName}) = lower(${tenancyName})`, eq(tenants.isDeleted, false)));
      return rows.some((r) => r.id !== exceptId);
    },

    async insert(
      values: {
        tenancyName: string;
        name: string;
        isActive: boolean;
        domains: string[];
        connectionString: string | null;
      },
      actorId: number | null,
    ): Promise<number> {
      const [row] = await db
        .insert(tenants)
        .values({ ...values, creatorUserId: actorId })
        .returning({ id: tenants.id });
      return row!.id;
    },

    async update(
      id: number,
      values: { tenancyName: string; name: string; isActive: boolean; domains: string[] },
      actorId: number | null,
    ): Promise<void> {
      await db
        .update(tenants)
        .set({ ...values, lastModificationTime: new Date(), lastModifierUserId: actorId })
        .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)));
    },

    async softDelete(id: number, actorId: number | null): Promise<void> {
      await db
        .update(tenants)
        .set({ isDeleted: true, isActive: false, deleterUserId: actorId, deletionTime: new Date() })
        .where(eq(tenants.id, id));
    },
  };
}
export type TenantManagementRepository = ReturnType<typeof createTenantManagementRepository>;
