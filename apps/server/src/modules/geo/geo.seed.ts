import type { Db } from '../../db/client.js';
import type { SettingStore } from '../settings/settings.service.js';
import { buildGeoDataset } from './geo.dataset.js';
import { airports, cities, countries } from './geo.tables.js';

/** Bump when the data set or the curated names change: the next start re-seeds the geo tables. */
export const GEO_DATA_VERSION = '1';
const VERSION_SETTING = 'Seed.GeoDataVersion';

function chunks<T>(rows: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Loads countries, cities and airports once per data version (idempotent, one transaction); the version
 * seeded is kept among the settings, which belong to the settings module.
 */
export async function seedGeo(
  db: Db,
  settings: SettingStore,
): Promise<{ seeded: boolean; cities: number; airports: number }> {
  if ((await settings.get(null, VERSION_SETTING)) === GEO_DATA_VERSION) {
    return { seeded: false, cities: 0, airports: 0 };
  }
  const data = buildGeoDataset();
  await db.transaction(async (tx) => {
    for (const rows of chunks(data.countries)) {
      await tx.insert(countries).values(rows).onConflictDoNothing();
    }
    for (const rows of chunks(data.cities)) {
      await tx.insert(cities).values(rows).onConflictDoNothing();
    }
    for (const rows of chunks(data.airports)) {
      await tx.insert(airports).values(rows).onConflictDoNothing();
    }
  });
  await settings.set(null, VERSION_SETTING, GEO_DATA_VERSION);
  return { seeded: true, cities: data.cities.length, airports: data.airports.length };
}
