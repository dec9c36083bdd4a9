/**
 * Text folding for multilingual place search: case (Turkish İ/ı included), Russian ё/й, diacritics and
 * punctuation. "İstanbul", "istanbul" and "ISTANBUL" fold alike; so do "Таиланд" and "Тайланд".
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

const RU_TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** Cyrillic → Latin as Russians type place names ("Шереметьево" → "sheremetevo"); input must be folded. */
export function transliterateRussian(folded: string): string {
  let out = '';
  for (const ch of folded) out += RU_TO_LATIN[ch] ?? ch;
  return out;
}

const QWERTY = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
const JCUKEN = 'йцукенгшщзхъфывапролджэячсмитьбюё';

/** The same keys typed in the other keyboard layout ("fynfkmz" ↔ "анталья"). */
export function switchKeyboardLayout(raw: string): string {
  let out = '';
  for (const ch of raw.toLowerCase()) {
    const q = QWERTY.indexOf(ch);
    const j = JCUKEN.indexOf(ch);
    out += q >= 0 ? JCUKEN[q] : j >= 0 ? QWERTY[j] : ch;
  }
  return out;
}

/**
 * Optimal-string-alignment distance between a and b, giving up (returning max + 1) as soon as it
 * must exceed `max`: the autocomplete only cares about distances of 1–2.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const cur = new Array<number>(cols).fill(0);
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, prevPrev[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[cols - 1]!;
}
