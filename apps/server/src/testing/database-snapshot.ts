import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rowsOf } from '../db/raw-rows.js';

/**
 * Returns what restores a database to the state it has now: every table of the public schema, every sequence,
 * and the session (of a one-connection database: PGlite). The rows are kept in a schema of their own, so a
 * restore is one TRUNCATE and copies within the database, never a new database.
 */
export async function snapshotDatabase(
  database: Database,
  schema = 'test_snapshot',
): Promise<() => Promise<void>> {
  const { db } = database;
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  ).map((t) => t.name);
  const sequences = rowsOf<{ name: string; start: string; last: string | null }>(
    await db.execute(
      sql`select sequencename as name, start_value::text as start, last_value::text as last
          from pg_sequences where schemaname = 'public' order by 1`,
    ),
  );
  // PGlite sets its search path when it starts: DISCARD ALL would reset it to pg_catalog
  const [{ searchPath }] = rowsOf<{ searchPath: string }>(
    await db.execute(sql`select current_setting('search_path') as "searchPath"`),
  ) as [{ searchPath: string }];
  await db.execute(sql.raw(`create schema "${schema}"`));
  const kept: string[] = [];
  for (const table of tables) {
    await db.execute(sql.raw(`create table "${schema}"."${table}" as table public."${table}"`));
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from "${schema}"."${table}"`)),
    );
    if (row!.n > 0) kept.push(table);
    else await db.execute(sql.raw(`drop table "${schema}"."${table}"`));
  }
  const truncate = `truncate table ${tables.map((t) => `public."${t}"`).join(', ')} restart identity cascade`;
  // a table's generated columns take no values: copy the others by name
  const copies: string[] = [];
  for (const table of kept) {
    const columns = rowsOf<{ name: string }>(
      await db.execute(
        sql`select column_name as name from information_schema.columns
            where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
            order by ordinal_position`,
      ),
    ).map((c) => `"${c.name}"`);
    copies.push(
      `insert into public."${table}" (${columns}) overriding system value select ${columns} from "${schema}"."${table}"`,
    );
  }
  const setSequences = sequences.map((s) =>
    s.last === null
      ? `select setval('public."${s.name}"', ${s.start}, false)`
      : `select setval('public."${s.name}"', ${s.last}, true)`,
  );
  return async () => {
    // what a test file may leave in the session: prepared statements, settings, temporary tables
    await db.execute(sql`discard all`);
    await db.execute(sql`select set_config('search_path', ${searchPath}, false)`);
    await db.transaction(async (tx) => {
      // the rows are copied as they were, so their foreign keys hold: no need to order the copies
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql.raw(truncate));
      for (const copy of copies) await tx.execute(sql.raw(copy));
      for (const set of setSequences) await tx.execute(sql.raw(set));
    });
  };
}
