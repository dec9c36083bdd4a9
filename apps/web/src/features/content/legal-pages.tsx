import { ContentPage } from '../../shared/content/content-page';

/** /aboutUs: terms and contract (spec §2). */
export function AboutUsPage() {
  return <ContentPage slug="aboutUs" />;
}

export function TermsPage() {
  return <ContentPage slug="terms" />;
}

export function DistanceSalesPage() {
  return <ContentPage slug="distanceSales" />;
}

export function PrivacyPage() {
  return <ContentPage slug="privacy" />;
}

export function CookiesPage() {
  return <ContentPage slug="cookies" />;
}

/** /legal: the legal-entity page; the server fills in the agency's registered figures. */
export function LegalPage() {
  return <ContentPage slug="legal" />;
}
