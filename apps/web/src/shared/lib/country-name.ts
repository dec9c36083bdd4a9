// User-assigned and grouping codes that CLDR names ("Unknown Region", "European Union") but are no country.
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

// One per language: building an Intl.DisplayNames loads the language's CLDR data, about 3 ms on a phone
// each time (the home page names four countries while it hydrates).
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesOf(language: string): Intl.DisplayNames | null {
  let names = regionNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
    regionNames.set(language, names);
  }
  return names;
}

/** Localized country name from an ISO 3166 alpha-2 code, via the runtime's CLDR data (no lookup table). */
export function countryName(code: string, language: string): string | undefined {
  if (!/^[A-Z]{2}$/i.test(code) || NOT_A_COUNTRY.test(code.toUpperCase())) return undefined;
  try {
    return regionNamesOf(language)?.of(code.toUpperCase()) || undefined;
  } catch {
    return undefined;
  }
}
