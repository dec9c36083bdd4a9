import type { Db } from '../../db/client.js';
import { coupons } from './coupons.tables.js';

/** Demo discount codes of the host (every site variant falls back to them); existing codes are kept. */
export async function seedCoupons(db: Db): Promise<void> {
  await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME10',
        kind: 'percent',
        value: 10,
        currency: null,
        validFrom: '2025-01-01',
        validTo: '2030-12-31',
      },
      {
        code: 'SUN25',
        kind: 'fixed',
        value: 2500,
        currency: 'EUR',
        validFrom: '2025-01-01',
        validTo: '2030-12-31',
      },
      {
        code: 'EXPIRED5',
        kind: 'percent',
        value: 5,
        currency: null,
        validFrom: '2024-01-01',
        validTo: '2024-12-31',
      },
    ])
    .onConflictDoNothing();
}
