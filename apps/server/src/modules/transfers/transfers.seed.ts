import { count, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transferTariffs } from './transfers.tables.js';

/**
 * Demo tariff formula (EUR, per vehicle, one way), as local transfer companies price it:
 *
 *   sedan  = €25 (call-out: driver, airport parking, waiting) + €0.55 per minute of the usual drive
 *   price  = round(sedan × vehicle factor) to whole euros
 *
 * The factor follows the vehicle's running cost and size: minivan 1.35, VIP V-Class 2, minibus 2.4,
 * midibus 3.2, coach 4.5. A vehicle type the seed does not know by name gets a factor from its seats.
 * E.g. Lara (20 min): sedan €36, minivan €49, coach €162; Alanya (120 min): sedan €91, coach €410.
 */
export const SEDAN_BASE_EUR = 25;
export const SEDAN_EUR_PER_MINUTE = 0.55;
const FACTOR_BY_NAME: Readonly<Record<string, number>> = {
  Sedan: 1,
  Minivan: 1.35,
  'VIP Mercedes V-Class': 2,
  Minibus: 2.4,
  Midibus: 3.2,
  Coach: 4.5,
};

/** The factor of a vehicle type: by its (English) name, else by passenger seats. */
export function vehicleFactor(vehicle: { nameEn: string; passengerCapacity: number }): number {
  const byName = FACTOR_BY_NAME[vehicle.nameEn];
  if (byName !== undefined) return byName;
  const seats = vehicle.passengerCapacity;
  if (seats <= 4) return 1;
  if (seats <= 8) return 1.35;
  if (seats <= 20) return 2.4;
  if (seats <= 30) return 3.2;
  return 4.5;
}

/** The demo price of a transfer in EUR minor units (whole euros), from the drive time and the vehicle. */
export function demoTariffEurCents(
  transferMinutes: number,
  vehicle: { nameEn: string; passengerCapacity: number },
): number {
  const sedan = SEDAN_BASE_EUR + SEDAN_EUR_PER_MINUTE * transferMinutes;
  return Math.round(sedan * vehicleFactor(vehicle)) * 100;
}

/**
 * Host tariffs for every host zone × active host vehicle type. Idempotent like the definitions seed: when the
 * host has any tariff (even a deleted one — an admin removed it on purpose) nothing is added.
 */
export async function seedTransferTariffs(
  db: Db,
  definitions: {
    /** the host's zones and active vehicle types (the definitions module's rows) */
    hostTariffGrid(): Promise<{
      zones: { id: number; transferMinutes: number }[];
      vehicles: { id: number; nameEn: string; passengerCapacity: number }[];
    }>;
  },
): Promise<{ tariffs: number }> {
  const [existing] = await db
    .select({ n: count() })
    .from(transferTariffs)
    .where(isNull(transferTariffs.tenantId));
  if ((existing?.n ?? 0) > 0) return { tariffs: 0 };
  const { zones, vehicles } = await definitions.hostTariffGrid();
  const rows = zones.flatMap((zone) =>
    vehicles.map((vehicle) => ({
      tenantId: null,
      districtId: zone.id,
      packageTypeId: vehicle.id,
      price: demoTariffEurCents(zone.transferMinutes, vehicle),
      currency: 'EUR',
    })),
  );
  if (rows.length > 0) await db.insert(transferTariffs).values(rows);
  return { tariffs: rows.length };
}
