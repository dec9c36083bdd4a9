import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';
import { rowsOf } from './raw-rows.js';

const dialect = new PgDialect();
const names = new Map<string, string>();

/** A statement's name: its text's hash, so one name never stands for two texts on a connection. */
function nameOf(prefix: string, text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A raw query as a named prepared statement: PostgreSQL parses and plans it once per connection (and, after a
 * few runs, keeps a generic plan) instead of on every call. For a hot query with several CTEs and joins the
 * planning took longer than running it (2 ms against 0.5 ms per search). PGlite runs it as a plain query.
 * `query` is turned into SQL text once, here, and its values come from `sql.placeholder(name)`s filled at each
 * run: building the text of the search's statement anew on every call cost about 5% of a search's server CPU.
 * Each run answers the rows as `db.execute` does.
 */
export function prepareRaw<T>(
  db: Db,
  prefix: string,
  query: SQL,
): (values?: Record<string, unknown>) => Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery({ sql: text, params }, undefined, nameOf(prefix, text), false);
  return async (values) => rowsOf<T>(await prepared.execute(values));
}
