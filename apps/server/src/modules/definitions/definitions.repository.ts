import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern, sortingToOrderBy } from '../../kernel/sorting.js';
import { districts, packageTypes } from './definitions.tables.js';

export interface LocalizedNameValues {
  nameRu: string;
  nameEn: string;
  nameTr: string;
}

export interface DistrictValues extends LocalizedNameValues {
  cityCode: string;
  airportCode: string;
  transferMinutes: number;
  isActive: boolean;
}

export interface DistrictRow extends DistrictValues {
  id: number;
  tenantId: number | null;
  creationTime: Date;
  lastModificationTime: Date | null;
}

export interface PackageTypeValues extends LocalizedNameValues {
  passengerCapacity: number;
  baggageCapacity: number;
  sortOrder: number;
  isActive: boolean;
}

export interface PackageTypeRow extends PackageTypeValues {
  id: number;
  tenantId: number | null;
  creationTime: Date;
  lastModificationTime: Date | null;
}

export type NameColumn = 'nameRu' | 'nameEn' | 'nameTr';

interface ListFilter {
  keyword?: string;
  isActive?: boolean;
  sorting?: string;
  skipCount: number;
  maxResultCount: number;
  /** the column of the request's language, for sorting by name */
  nameColumn: NameColumn;
}

const districtColumns = {
  id: districts.id,
  tenantId: districts.tenantId,
  cityCode: districts.cityCode,
  airportCode: districts.airportCode,
  nameRu: districts.nameRu,
  nameEn: districts.nameEn,
  nameTr: districts.nameTr,
  transferMinutes: districts.transferMinutes,
  isActive: districts.isActive,
  creationTime: districts.creationTime,
  lastModificationTime: districts.lastModificationTime,
};

const packageTypeColumns = {
  id: packageTypes.id,
  tenantId: packageTypes.tenantId,
  nameRu: packageTypes.nameRu,
  nameEn: packageTypes.nameEn,
  nameTr: packageTypes.nameTr,
  passengerCapacity: packageTypes.passengerCapacity,
  baggageCapacity: packageTypes.baggageCapacity,
  sortOrder: packageTypes.sortOrder,
  isActive: packageTypes.isActive,
  creationTime: packageTypes.creationTime,
  lastModificationTime: packageTypes.lastModificationTime,
};

/**
 * Rows a tenant sees: the host's shared rows (tenant_id null) plus its own; the host sees only its own,
 * which are the shared ones. Rows it may change are only its own (`owned`).
 */
const visible = (
  column: typeof districts.tenantId | typeof packageTypes.tenantId,
  tenantId: number | null,
) => (tenantId === null ? isNull(column) : or(isNull(column), eq(column, tenantId))!);
const owned = (column: typeof districts.tenantId | typeof packageTypes.tenantId, tenantId: number | null) =>
  tenantId === null ? isNull(column) : eq(column, tenantId);

