import { asc, desc, type SQL } from 'drizzle-orm';

/**
 * ABP `Sorting` ("Name, Code desc") mapped onto whitelisted SQL expressions only, so a query string can
 * never inject SQL; unknown columns are ignored and an empty result falls back to `fallback`.
 */
export function sortingToOrderBy(
  sorting: string | undefined,
  allowed: Record<string, SQL>,
  fallback: SQL[],
): SQL[] {
  const parts = parseSorting(sorting, Object.keys(allowed));
  if (parts.length === 0) return fallback;
  return parts.map(({ column, descending }) => (descending ? desc(allowed[column]!) : asc(allowed[column]!)));
}

/** `"Name desc, Code"` → `[{column: 'name', descending: true}, {column: 'code', descending: false}]`. */
export function parseSorting(
  sorting: string | undefined,
  allowedLowerCase: readonly string[],
): { column: string; descending: boolean }[] {
  return (sorting ?? '')
    .split(',')
    .map((p) => p.trim().split(/\s+/))
    .filter(([column]) => column && allowedLowerCase.includes(column.toLowerCase()))
    .map(([column, dir]) => ({ column: column!.toLowerCase(), descending: dir?.toLowerCase() === 'desc' }));
}

/** `%keyword%` for ILIKE with the wildcard characters of the keyword escaped. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
