/**
 * Text folding for search on both sides (airports on the server, help articles in the browser): case with
 * Turkish İ/ı, Russian ё/й, diacritics and punctuation. "İstanbul", "istanbul" and "ISTANBUL" fold alike;
 * so do "Таиланд" and "Тайланд".
 */
export function foldSearchText(value: string): string {
  return value
    .replace(/İ/g, 'i')
    .replace(/I/g, 'i')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ё/g, 'е')
    .replace(/й/g, 'и')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Orders machine text (ISO dates and times, ids) by its code units, as `<` does. `localeCompare` would give
 * the same order for such text, but it starts the browser's collation service on first use (about 35 ms on a
 * phone, counted in the page's blocking time) and is several times slower per comparison.
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
