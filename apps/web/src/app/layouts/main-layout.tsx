import { Container } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsent } from '../../shared/ui/cookie-consent';
import { PageEndSpacer } from '../../shared/ui/page-end-spacer';
import { ScrollToTop } from '../../shared/ui/scroll-to-top';
import { Started, useDeferredStart } from '../started-signal';
import { Footer } from './footer';
import { Header } from './header';
import classes from './main-layout.module.css';

export interface MainLayoutProps {
  /** Content instead of the matched child route (used by the loading and error fallbacks). */
  children?: ReactNode;
}

/** Header, page content, footer: the frame of every public page. */
export function MainLayout({ children }: MainLayoutProps) {
  const { t } = useTranslation('common');
  useDeferredStart();
  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('skipToContent')}
      </a>
      <Header />
      {/*
        Nested boundaries: React hydrates the server's markup of each in a commit of its own, after the one
        around it (the header and the frame first, then the page, then the footer), instead of one long task.
        <Started /> goes with the footer: a page's own boundary hydrates with it at the latest, but one nested
        deeper inside the page would hydrate after "started" and must not read what only the browser knows.
      */}
      <Suspense fallback={null}>
        <main id="main-content" className={classes.main} tabIndex={-1}>
          <Container>{children ?? <Outlet />}</Container>
        </main>
        <Suspense fallback={null}>
          <Footer />
          <Started />
        </Suspense>
      </Suspense>
      <PageEndSpacer />
      <ScrollToTop />
      <CookieConsent />
      <ScrollRestoration />
    </div>
  );
}
