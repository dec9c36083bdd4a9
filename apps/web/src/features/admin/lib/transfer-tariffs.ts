import type { PackageTypeDto, TransferTariffDto } from '@charterdesk/domain';

/**
 * The vehicle types a new tariff of one zone may be for: one own tariff per zone and vehicle, so those
 * the caller has already priced are left out. A host tariff the caller only sees (read-only) does not
 * count — a site variant replaces it with its own. Inactive types are kept (a tariff may be prepared
 * before the vehicle goes on sale), after the active ones; otherwise in the list's order.
 */
export function vehiclesWithoutOwnTariff(
  vehicles: readonly PackageTypeDto[],
  tariffs: readonly TransferTariffDto[],
): PackageTypeDto[] {
  const priced = new Set(tariffs.filter((t) => !t.isReadOnly).map((t) => t.packageTypeId));
  return vehicles.filter((v) => !priced.has(v.id)).sort((a, b) => Number(b.isActive) - Number(a.isActive));
}

/**
 * The zone's tariffs as the panel lists them: by vehicle name, and for one vehicle the site's own
 * tariff right above the host's it replaces.
 */
export function sortTariffs(tariffs: readonly TransferTariffDto[], culture: string): TransferTariffDto[] {
  return [...tariffs].sort(
    (a, b) =>
      a.vehicleName.localeCompare(b.vehicleName, culture) ||
      a.packageTypeId - b.packageTypeId ||
      Number(a.isReadOnly) - Number(b.isReadOnly),
  );
}
