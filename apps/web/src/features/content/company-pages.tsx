import { ContentPage } from '../../shared/content/content-page';
import { SimplePage } from '../../shared/ui/simple-page';

/** /contact: the contact form comes with the contact service. */
export function ContactPage() {
  return <SimplePage titleKey="pages:contact.title" introKey="pages:contact.intro" />;
}

export function PressPage() {
  return <ContentPage slug="press" />;
}

export function JobsPage() {
  return <ContentPage slug="jobs" />;
}

export function ApplicationsPage() {
  return <ContentPage slug="applications" />;
}
