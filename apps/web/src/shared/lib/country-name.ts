// User-assigned and grouping codes that CLDR names ("Unknown Region", "European Union") but are no country.
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

/** Localized country name from an ISO 3166 alpha-2 code, via the runtime's CLDR data (no lookup table). */
export function countryName(code: string, language: string): string | undefined {
  if (!/^[A-Z]{2}$/i.test(code) || NOT_A_COUNTRY.test(code.toUpperCase())) return undefined;
  try {
    const name = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(
      code.toUpperCase(),
    );
    return name || undefined;
  } catch {
    return undefined;
  }
}
