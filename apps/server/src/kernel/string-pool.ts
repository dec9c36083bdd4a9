/**
 * One shared copy per distinct string (interning), for values that repeat across many long-lived objects (the geo
 * records: time zones, country codes), each copy one more object for every full garbage collection to mark.
 *
 * For low-cardinality values only (names, codes, clock times). Past `maxSize` distinct strings the pool starts
 * afresh, so an unexpected high-cardinality value costs only the deduplication, never unbounded memory.
 */
export function createStringPool(maxSize = 50_000): (text: string) => string {
  let pool = new Map<string, string>();
  return (text) => {
    const known = pool.get(text);
    if (known !== undefined) return known;
    if (pool.size >= maxSize) pool = new Map();
    pool.set(text, text);
    return text;
  };
}
