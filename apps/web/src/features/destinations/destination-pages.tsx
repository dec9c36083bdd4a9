import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../shared/ui/not-found';
import { SimplePage } from '../../shared/ui/simple-page';

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

/** /countries/:code, e.g. /countries/tr */
export function CountryPage() {
  const { code = '' } = useParams();
  const { i18n } = useTranslation();
  const name = countryName(code, i18n.language);
  if (!name) return <NotFound />;
  return (
    <SimplePage titleKey="pages:country.title" introKey="pages:country.intro" values={{ country: name }} />
  );
}

/** /cities/:code, e.g. /cities/AYT (city names arrive with the destination content). */
export function CityPage() {
  const { code = '' } = useParams();
  if (!/^[a-z]{3}$/i.test(code)) return <NotFound />;
  return (
    <SimplePage
      titleKey="pages:city.title"
      introKey="pages:city.intro"
      values={{ city: code.toUpperCase() }}
    />
  );
}
