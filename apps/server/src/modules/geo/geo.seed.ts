import type { Db } from '../../db/client.js';
// biome-ignore lint/style/noRestrictedImports: known boundary debt (#16 item 5), to go through that module's service
import { createSettingsRepository } from '../settings/settings.repository.js';
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

/** Loads countries, cities and airports once per data version (idempotent, one transaction). */
export async function seedGeo(db: Db): Promise<{ seeded: boolean; cities: number; airports: number }> {
  const settings = createSettingsRepository(db);
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
