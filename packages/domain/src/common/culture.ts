/** Interface languages; ru is the default (product spec §1). */
export const CULTURES = ['ru', 'en', 'tr'] as const;
export type Culture = (typeof CULTURES)[number];
export const DEFAULT_CULTURE: Culture = 'ru';

export interface LanguageEntry {
  locale: Culture;
  code: string;
  codeLong: string;
  name: string;
  icon: string;
}

/** Language entries as the spec lists them (§3). */
export const LANGUAGES: readonly LanguageEntry[] = [
  { locale: 'ru', code: 'RU', codeLong: 'RUS', name: 'Русский', icon: 'ru' },
  { locale: 'en', code: 'EN', codeLong: 'ENG', name: 'English', icon: 'gb' },
  { locale: 'tr', code: 'TR', codeLong: 'TUR', name: 'Türkçe', icon: 'tr' },
];

/** Narrows any string (e.g. `tr-TR`, `EN`, `c=tr|uic=tr`) to a supported culture, or undefined. */
export function parseCulture(value: string | null | undefined): Culture | undefined {
  if (!value) return undefined;
  let v = value.trim().toLowerCase();
  const uic = /uic=([a-z-]+)/.exec(v) ?? /c=([a-z-]+)/.exec(v);
  if (uic?.[1]) v = uic[1];
  const primary = v.split(/[-_]/)[0];
  return (CULTURES as readonly string[]).includes(primary ?? '') ? (primary as Culture) : undefined;
}

/** Picks the best supported culture from an Accept-Language header, honouring q-values. */
export function cultureFromAcceptLanguage(header: string | null | undefined): Culture | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([0-9.]+)$/.exec(p.trim())).find(Boolean);
      return { tag, q: q?.[1] ? Number(q[1]) : 1, index };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const culture = parseCulture(tag);
    if (culture) return culture;
  }
  return undefined;
}