/** Transfer zones and vehicle types: the only place that touches their tables. Never soft-deleted rows. */
export function createDefinitionsRepository(db: Db) {
  return {
    async listDistricts(
      tenantId: number | null,
      cityCode: string,
      filter: ListFilter,
    ): Promise<{ totalCount: number; items: DistrictRow[] }> {
      const conditions = [
        visible(districts.tenantId, tenantId),
        eq(districts.isDeleted, false),
        eq(districts.cityCode, cityCode),
      ];
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        conditions.push(
          or(ilike(districts.nameRu, like), ilike(districts.nameEn, like), ilike(districts.nameTr, like))!,
        );
      }
      if (filter.isActive !== undefined) conditions.push(eq(districts.isActive, filter.isActive));
      const where = and(...conditions);
      const name = sql`${districts[filter.nameColumn]}`;
      const sorts: Record<string, SQL> = {
        name,
        airportcode: sql`${districts.airportCode}`,
        transferminutes: sql`${districts.transferMinutes}`,
        isactive: sql`${districts.isActive}`,
        creationtime: sql`${districts.creationTime}`,
      };
      const [total] = await db.select({ n: count() }).from(districts).where(where);
      const items = await db
        .select(districtColumns)
        .from(districts)
        .where(where)
        .orderBy(
          ...sortingToOrderBy(filter.sorting, sorts, [sql`${districts.transferMinutes}`, name]),
          sql`${districts.id}`,
        )
        .offset(filter.skipCount)
        .limit(filter.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },

    /** Active zones per city code visible to the tenant, for the cities list. */
    async countActiveDistrictsByCity(tenantId: number | null): Promise<Map<string, number>> {
      const rows = await db
        .select({ cityCode: districts.cityCode, n: count() })
        .from(districts)
        .where(
          and(
            visible(districts.tenantId, tenantId),
            eq(districts.isDeleted, false),
            eq(districts.isActive, true),
          ),
        )
        .groupBy(districts.cityCode);
      return new Map(rows.map((r) => [r.cityCode, r.n]));
    },

    /** The active zones of a city for the public page, shortest drive first. */
    async activeDistrictsOfCity(tenantId: number | null, cityCode: string): Promise<DistrictRow[]> {
      return db
        .select(districtColumns)
        .from(districts)
        .where(
          and(
            visible(districts.tenantId, tenantId),
            eq(districts.isDeleted, false),
            eq(districts.isActive, true),
            eq(districts.cityCode, cityCode),
          ),
        )
        .orderBy(districts.transferMinutes, districts.nameEn, districts.id);
    },

    /** A zone the tenant can see (own or shared), or undefined. */
    async findDistrict(tenantId: number | null, id: number): Promise<DistrictRow | undefined> {
      const [row] = await db
        .select(districtColumns)
        .from(districts)
        .where(
          and(eq(districts.id, id), visible(districts.tenantId, tenantId), eq(districts.isDeleted, false)),
        );
      return row;
    },

    async insertDistrict(tenantId: number | null, values: DistrictValues, actorId: number | null) {
      const [row] = await db
        .insert(districts)
        .values({ tenantId, ...values, creatorUserId: actorId })
        .returning({ id: districts.id });
      return row!.id;
    },

    async updateDistrict(
      tenantId: number | null,
      id: number,
      values: DistrictValues,
      actorId: number | null,
    ) {
      await db
        .update(districts)
        .set({ ...values, lastModificationTime: new Date(), lastModifierUserId: actorId })
        .where(
          and(eq(districts.id, id), owned(districts.tenantId, tenantId), eq(districts.isDeleted, false)),
        );
    },

    async softDeleteDistrict(tenantId: number | null, id: number, actorId: number | null) {
      await db
        .update(districts)
        .set({ isDeleted: true, deleterUserId: actorId, deletionTime: new Date() })
        .where(
          and(eq(districts.id, id), owned(districts.tenantId, tenantId), eq(districts.isDeleted, false)),
        );
    },

    async listPackageTypes(
      tenantId: number | null,
      filter: ListFilter,
    ): Promise<{ totalCount: number; items: PackageTypeRow[] }> {
      const conditions = [visible(packageTypes.tenantId, tenantId), eq(packageTypes.isDeleted, false)];
      if (filter.keyword) {
        const like = likePattern(filter.keyword);
        conditions.push(
          or(
            ilike(packageTypes.nameRu, like),
            ilike(packageTypes.nameEn, like),
            ilike(packageTypes.nameTr, like),
          )!,
        );
      }
      if (filter.isActive !== undefined) conditions.push(eq(packageTypes.isActive, filter.isActive));
      const where = and(...conditions);
      const name = sql`${packageTypes[filter.nameColumn]}`;
      const sorts: Record<string, SQL> = {
        name,
        passengercapacity: sql`${packageTypes.passengerCapacity}`,
        baggagecapacity: sql`${packageTypes.baggageCapacity}`,
        sortorder: sql`${packageTypes.sortOrder}`,
        isactive: sql`${packageTypes.isActive}`,
        creationtime: sql`${packageTypes.creationTime}`,
      };
      const [total] = await db.select({ n: count() }).from(packageTypes).where(where);
      const items = await db
        .select(packageTypeColumns)
        .from(packageTypes)
        .where(where)
        .orderBy(
          ...sortingToOrderBy(filter.sorting, sorts, [sql`${packageTypes.sortOrder}`, name]),
          sql`${packageTypes.id}`,
        )
        .offset(filter.skipCount)
        .limit(filter.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },

    async findPackageType(tenantId: number | null, id: number): Promise<PackageTypeRow | undefined> {
      const [row] = await db
        .select(packageTypeColumns)
        .from(packageTypes)
        .where(
          and(
            eq(packageTypes.id, id),
            visible(packageTypes.tenantId, tenantId),
            eq(packageTypes.isDeleted, false),
          ),
        );
      return row;
    },

    async insertPackageType(tenantId: number | null, values: PackageTypeValues, actorId: number | null) {
      const [row] = await db
        .insert(packageTypes)
        .values({ tenantId, ...values, creatorUserId: actorId })
        .returning({ id: packageTypes.id });
      return row!.id;
    },

    async updatePackageType(
      tenantId: number | null,
      id: number,
      values: PackageTypeValues,
      actorId: number | null,
    ) {
      await db
        .update(packageTypes)
        .set({ ...values, lastModificationTime: new Date(), lastModifierUserId: actorId })
        .where(
          and(
            eq(packageTypes.id, id),
            owned(packageTypes.tenantId, tenantId),
            eq(packageTypes.isDeleted, false),
          ),
        );
    },

    async softDeletePackageType(tenantId: number | null, id: number, actorId: number | null) {
      await db
        .update(packageTypes)
        .set({ isDeleted: true, deleterUserId: actorId, deletionTime: new Date() })
        .where(
          and(
            eq(packageTypes.id, id),
            owned(packageTypes.tenantId, tenantId),
            eq(packageTypes.isDeleted, false),
          ),
        );
    },
  };
}
export type DefinitionsRepository = ReturnType<typeof createDefinitionsRepository>;
