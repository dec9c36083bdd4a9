/** Region codes that are not countries a passport is issued by. */
const NOT_COUNTRIES = new Set([
  'EU',
  'EZ',
  'UN',
  'ZZ',
  'QO',
  'XA',
  'XB',
  'AN',
  'BU',
  'CS',
  'DD',
  'FX',
  'NT',
  'SU',
  'TP',
  'YD',
  'YU',
  'ZR',
  'AC',
  'CP',
  'DG',
  'EA',
  'IC',
  'TA',
  'CQ',
]);
const FIRST = ['RU', 'TR', 'BY', 'KZ', 'UA', 'DE', 'GB', 'US'];
const cache = new Map<string, { value: string; label: string }[]>();

/** ISO 3166-1 alpha-2 countries named in the interface language (Intl.DisplayNames), common ones first. */
export function countryOptions(culture: string): { value: string; label: string }[] {
  const cached = cache.get(culture);
  if (cached) return cached;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([culture], { type: 'region', fallback: 'none' });
  } catch {
    names = undefined;
  }
  const all: { value: string; label: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code) || code.startsWith('Q') || code.startsWith('X')) continue;
      let label: string | undefined;
      try {
        label = names?.of(code);
      } catch {
        label = undefined;
      }
      if (label && label !== code) all.push({ value: code, label });
    }
  }
  all.sort((x, y) => x.label.localeCompare(y.label, culture));
  const first = FIRST.map((code) => all.find((c) => c.value === code)).filter((c) => c !== undefined);
  const list = [...first, ...all.filter((c) => !FIRST.includes(c.value))];
  cache.set(culture, list);
  return list;
}
