import { SimplePage } from '../../shared/ui/simple-page';

/** /aboutUs: terms and contract (spec §2). */
export function AboutUsPage() {
  return <SimplePage titleKey="pages:aboutUs.title" introKey="pages:aboutUs.intro" />;
}

export function TermsPage() {
  return <SimplePage titleKey="pages:terms.title" introKey="pages:terms.intro" />;
}

export function DistanceSalesPage() {
  return <SimplePage titleKey="pages:distanceSales.title" introKey="pages:distanceSales.intro" />;
}

export function PrivacyPage() {
  return <SimplePage titleKey="pages:privacy.title" introKey="pages:privacy.intro" />;
}

export function CookiesPage() {
  return <SimplePage titleKey="pages:cookies.title" introKey="pages:cookies.intro" />;
}

/** /legal: the legal-entity page (company name, register and tax numbers, address, phone). */
export function LegalPage() {
  return <SimplePage titleKey="pages:legal.title" introKey="pages:legal.intro" />;
}
