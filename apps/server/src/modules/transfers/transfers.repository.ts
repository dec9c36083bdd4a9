import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { modifiedBy, softDeletedBy } from '../../db/columns.js';
import { liveVisible, ownedRow, visibleRow } from '../../db/tenancy.js';
import type { DefinitionsService } from '../definitions/definitions.service.js';
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

/** The zones and vehicle types tariffs reference: the definitions module's rows, read through its service. */
export type TransferCatalog = DefinitionsService['transferCatalog'];

const zoneOf = (r: ZoneRow): ZoneRow => ({
  id: r.id,
  tenantId: r.tenantId,
  cityCode: r.cityCode,
  airportCode: r.airportCode,
  nameRu: r.nameRu,
  nameEn: r.nameEn,
  nameTr: r.nameTr,
  transferMinutes: r.transferMinutes,
  isActive: r.isActive,
});
const vehicleOf = (r: VehicleRow): VehicleRow => ({
  id: r.id,
  tenantId: r.tenantId,
  nameRu: r.nameRu,
  nameEn: r.nameEn,
  nameTr: r.nameTr,
  passengerCapacity: r.passengerCapacity,
  baggageCapacity: r.baggageCapacity,
  sortOrder: r.sortOrder,
});
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
 * The transfer tables (tariffs, saved searches). A tariff is priced per zone and vehicle type; which zones
 * and types a site variant sees, and which are active, is the definitions module's (`catalog`), so a tariff
 * read asks it for them and keeps the tariffs that reference them.
 */
export function createTransfersRepository(db: Db, catalog: TransferCatalog) {
  return {
    /**
     * Tariffs on sale on a site variant: active zone and vehicle visible to the tenant, and per zone and
     * vehicle the tenant's own tariff when it has one (even an inactive one: the tenant stopped selling it),
     * else the host's; only active tariffs are answered.
     */
    async sellableTariffs(tenantId: number | null, districtId?: number): Promise<SellableTariff[]> {
      const [zoneRows, vehicleRows] = await Promise.all([
        catalog.zones(tenantId, true),
        catalog.vehicles(tenantId, true),
      ]);
      const zones = new Map(
        zoneRows.filter((z) => districtId === undefined || z.id === districtId).map((z) => [z.id, zoneOf(z)]),
      );
      const vehicles = new Map(vehicleRows.map((v) => [v.id, vehicleOf(v)]));
      if (zones.size === 0 || vehicles.size === 0) return [];
      const rows = await db
        .select({
          id: transferTariffs.id,
          tenantId: transferTariffs.tenantId,
          districtId: transferTariffs.districtId,
          packageTypeId: transferTariffs.packageTypeId,
          price: transferTariffs.price,
          currency: transferTariffs.currency,
          isActive: transferTariffs.isActive,
        })
        .from(transferTariffs)
        .where(
          and(
            liveVisible(transferTariffs, tenantId),
            inArray(transferTariffs.districtId, [...zones.keys()]),
            inArray(transferTariffs.packageTypeId, [...vehicles.keys()]),
          ),
        )
        .orderBy(asc(transferTariffs.id));
      const chosen = new Map<string, (typeof rows)[number]>();
      for (const row of rows) {
        const key = `${row.districtId}:${row.packageTypeId}`;
        const current = chosen.get(key);
        if (!current || (current.tenantId === null && row.tenantId !== null)) chosen.set(key, row);
      }
      return [...chosen.values()]
        .filter((r) => r.isActive)
        .map((r) => ({
          id: r.id,
          tenantId: r.tenantId,
          price: r.price,
          currency: r.currency.trim(),
          zone: zones.get(r.districtId)!,
          vehicle: vehicles.get(r.packageTypeId)!,
        }));
    },

    /** A zone the tenant sees (own or shared, active or not), or undefined. */
    async findZone(tenantId: number | null, id: number): Promise<ZoneRow | undefined> {
      const row = await catalog.findZone(tenantId, id);
      return row && zoneOf(row);
    },

    /** A vehicle type the tenant sees (own or shared), or undefined. */
    async findVehicle(tenantId: number | null, id: number): Promise<VehicleRow | undefined> {
      const row = await catalog.findVehicle(tenantId, id);
      return row && vehicleOf(row);
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
      const vehicles = new Map((await catalog.vehicles(tenantId, false)).map((v) => [v.id, vehicleOf(v)]));
      if (vehicles.size === 0) return [];
      const rows = await db
        .select(tariffColumns)
        .from(transferTariffs)
        .where(
          and(
            eq(transferTariffs.districtId, districtId),
            liveVisible(transferTariffs, tenantId),
            inArray(transferTariffs.packageTypeId, [...vehicles.keys()]),
          ),
        );
      return rows
        .map((r) => ({ ...r, vehicle: vehicles.get(r.packageTypeId)! }))
        .sort(
          (x, y) => x.vehicle.sortOrder - y.vehicle.sortOrder || x.vehicle.id - y.vehicle.id || x.id - y.id,
        );
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
