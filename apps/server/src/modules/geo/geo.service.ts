import type { AirportList, AirportRef, Culture } from '@charterdesk/domain';
import type { AirportRecord, CityRecord, GeoRepository, LocalizedNames } from './geo.repository.js';
import { createGeoSearchIndex, type GeoSearchIndex } from './geo.search-index.js';

export interface ResolvedLocation {
  kind: 'city' | 'airport';
  code: string;
  airports: AirportRecord[];
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Airports and cities: autocomplete, code resolution (city → its airports) and nearby airports. */
export function createGeoService(deps: { repository: GeoRepository }) {
  let index: Promise<GeoSearchIndex> | undefined;
  const load = () => {
    index ??= deps.repository.loadAll().then(createGeoSearchIndex);
    index.catch(() => {
      index = undefined;
    });
    return index;
  };

  return {
    /** Builds the index now (at start) instead of on the first query. */
    warmUp: () => load().then(() => undefined),
    /** Drops the index after the geo tables changed. */
    reload() {
      index = undefined;
    },

    async searchAirport(query: string, culture: Culture, limit: number): Promise<AirportList> {
      return (await load()).search(query, culture, limit);
    },

    /** A city code gives all its airports; an airport code gives that airport. Unknown → undefined. */
    async resolveLocation(code: string): Promise<ResolvedLocation | undefined> {
      const idx = await load();
      const upper = code.toUpperCase();
      const cityAirports = idx.airportsOfCity(upper);
      if (idx.city(upper) && cityAirports.length >= 2)
        return { kind: 'city', code: upper, airports: cityAirports };
      const airport = idx.airport(upper);
      if (airport) return { kind: 'airport', code: upper, airports: [airport] };
      if (cityAirports.length === 1) return { kind: 'city', code: upper, airports: cityAirports };
      return undefined;
    },

    /** Airports within `km` of any of the given airports (themselves excluded). */
    async airportsNear(origins: AirportRecord[], km: number): Promise<AirportRecord[]> {
      const idx = await load();
      const own = new Set(origins.map((o) => o.code));
      return idx.allAirports().filter((a) => !own.has(a.code) && origins.some((o) => distanceKm(o, a) <= km));
    },

    async getAirport(code: string): Promise<AirportRecord | undefined> {
      return (await load()).airport(code.toUpperCase());
    },

    /** The airport as the flight DTOs show it, named in the request's language. */
    async airportRef(code: string, culture: Culture): Promise<AirportRef> {
      const idx = await load();
      const airport = idx.airport(code);
      if (!airport) throw new Error(`unknown airport ${code}`);
      const city = idx.city(airport.cityCode)!;
      return {
        code: airport.code,
        name: airport.names[culture],
        cityCode: city.code,
        cityName: city.names[culture],
        countryCode: city.countryCode,
        timeZone: airport.timeZone,
      };
    },

    /** Codes of our network's countries and cities (curated ones), for the sitemap. */
    async networkCodes(): Promise<{ countries: string[]; cities: string[] }> {
      const idx = await load();
      const cities = idx.networkCities();
      return {
        countries: [...new Set(cities.map((c) => c.countryCode))].sort(),
        cities: cities.map((c) => c.code).sort(),
      };
    },

    /** Our network's cities (curated ones) with every name, their country's names and airports. */
    async networkCities(): Promise<
      (CityRecord & { countryNames: LocalizedNames | undefined; airports: AirportRecord[] })[]
    > {
      const idx = await load();
      return idx.networkCities().map((c) => ({
        ...c,
        countryNames: idx.country(c.countryCode)?.names,
        airports: idx.airportsOfCity(c.code),
      }));
    },

    /** A country of our network with its cities and their airports, named in `culture`. */
    async countryOverview(code: string, culture: Culture) {
      const idx = await load();
      const country = idx.country(code.toUpperCase());
      const cities = idx.citiesOfCountry(code.toUpperCase());
      if (!country || cities.length === 0) return undefined;
      return {
        code: country.code,
        name: country.names[culture],
        cities: cities.map((c) => ({
          code: c.code,
          name: c.names[culture],
          airports: idx.airportsOfCity(c.code).map((a) => ({ code: a.code, name: a.names[culture] })),
        })),
      };
    },

    /** A city (by city or airport code) with its country and airports, named in `culture`. */
    async cityOverview(code: string, culture: Culture) {
      const idx = await load();
      const upper = code.toUpperCase();
      const city = idx.city(upper) ?? idx.city(idx.airport(upper)?.cityCode ?? '');
      if (!city) return undefined;
      const country = idx.country(city.countryCode);
      return {
        code: city.code,
        name: city.names[culture],
        countryCode: city.countryCode,
        countryName: country?.names[culture] ?? city.countryCode,
        timeZone: city.timeZone,
        airports: idx.airportsOfCity(city.code).map((a) => ({ code: a.code, name: a.names[culture] })),
      };
    },

    /** City or airport name for a search header, e.g. "Москва" for MOW. */
    async locationName(
      code: string,
      culture: Culture,
    ): Promise<{ name: string; cityCode: string; countryCode: string }> {
      const idx = await load();
      const city = idx.city(code);
      const airport = idx.airport(code);
      const place = city && idx.airportsOfCity(code).length >= 2 ? city : (airport ?? city);
      if (!place) throw new Error(`unknown location ${code}`);
      const cityOfPlace = airport && place === airport ? idx.city(airport.cityCode)! : city!;
      return { name: place.names[culture], cityCode: cityOfPlace.code, countryCode: cityOfPlace.countryCode };
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
/** An airport as the geo module answers it (names per language, city, coordinates). */
export type { AirportRecord };
