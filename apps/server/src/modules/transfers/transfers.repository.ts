import { and, asc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { districts, packageTypes } from '../definitions/definitions.tables.js';
import { transferSearches, transferTariffs } from './transfers.tables.js';

export interface LocalizedNames {
  nameRu: string;
  nameEn: string;
  nameTr: string;
}

export interface ZoneRow extends LocalizedNames {
  id: number;
  tenantId: number | null;
  cityCode: string;
  airportCode: string;
  transferMinutes: number;
  isActive: boolean;
}

export interface VehicleRow extends LocalizedNames {
  id: number;
  tenantId: number | null;
  passengerCapacity: number;
  baggageCapacity: number;
  sortOrder: number;
}

/** A tariff with its zone and vehicle type, as sold. */
export interface SellableTariff {
  id: number;
  tenantId: number | null;
  price: number;
  currency: string;
  zone: ZoneRow;
  vehicle: VehicleRow;
}

export interface TariffRow {
  id: number;
  tenantId: number | null;
  districtId: number;
  packageTypeId: number;
  price: number;
  currency: string;
  isActive: boolean;
  creationTime: Date;
  lastModificationTime: Date | null;
}

export type StoredTransferSearch = typeof transferSearches.$inferSelect;

type TenantColumn =
  | typeof districts.tenantId
  | typeof packageTypes.tenantId
  | typeof transferTariffs.tenantId;
/** The host's shared rows plus the tenant's own; the host sees only its own (the shared ones). */
const visible = (column: TenantColumn, tenantId: number | null): SQL =>
  tenantId === null ? isNull(column) : or(isNull(column), eq(column, tenantId))!;
const owned = (column: TenantColumn, tenantId: number | null): SQL =>
  tenantId === null ? isNull(column) : eq(column, tenantId);

const zoneColumns = {
  id: districts.id,
  tenantId: districts.tenantId,
  cityCode: districts.cityCode,
  airportCode: districts.airportCode,
  nameRu: districts.nameRu,
  nameEn: districts.nameEn,
  nameTr: districts.nameTr,
  transferMinutes: districts.transferMinutes,
  isActive: districts.isActive,
};
const vehicleColumns = {
  id: packageTypes.id,
  tenantId: packageTypes.tenantId,
  nameRu: packageTypes.nameRu,
  nameEn: packageTypes.nameEn,
  nameTr: packageTypes.nameTr,
  passengerCapacity: packageTypes.passengerCapacity,
  baggageCapacity: packageTypes.baggageCapacity,
  sortOrder: packageTypes.sortOrder,
};
const tariffColumns = {
  id: transferTariffs.id,
  tenantId: transferTariffs.tenantId,
  districtId: transferTariffs.districtId,
  packageTypeId: transferTariffs.packageTypeId,
  price: transferTariffs.price,
  currency: transferTariffs.currency,
  isActive: transferTariffs.isActive,
  creationTime: transferTariffs.creationTime,
  lastModificationTime: transferTariffs.lastModificationTime,
};

/**
 * The transfer tables (tariffs, saved searches). A tariff is priced per zone and vehicle type, so its reads
 * join the zone and vehicle rows it references (their tenancy and active flags decide what is on sale)
 * instead of asking the definitions module row by row.
 */
export function createTransfersRepository(db: Db) {
  return {
    /**
     * Tariffs on sale on a site variant: active zone and vehicle visible to the tenant, and per zone and
     * vehicle the tenant's own tariff when it has one (even an inactive one: the tenant stopped selling it),
     * else the host's; only active tariffs are answered.
     */
    async sellableTariffs(tenantId: number | null, districtId?: number): Promise<SellableTariff[]> {
      const conditions = [
        visible(transferTariffs.tenantId, tenantId),
        eq(transferTariffs.isDeleted, false),
        visible(districts.tenantId, tenantId),
        eq(districts.isDeleted, false),
        eq(districts.isActive, true),
        visible(packageTypes.tenantId, tenantId),
        eq(packageTypes.isDeleted, false),
        eq(packageTypes.isActive, true),
      ];
      if (districtId !== undefined) conditions.push(eq(districts.id, districtId));
      const rows = await db
        .select({
          id: transferTariffs.id,
          tenantId: transferTariffs.tenantId,
          price: transferTariffs.price,
          currency: transferTariffs.currency,
          isActive: transferTariffs.isActive,
          zone: zoneColumns,
          vehicle: vehicleColumns,
        })
        .from(transferTariffs)
        .innerJoin(districts, eq(districts.id, transferTariffs.districtId))
        .innerJoin(packageTypes, eq(packageTypes.id, transferTariffs.packageTypeId))
        .where(and(...conditions))
        .orderBy(asc(transferTariffs.id));
      const chosen = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const key = `${row.zone.id}:${row.vehicle.id}`;
        const current = chosen.get(key);
        if (!current || (current.tenantId === null && row.tenantId !== null)) chosen.set(key, row);
      }
      return [...chosen.values()]
        .filter((r) => r.isActive)
        .map(({ isActive: _a, ...r }) => ({ ...r, currency: r.currency.trim() }));
    },

    /** A zone the tenant sees (own or shared, active or not), or undefined. */
    async findZone(tenantId: number | null, id: number): Promise<ZoneRow | undefined> {
      const [row] = await db
        .select(zoneColumns)
        .from(districts)
        .where(
          and(eq(districts.id, id), visible(districts.tenantId, tenantId), eq(districts.isDeleted, false)),
        );
      return row;
    },

    /** A vehicle type the tenant sees (own or shared), or undefined. */
    async findVehicle(tenantId: number | null, id: number): Promise<VehicleRow | undefined> {
      const [row] = await db
        .select(vehicleColumns)
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

    // ---- searches ----

    async saveSearch(row: typeof transferSearches.$inferInsert): Promise<void> {
      await db.insert(transferSearches).values(row);
    },

    async findSearch(id: string): Promise<StoredTransferSearch | undefined> {
      const [row] = await db.select().from(transferSearches).where(eq(transferSearches.id, id));
      return row;
    },

    async deleteSearchesExpiredBefore(time: Date): Promise<void> {
      await db.delete(transferSearches).where(lt(transferSearches.expiresAt, time));
    },

    // ---- tariffs (back office) ----

    /** Every tariff of a zone the tenant sees (host's and own), with its vehicle type. */
    async tariffsOfZone(
      tenantId: number | null,
      districtId: number,
    ): Promise<(TariffRow & { vehicle: VehicleRow })[]> {
      return db
        .select({ ...tariffColumns, vehicle: vehicleColumns })
        .from(transferTariffs)
        .innerJoin(packageTypes, eq(packageTypes.id, transferTariffs.packageTypeId))
        .where(
          and(
            eq(transferTariffs.districtId, districtId),
            visible(transferTariffs.tenantId, tenantId),
            eq(transferTariffs.isDeleted, false),
            visible(packageTypes.tenantId, tenantId),
            eq(packageTypes.isDeleted, false),
          ),
        )
        .orderBy(asc(packageTypes.sortOrder), asc(packageTypes.id), asc(transferTariffs.id));
    },

    /** A tariff the tenant sees (own or shared), or undefined. */
    async findTariff(tenantId: number | null, id: number): Promise<TariffRow | undefined> {
      const [row] = await db
        .select(tariffColumns)
        .from(transferTariffs)
        .where(
          and(
            eq(transferTariffs.id, id),
            visible(transferTariffs.tenantId, tenantId),
            eq(transferTariffs.isDeleted, false),
          ),
        );
      return row;
    },

    async insertTariff(
      tenantId: number | null,
      values: {
        districtId: number;
        packageTypeId: number;
        price: number;
        currency: string;
        isActive: boolean;
      },
      actorId: number | null,
    ): Promise<number> {
      const [row] = await db
        .insert(transferTariffs)
        .values({ tenantId, ...values, creatorUserId: actorId })
        .returning({ id: transferTariffs.id });
      return row!.id;
    },

    async updateTariff(
      tenantId: number | null,
      id: number,
      values: { price: number; currency: string; isActive: boolean },
      actorId: number | null,
    ): Promise<void> {
      await db
        .update(transferTariffs)
        .set({ ...values, lastModificationTime: new Date(), lastModifierUserId: actorId })
        .where(
          and(
            eq(transferTariffs.id, id),
            owned(transferTariffs.tenantId, tenantId),
            eq(transferTariffs.isDeleted, false),
          ),
        );
    },

    async softDeleteTariff(tenantId: number | null, id: number, actorId: number | null): Promise<void> {
      await db
        .update(transferTariffs)
        .set({ isDeleted: true, deleterUserId: actorId, deletionTime: new Date() })
        .where(
          and(
            eq(transferTariffs.id, id),
            owned(transferTariffs.tenantId, tenantId),
            eq(transferTariffs.isDeleted, false),
          ),
        );
    },
  };
}
export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
