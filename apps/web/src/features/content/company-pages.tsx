import { ContentPage } from '../../shared/content/content-page';

export function PressPage() {
  return <ContentPage slug="press" />;
}

export function JobsPage() {
  return <ContentPage slug="jobs" />;
}

export function ApplicationsPage() {
  return <ContentPage slug="applications" />;
}

/** /contact: the contact form. */
export { ContactPage } from './contact-page';
