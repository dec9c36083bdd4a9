import path from 'node:path';
import type { AppConfig } from '../config.js';
import { createDatabase, type Database } from './client.js';

/** The configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/pglite. */
export function openDatabase(config: AppConfig): Promise<Database> {
  return config.databaseUrl
    ? createDatabase({ kind: 'postgres', url: config.databaseUrl })
    : createDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
}
