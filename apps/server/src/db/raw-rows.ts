/** The rows of a raw `db.execute(sql…)`: node-postgres answers `{ rows }`, PGlite may answer the array itself. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** A json column of a raw query: parsed by node-postgres, but it may arrive as text from other drivers. */
export const parsedJson = <T>(value: unknown): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : (value as T);
