import { and, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { modifiedBy, softDeletedBy } from '../../db/columns.js';
import { liveVisible, ownedRow, visibleRow } from '../../db/tenancy.js';
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

type DefinitionTable = typeof districts | typeof packageTypes;

/** The keyword in any language's name. */
const nameLike = (table: DefinitionTable, keyword: string) => {
  const like = likePattern(keyword);
  return or(ilike(table.nameRu, like), ilike(table.nameEn, like), ilike(table.nameTr, like));
};

/**
 * What a back-office list shows: the live rows the tenant sees (the host's shared ones and its own), narrowed by
 * `scope` (e.g. the city), the keyword and the active flag.
 */
const listWhere = (table: DefinitionTable, tenantId: number | null, filter: ListFilter, scope: SQL[] = []) =>
  and(
    liveVisible(table, tenantId),
    ...scope,
    filter.keyword ? nameLike(table, filter.keyword) : undefined,
    filter.isActive === undefined ? undefined : eq(table.isActive, filter.isActive),
  );

/** Transfer zones and vehicle types: the only place that touches their tables. Never soft-deleted rows. */
export function createDefinitionsRepository(db: Db) {
  /** One page of a list and the count of all its rows; sorted by `order`, the id last so pages are stable. */
  async function page<Row>(
    table: DefinitionTable,
    columns: typeof districtColumns | typeof packageTypeColumns,
    where: SQL | undefined,
    order: SQL[],
    filter: ListFilter,
  ): Promise<{ totalCount: number; items: Row[] }> {
    const [total] = await db.select({ n: count() }).from(table).where(where);
    const items = await db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(...order, sql`${table.id}`)
      .offset(filter.skipCount)
      .limit(filter.maxResultCount);
    // drizzle cannot type a select over a union of tables; each caller names the row its columns make
    return { totalCount: total?.n ?? 0, items: items as Row[] };
  }

  return {
    async listDistricts(
      tenantId: number | null,
      cityCode: string,
      filter: ListFilter,
    ): Promise<{ totalCount: number; items: DistrictRow[] }> {
      const name = sql`${districts[filter.nameColumn]}`;
      const sorts: Record<string, SQL> = {
        name,
        airportcode: sql`${districts.airportCode}`,
        transferminutes: sql`${districts.transferMinutes}`,
        isactive: sql`${districts.isActive}`,
        creationtime: sql`${districts.creationTime}`,
      };
      return page<DistrictRow>(
        districts,
        districtColumns,
        listWhere(districts, tenantId, filter, [eq(districts.cityCode, cityCode)]),
        sortingToOrderBy(filter.sorting, sorts, [sql`${districts.transferMinutes}`, name]),
        filter,
      );
    },

    /** Active zones per city code visible to the tenant, for the cities list. */
    async countActiveDistrictsByCity(tenantId: number | null): Promise<Map<string, number>> {
      const rows = await db
        .select({ cityCode: districts.cityCode, n: count() })
        .from(districts)
        .where(and(liveVisible(districts, tenantId), eq(districts.isActive, true)))
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
            liveVisible(districts, tenantId),
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
        .where(visibleRow(districts, tenantId, id));
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
        .set({ ...values, ...modifiedBy(actorId) })
        .where(ownedRow(districts, tenantId, id));
    },

    async softDeleteDistrict(tenantId: number | null, id: number, actorId: number | null) {
      await db
        .update(districts)
        .set(softDeletedBy(actorId))
        .where(ownedRow(districts, tenantId, id));
    },

    async listPackageTypes(
      tenantId: number | null,
      filter: ListFilter,
    ): Promise<{ totalCount: number; items: PackageTypeRow[] }> {
      const name = sql`${packageTypes[filter.nameColumn]}`;
      const sorts: Record<string, SQL> = {
        name,
        passengercapacity: sql`${packageTypes.passengerCapacity}`,
        baggagecapacity: sql`${packageTypes.baggageCapacity}`,
        sortorder: sql`${packageTypes.sortOrder}`,
        isactive: sql`${packageTypes.isActive}`,
        creationtime: sql`${packageTypes.creationTime}`,
      };
      return page<PackageTypeRow>(
        packageTypes,
        packageTypeColumns,
        listWhere(packageTypes, tenantId, filter),
        sortingToOrderBy(filter.sorting, sorts, [sql`${packageTypes.sortOrder}`, name]),
        filter,
      );
    },

    async findPackageType(tenantId: number | null, id: number): Promise<PackageTypeRow | undefined> {
      const [row] = await db
        .select(packageTypeColumns)
        .from(packageTypes)
        .where(visibleRow(packageTypes, tenantId, id));
      return row;
    },

    /** Every zone the tenant sees (own and the host's), optionally only the active ones. */
    async visibleDistricts(tenantId: number | null, activeOnly: boolean): Promise<DistrictRow[]> {
      return db
        .select(districtColumns)
        .from(districts)
        .where(and(liveVisible(districts, tenantId), activeOnly ? eq(districts.isActive, true) : undefined))
        .orderBy(districts.id);
    },

    /** Every vehicle type the tenant sees (own and the host's), optionally only the active ones. */
    async visiblePackageTypes(tenantId: number | null, activeOnly: boolean): Promise<PackageTypeRow[]> {
      return db
        .select(packageTypeColumns)
        .from(packageTypes)
        .where(
          and(liveVisible(packageTypes, tenantId), activeOnly ? eq(packageTypes.isActive, true) : undefined),
        )
        .orderBy(packageTypes.id);
    },

    /** The host's zones (active or not) and active vehicle types: what the demo tariffs are seeded for. */
    async hostTariffGrid(): Promise<{ zones: DistrictRow[]; vehicles: PackageTypeRow[] }> {
      const zones = await db
        .select(districtColumns)
        .from(districts)
        .where(and(isNull(districts.tenantId), eq(districts.isDeleted, false)));
      const vehicles = await db
        .select(packageTypeColumns)
        .from(packageTypes)
        .where(
          and(
            isNull(packageTypes.tenantId),
            eq(packageTypes.isDeleted, false),
            eq(packageTypes.isActive, true),
          ),
        );
      return { zones, vehicles };
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
        .set({ ...values, ...modifiedBy(actorId) })
        .where(ownedRow(packageTypes, tenantId, id));
    },

    async softDeletePackageType(tenantId: number | null, id: number, actorId: number | null) {
      await db
        .update(packageTypes)
        .set(softDeletedBy(actorId))
        .where(ownedRow(packageTypes, tenantId, id));
    },
  };
}
export type DefinitionsRepository = ReturnType<typeof createDefinitionsRepository>;
