import { foldSearchText } from '@charterdesk/domain';

// Folding is shared with the browser (packages/domain); re-exported for the geo index and its tests.
export { foldSearchText };

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

// Reused DP rows: the autocomplete compares thousands of short strings per query, allocation would dominate.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Optimal-string-alignment distance between `query` and the closest prefix of `text` whose length is
 * within `max` of the query's, giving up (returning max + 1) as soon as it must exceed `max`.
 */
export function prefixEditDistance(query: string, text: string, max: number): number {
  const cols = Math.min(text.length, query.length + max) + 1;
  if (cols - 1 < query.length - max) return max + 1;
  if (rowA.length < cols) {
    rowA = new Int32Array(cols * 2);
    rowB = new Int32Array(cols * 2);
    rowC = new Int32Array(cols * 2);
  }
  let prevPrev = rowA;
  let prev = rowB;
  let cur = rowC;
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= query.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const qc = query.charCodeAt(i - 1);
    for (let j = 1; j < cols; j++) {
      const tc = text.charCodeAt(j - 1);
      let v = prev[j - 1]! + (qc === tc ? 0 : 1);
      const del = prev[j]! + 1;
      if (del < v) v = del;
      const ins = cur[j - 1]! + 1;
      if (ins < v) v = ins;
      if (i > 1 && j > 1 && qc === text.charCodeAt(j - 2) && query.charCodeAt(i - 2) === tc) {
        const tr = prevPrev[j - 2]! + 1;
        if (tr < v) v = tr;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = t;
  }
  let best = max + 1;
  for (let j = Math.max(0, query.length - max); j < cols; j++) if (prev[j]! < best) best = prev[j]!;
  return best;
}

/** Full-string distance (both strings whole), bounded like prefixEditDistance. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d = prefixEditDistance(a, b, max);
  // prefixEditDistance may have matched a shorter prefix of b; charge the rest of b
  return d <= max && b.length > a.length ? Math.min(max + 1, exactDistance(a, b)) : d;
}

function exactDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}
