import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { modifiedBy, softDeletedBy } from '../../db/columns.js';
import { liveVisible, ownedRow, visibleRow } from '../../db/tenancy.js';
// biome-ignore lint/style/noRestrictedImports: known boundary debt (#16 item 5), to go through that module's service
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
        liveVisible(transferTariffs, tenantId),
        liveVisible(districts, tenantId),
        eq(districts.isActive, true),
        liveVisible(packageTypes, tenantId),
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
        .where(visibleRow(districts, tenantId, id));
      return row;
    },

    /** A vehicle type the tenant sees (own or shared), or undefined. */
    async findVehicle(tenantId: number | null, id: number): Promise<VehicleRow | undefined> {
      const [row] = await db
        .select(vehicleColumns)
        .from(packageTypes)
        .where(visibleRow(packageTypes, tenantId, id));
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
            liveVisible(transferTariffs, tenantId),
            liveVisible(packageTypes, tenantId),
          ),
        )
        .orderBy(asc(packageTypes.sortOrder), asc(packageTypes.id), asc(transferTariffs.id));
    },

    /** A tariff the tenant sees (own or shared), or undefined. */
    async findTariff(tenantId: number | null, id: number): Promise<TariffRow | undefined> {
      const [row] = await db
        .select(tariffColumns)
        .from(transferTariffs)
        .where(visibleRow(transferTariffs, tenantId, id));
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
        .set({ ...values, ...modifiedBy(actorId) })
        .where(ownedRow(transferTariffs, tenantId, id));
    },

    async softDeleteTariff(tenantId: number | null, id: number, actorId: number | null): Promise<void> {
      await db
        .update(transferTariffs)
        .set(softDeletedBy(actorId))
        .where(ownedRow(transferTariffs, tenantId, id));
    },
  };
}
export type TransfersRepository = ReturnType<typeof createTransfersRepository>;
