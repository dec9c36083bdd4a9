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
