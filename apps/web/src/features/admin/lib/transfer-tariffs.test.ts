import type { PackageTypeDto, TransferTariffDto } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { sortTariffs, vehiclesWithoutOwnTariff } from './transfer-tariffs';

const vehicle = (id: number, name: string, isActive = true): PackageTypeDto => ({
  id,
  name,
  nameRu: name,
  nameEn: name,
  nameTr: name,
  passengerCapacity: 4,
  baggageCapacity: 4,
  sortOrder: id,
  isActive,
  isReadOnly: true,
  creationTime: '2026-01-01T00:00:00Z',
  lastModificationTime: null,
});

const tariff = (
  id: number,
  packageTypeId: number,
  vehicleName: string,
  rest: Partial<TransferTariffDto> = {},
): TransferTariffDto => ({
  id,
  districtId: 7,
  packageTypeId,
  vehicleName,
  passengerCapacity: 4,
  baggageCapacity: 4,
  price: 4500,
  currency: 'EUR',
  isActive: true,
  isReadOnly: false,
  isOverridden: false,
  creationTime: '2026-01-01T00:00:00Z',
  lastModificationTime: null,
  ...rest,
});

describe('vehicles a new tariff may be for', () => {
  const vehicles = [vehicle(1, 'Sedan'), vehicle(2, 'Minivan', false), vehicle(3, 'Minibus')];

  it('leaves out the vehicles the site already prices itself', () => {
    expect(vehiclesWithoutOwnTariff(vehicles, [tariff(10, 1, 'Sedan')]).map((v) => v.id)).toEqual([3, 2]);
  });

  it('offers a vehicle the main site prices, so a site variant can replace that price', () => {
    const shared = tariff(11, 3, 'Minibus', { isReadOnly: true });
    expect(vehiclesWithoutOwnTariff(vehicles, [shared]).map((v) => v.id)).toEqual([1, 3, 2]);
  });

  it('lists active vehicles first and keeps the list order otherwise', () => {
    expect(vehiclesWithoutOwnTariff(vehicles, []).map((v) => v.name)).toEqual([
      'Sedan',
      'Minibus',
      'Minivan',
    ]);
    expect(vehiclesWithoutOwnTariff([], [])).toEqual([]);
  });
});

describe('tariff order', () => {
  it('sorts by vehicle and puts the own tariff above the main site one it replaces', () => {
    const rows = [
      tariff(1, 3, 'Minibus', { isReadOnly: true, isOverridden: true }),
      tariff(2, 1, 'Sedan', { isReadOnly: true }),
      tariff(3, 3, 'Minibus'),
    ];
    expect(sortTariffs(rows, 'en').map((r) => r.id)).toEqual([3, 1, 2]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });
});
