import type { Culture, OrderFlight, OrderTransfer } from '@charterdesk/domain';

/**
 * Where an order's places get their names in a language (the geo dataset, the tenant's transfer zones), and a
 * transfer's vehicle type its own (the tenant's catalogue).
 */
export interface PlaceNameSource {
  /** an airport's and its city's names; undefined for a code the dataset no longer knows */
  airport(code: string, culture: Culture): Promise<{ name: string; cityName: string } | undefined>;
  /** a transfer zone's and its city's names; undefined for a zone since deleted (or a city unknown) */
  district(
    tenantId: number | null,
    id: number,
    culture: Culture,
  ): Promise<{ name: string; cityName?: string | undefined } | undefined>;
  /** a vehicle type's name; undefined for a type since deleted */
  vehicle(tenantId: number | null, id: number, culture: Culture): Promise<string | undefined>;
}

/**
 * An order's places (and a transfer's vehicle) named in the reader's language. An order stores them in the
 * language it was placed in, so a booking made on the Russian site read on the English one said "Москва →
 * Анталья"; what the source no longer knows keeps its stored name.
 */
export function createPlaceNames(source: PlaceNameSource) {
  async function place<P extends { code: string; name: string; cityName: string }>(p: P, culture: Culture) {
    const names = await source.airport(p.code, culture);
    return names ? { ...p, name: names.name, cityName: names.cityName } : p;
  }

  return {
    async itinerary(flights: OrderFlight[], culture: Culture): Promise<OrderFlight[]> {
      return Promise.all(
        flights.map(async (f) => ({
          ...f,
          origin: await place(f.origin, culture),
          destination: await place(f.destination, culture),
        })),
      );
    },

    async transfer(
      transfer: OrderTransfer,
      tenantId: number | null,
      culture: Culture,
    ): Promise<OrderTransfer> {
      const [airport, district, vehicle] = await Promise.all([
        source.airport(transfer.airportCode, culture),
        source.district(tenantId, transfer.districtId, culture),
        source.vehicle(tenantId, transfer.packageTypeId, culture),
      ]);
      return {
        ...transfer,
        ...(airport ? { airportName: airport.name } : {}),
        ...(vehicle ? { vehicleName: vehicle } : {}),
        ...(district ? { districtName: district.name } : {}),
        ...(district?.cityName ? { cityName: district.cityName } : {}),
      };
    },
  };
}
export type PlaceNames = ReturnType<typeof createPlaceNames>;
