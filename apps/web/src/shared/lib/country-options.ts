import { COUNTRY_CODES } from '@charterdesk/domain';

const FIRST = ['RU', 'TR', 'BY', 'KZ', 'UA', 'DE', 'GB', 'US'];
const cache = new Map<string, { value: string; label: string }[]>();

/**
 * The countries a passport can be issued by (the domain's ISO 3166-1 list, the one the server checks),
 * named in the interface language with Intl.DisplayNames, common ones first.
 */
export function countryOptions(culture: string): { value: string; label: string }[] {
  const cached = cache.get(culture);
  if (cached) return cached;
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([culture], { type: 'region', fallback: 'code' });
  } catch {
    names = undefined;
  }
  const all = [...COUNTRY_CODES].map((code) => {
    let label = code;
    try {
      label = names?.of(code) ?? code;
    } catch {
      label = code;
    }
    return { value: code, label };
  });
  all.sort((x, y) => x.label.localeCompare(y.label, culture));
  const first = FIRST.map((code) => all.find((c) => c.value === code)).filter((c) => c !== undefined);
  const list = [...first, ...all.filter((c) => !FIRST.includes(c.value))];
  cache.set(culture, list);
  return list;
}
