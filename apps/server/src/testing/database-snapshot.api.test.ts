import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/raw-rows.js';
import { seed } from '../db/seed/seed.js';
import { snapshotDatabase } from './database-snapshot.js';
import { createTestDatabase, TEST_ADMIN_PASSWORD, type TestDatabase } from './test-app.js';

/**
 * The test databases are lent and restored (test-app.ts): a restored database must be the one it was, rows,
 * identity sequences and session alike, or one test file's data would leak into the next.
 */
describe('restoring a database snapshot', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await seed(t.database.db, { adminPassword: TEST_ADMIN_PASSWORD, flights: { horizonDays: 3 } });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  /** Every table's rows (as text, in a fixed order) and every sequence's position. */
  async function fingerprint(): Promise<Record<string, string | null>> {
    const { db } = t.database;
    const tables = rowsOf<{ name: string }>(
      await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
    );
    const prints: Record<string, string | null> = {};
    for (const { name } of tables) {
      const [row] = rowsOf<{ print: string | null }>(
        await db.execute(
          sql.raw(`select md5(string_agg(r::text, '|' order by r::text)) as print from public."${name}" r`),
        ),
      );
      prints[name] = row!.print;
    }
    for (const s of rowsOf<{ name: string; last: string | null }>(
      await db.execute(
        sql`select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
      ),
    ))
      prints[`sequence ${s.name}`] = s.last;
    return prints;
  }

  it('brings back changed, deleted and added rows and the identity sequences, and the session settings', async () => {
    const { db } = t.database;
    const restore = await snapshotDatabase(t.database, 'test_snapshot_check');
    const before = await fingerprint();

    await db.execute(sql`update cities set name_en = 'Changed' where code = (select min(code) from cities)`);
    await db.execute(sql`delete from flights where id = (select max(id) from flights)`);
    await db.execute(
      sql`insert into tenants (tenancy_name, name) values ('snapshot-check', 'Snapshot check')`,
    );
    // a pool's sessions are its own (and closed with it): only PGlite's one session is restored
    const oneSession = t.database.kind === 'pglite';
    if (oneSession) await db.execute(sql`set statement_timeout = 1234`);
    const changed = await fingerprint();
    expect(changed.cities).not.toBe(before.cities);
    expect(changed.flights).not.toBe(before.flights);
    expect(changed.tenants).not.toBe(before.tenants);
    expect(changed['sequence tenants_id_seq']).not.toBe(before['sequence tenants_id_seq']);

    await restore();
    expect(await fingerprint()).toEqual(before);
    const [timeout] = rowsOf<{ value: string }>(
      await db.execute(sql`select current_setting('statement_timeout') as value`),
    );
    if (oneSession) expect(timeout!.value).toBe('0');
    // the next identity is the one the snapshot would have given
    const [tenant] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into tenants (tenancy_name, name) values ('after', 'After') returning id`),
    );
    expect(String(tenant!.id)).toBe(String(Number(before['sequence tenants_id_seq']) + 1));
    await restore();
  });
});
