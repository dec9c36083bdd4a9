import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
      return {
        cities: cityRows.map((c) => ({
          code: c.code,
          countryCode: c.countryCode,
          names: { en: c.nameEn, ru: c.nameRu, tr: c.nameTr },
          aliases: c.aliases,
          popularity: c.popularity,
          latitude: c.latitude,
          longitude: c.longitude,
          timeZone: c.timeZone,
        })),
        airports: airportRows.map(({ airport: a, countryCode }) => ({
          code: a.code,
          cityCode: a.cityCode,
          countryCode,
          names: { en: a.nameEn, ru: a.nameRu, tr: a.nameTr },
          latitude: a.latitude,
          longitude: a.longitude,
          timeZone: a.timeZone,
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
