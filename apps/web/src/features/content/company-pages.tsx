import { SimplePage } from '../../shared/ui/simple-page';

/** /contact: the contact form comes later. */
export function ContactPage() {
  return <SimplePage titleKey="pages:contact.title" introKey="pages:contact.intro" />;
}

export function PressPage() {
  return <SimplePage titleKey="pages:press.title" introKey="pages:press.intro" />;
}

export function JobsPage() {
  return <SimplePage titleKey="pages:jobs.title" introKey="pages:jobs.intro" />;
}

export function ApplicationsPage() {
  return <SimplePage titleKey="pages:applications.title" introKey="pages:applications.intro" />;
}
