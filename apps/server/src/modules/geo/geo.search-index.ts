import { type Culture, compareCodeUnits, type LocationOption } from '@charterdesk/domain';
import type { AirportRecord, CityRecord, CountryRecord, LocalizedNames } from './geo.repository.js';
import {
  foldSearchText,
  prefixEditDistance,
  switchKeyboardLayout,
  transliterateRussian,
} from './search-text.js';

/** Match strength; higher wins. Cities precede airports within the same strength. */
const TIER = { code: 6, name: 5, word: 4, cityOfAirport: 3, fuzzy: 2, fuzzyCity: 1 } as const;
/** More than an exact match's bonus (5), less than a tier (10): see `rank`. */
const CURATED_BOOST = 6;

interface Entry {
  kind: 'city' | 'airport';
  code: string;
  cityCode: string;
  popularity: number;
}

interface Posting {
  key: string;
  entry: number;
  tier: number;
}

/** An entry and its tier in one small integer (tiers are below 8): entry = packed >> 3, tier = packed & 7. */
const packPosting = (entry: number, tier: number) => (entry << 3) | tier;

function namesOf(n: LocalizedNames): string[] {
  return [n.en, n.ru, n.tr];
}

/**
 * In-memory index over all cities and airports: sorted prefix keys (names, words, codes, Russian
 * transliterations, aliases) for binary search, plus first-letter buckets for typo-tolerant matching.
 * Built once at start (≈ 11k entries); a query costs well under a millisecond.
 */
