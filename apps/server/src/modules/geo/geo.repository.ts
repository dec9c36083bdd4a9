import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { createStringPool } from '../../kernel/string-pool.js';
import { airports, cities, countries } from './geo.tables.js';

export interface LocalizedNames {
  en: string;
  ru: string;
  tr: string;
}

export interface CityRecord {
  code: string;
  countryCode: string;
  names: LocalizedNames;
  aliases: string[];
  popularity: number;
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface AirportRecord {
  code: string;
  cityCode: string;
  countryCode: string;
  names: LocalizedNames;
  latitude: number;
  longitude: number;
  timeZone: string;
  popularity: number;
}

export interface CountryRecord {
  code: string;
  names: LocalizedNames;
}

/** Reads of the geo tables: small enough (≈ 6k airports) to be loaded whole into the search index. */
export function createGeoRepository(db: Db) {
  return {
    async loadAll(): Promise<{
      cities: CityRecord[];
      airports: AirportRecord[];
      countries: CountryRecord[];
    }> {
      const [cityRows, airportRows, countryRows] = await Promise.all([
        db.select().from(cities),
        db
          .select({ airport: airports, countryCode: cities.countryCode })
          .from(airports)
          .innerJoin(cities, eq(cities.code, airports.cityCode)),
        db.select().from(countries),
      ]);
      // Every process keeps these records for as long as it runs, and each row arrives with its own copy of
      // strings most rows share (a time zone, a country code, a name that no language translates): one copy
      // each, and one empty alias list, are tens of thousands of objects fewer for every full GC to mark.
      const one = createStringPool(Number.POSITIVE_INFINITY);
      const namesOf = (row: { nameEn: string; nameRu: string; nameTr: string }) => ({
        en: one(row.nameEn),
        ru: one(row.nameRu),
        tr: one(row.nameTr),
      });
      const noAliases: string[] = [];
      return {
        cities: cityRows.map((c) => ({
          code: one(c.code),
          countryCode: one(c.countryCode),
          names: namesOf(c),
          aliases: c.aliases.length === 0 ? noAliases : c.aliases,
          popularity: c.popularity,
          latitude: c.latitude,
          longitude: c.longitude,
          timeZone: one(c.timeZone),
        })),
        airports: airportRows.map(({ airport: a, countryCode }) => ({
          code: one(a.code),
          cityCode: one(a.cityCode),
          countryCode: one(countryCode),
          names: namesOf(a),
          latitude: a.latitude,
          longitude: a.longitude,
          timeZone: one(a.timeZone),
          popularity: a.popularity,
        })),
        countries: countryRows.map((c) => ({
          code: c.code,
          names: { en: c.nameEn, ru: c.nameRu, tr: c.nameTr },
        })),
      };
    },
  };
}
export type GeoRepository = ReturnType<typeof createGeoRepository>;