export function createGeoSearchIndex(data: {
  cities: CityRecord[];
  airports: AirportRecord[];
  countries: CountryRecord[];
}) {
  const cities = new Map(data.cities.map((c) => [c.code, c]));
  const airports = new Map(data.airports.map((a) => [a.code, a]));
  const countries = new Map(data.countries.map((c) => [c.code, c]));
  const airportsOfCity = new Map<string, AirportRecord[]>();
  for (const a of data.airports) {
    const list = airportsOfCity.get(a.cityCode) ?? [];
    list.push(a);
    airportsOfCity.set(a.cityCode, list);
  }
  for (const list of airportsOfCity.values()) list.sort((x, y) => y.popularity - x.popularity);

  const entries: Entry[] = [];
  // built as objects, then kept as columns (see below)
  const postings: Posting[] = [];
  // first letter → distinct key → the entries with that key, each packed with its tier (packPosting); many
  // names repeat across languages
  const fuzzyBuckets = new Map<string, Map<string, number[]>>();

  function addTerms(entry: number, terms: string[], nameTier: number, wordTier: number, fuzzyTier: number) {
    const seen = new Set<string>();
    for (const term of terms) {
      const folded = foldSearchText(term);
      if (!folded) continue;
      for (const variant of [folded, transliterateRussian(folded)]) {
        if (seen.has(variant)) continue;
        seen.add(variant);
        postings.push({ key: variant, entry, tier: nameTier });
        const words = variant.split(' ');
        for (let i = 1; i < words.length; i++) {
          postings.push({ key: words.slice(i).join(' '), entry, tier: wordTier });
        }
        let bucket = fuzzyBuckets.get(variant[0]!);
        if (!bucket) {
          bucket = new Map();
          fuzzyBuckets.set(variant[0]!, bucket);
        }
        const same = bucket.get(variant) ?? [];
        same.push(packPosting(entry, fuzzyTier));
        bucket.set(variant, same);
      }
    }
  }

  for (const city of data.cities) {
    const own = airportsOfCity.get(city.code) ?? [];
    // A single-airport city is offered as its airport only, which also answers to the city's names.
    if (own.length < 2) continue;
    const index =
      entries.push({ kind: 'city', code: city.code, cityCode: city.code, popularity: city.popularity }) - 1;
    postings.push({ key: city.code.toLowerCase(), entry: index, tier: TIER.code });
    addTerms(index, [...namesOf(city.names), ...city.aliases], TIER.name, TIER.word, TIER.fuzzy);
  }
  for (const airport of data.airports) {
    const city = cities.get(airport.cityCode);
    const index =
      entries.push({
        kind: 'airport',
        code: airport.code,
        cityCode: airport.cityCode,
        popularity: airport.popularity,
      }) - 1;
    postings.push({ key: airport.code.toLowerCase(), entry: index, tier: TIER.code });
    addTerms(index, namesOf(airport.names), TIER.name, TIER.word, TIER.fuzzy);
    if (city) {
      const single = (airportsOfCity.get(city.code)?.length ?? 0) < 2;
      addTerms(
        index,
        [...namesOf(city.names), ...city.aliases],
        single ? TIER.name : TIER.cityOfAirport,
        single ? TIER.word : TIER.cityOfAirport,
        single ? TIER.fuzzy : TIER.fuzzyCity,
      );
    }
  }
  postings.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  // Sorted postings as columns: every process keeps this index for ever, and tens of thousands of small
  // objects are work for every full garbage collection (a worker's heap is about a million objects).
  const keys = postings.map((p) => p.key);
  const entryOf = Int32Array.from(postings, (p) => p.entry);
  const tierOf = Int8Array.from(postings, (p) => p.tier);
  postings.length = 0;

  function lowerBound(prefix: string): number {
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  function collect(query: string, scores: Map<number, number>, penalty: number) {
    for (let i = lowerBound(query); i < keys.length; i++) {
      const key = keys[i]!;
      if (!key.startsWith(query)) break;
      // an exact code match only counts when the whole query is the code
      const tier = tierOf[i] === TIER.code && key !== query ? TIER.name : tierOf[i]!;
      const score = tier * 10 - penalty + (key === query ? 5 : 0);
      const entry = entryOf[i]!;
      if ((scores.get(entry) ?? -1) < score) scores.set(entry, score);
    }
  }

  function collectFuzzy(query: string, scores: Map<number, number>) {
    if (query.length < 4) return;
    const max = query.length >= 7 ? 2 : 1;
    for (const [key, list] of fuzzyBuckets.get(query[0]!) ?? []) {
      const distance = prefixEditDistance(query, key, max);
      if (distance > max) continue;
      for (const packed of list) {
        const entry = packed >> 3;
        const score = (packed & 7) * 10 - distance * 3;
        if ((scores.get(entry) ?? -1) < score) scores.set(entry, score);
      }
    }
  }

  function toOption(entry: Entry, culture: Culture): LocationOption {
    const city = cities.get(entry.cityCode)!;
    const country = countries.get(city.countryCode);
    const airport = entry.kind === 'airport' ? airports.get(entry.code)! : undefined;
    return {
      kind: entry.kind,
      code: entry.code,
      name: (airport ?? city).names[culture],
      cityCode: city.code,
      cityName: city.names[culture],
      countryCode: city.countryCode,
      countryName: country?.names[culture] ?? city.countryCode,
      airportCount: entry.kind === 'city' ? (airportsOfCity.get(city.code)?.length ?? 0) : 1,
      timeZone: (airport ?? city).timeZone,
      latitude: (airport ?? city).latitude,
      longitude: (airport ?? city).longitude,
    };
  }

  /**
   * Orders matches: best tier first, cities before airports, then popularity; airports follow their city. Within
   * a tier a place of the curated list (a commercial destination, popularity > 0) comes before an exact match of
   * one of the long tail: "Анта" is Antalya, not Anta in Peru; "Bar" is Barcelona before Bar in Montenegro.
   */
  function rank(scores: Map<number, number>): Entry[] {
    const ranked = [...scores.entries()]
      .map(([index, score]) => {
        const entry = entries[index]!;
        return { entry, score: score + (entry.popularity > 0 ? CURATED_BOOST : 0) };
      })
      .sort(
        (a, b) =>
          b.score - a.score ||
          (a.entry.kind === b.entry.kind ? 0 : a.entry.kind === 'city' ? -1 : 1) ||
          b.entry.popularity - a.entry.popularity ||
          compareCodeUnits(a.entry.code, b.entry.code),
      );
    const out: Entry[] = [];
    const placed = new Set<Entry>();
    for (const { entry } of ranked) {
      if (placed.has(entry)) continue;
      out.push(entry);
      placed.add(entry);
      if (entry.kind === 'city') {
        for (const other of ranked) {
          if (
            other.entry.kind === 'airport' &&
            other.entry.cityCode === entry.code &&
            !placed.has(other.entry)
          ) {
            out.push(other.entry);
            placed.add(other.entry);
          }
        }
      }
    }
    return out;
  }

  const popular = [...entries].sort((a, b) => b.popularity - a.popularity);

  return {
    /** Prefix, word, code, transliteration, keyboard-layout and typo-tolerant search. */
    search(
      rawQuery: string,
      culture: Culture,
      limit: number,
    ): { totalCount: number; result: LocationOption[] } {
      const query = foldSearchText(rawQuery);
      if (!query) {
        const top = popular.filter(
          (e) => e.popularity > 0 && (e.kind === 'city' || !cityIsGroup(e.cityCode)),
        );
        return { totalCount: top.length, result: top.slice(0, limit).map((e) => toOption(e, culture)) };
      }
      const scores = new Map<number, number>();
      collect(query, scores, 0);
      const latin = transliterateRussian(query);
      if (latin !== query) collect(latin, scores, 1);
      const switched = foldSearchText(switchKeyboardLayout(rawQuery));
      if (switched && switched !== query) collect(switched, scores, 15);
      if (scores.size < limit) collectFuzzy(latin, scores);
      const ranked = rank(scores);
      return { totalCount: ranked.length, result: ranked.slice(0, limit).map((e) => toOption(e, culture)) };
    },
    city: (code: string) => cities.get(code),
    airport: (code: string) => airports.get(code),
    country: (code: string) => countries.get(code),
    airportsOfCity: (code: string) => airportsOfCity.get(code) ?? [],
    networkCities: () => data.cities.filter((c) => c.popularity > 0),
    /** Our network's cities of a country (curated ones), most popular first. */
    citiesOfCountry: (countryCode: string) =>
      data.cities
        .filter((c) => c.countryCode === countryCode && c.popularity > 0)
        .sort((a, b) => b.popularity - a.popularity),
    allAirports: () => data.airports,
  };

  function cityIsGroup(code: string) {
    return (airportsOfCity.get(code)?.length ?? 0) >= 2;
  }
}
export type GeoSearchIndex = ReturnType<typeof createGeoSearchIndex>;
