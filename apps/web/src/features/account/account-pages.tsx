import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { SimplePage } from '../../shared/ui/simple-page';
import classes from './account-pages.module.css';

const SECTIONS = [
  { path: '/account', labelKey: 'account.navOverview' },
  { path: '/account/profile', labelKey: 'accountProfile.title' },
  { path: '/account/bookings', labelKey: 'accountBookings.title' },
  { path: '/account/settings', labelKey: 'accountSettings.title' },
] as const;

/** /account/*: section links above the section page (the sign-in guard arrives with authentication). */
export function AccountLayout() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // On narrow screens the section links scroll sideways: keep the current one in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <>
      <nav ref={navRef} className={classes.nav} aria-label={t('account.navLabel')}>
        {SECTIONS.map((section) => (
          <NavLink key={section.path} to={section.path} end className={classes.link}>
            {t(section.labelKey)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

export function AccountDashboardPage() {
  return <SimplePage titleKey="pages:account.title" introKey="pages:account.intro" />;
}

export function AccountProfilePage() {
  return <SimplePage titleKey="pages:accountProfile.title" introKey="pages:accountProfile.intro" />;
}

export function AccountBookingsPage() {
  return <SimplePage titleKey="pages:accountBookings.title" introKey="pages:accountBookings.intro" />;
}

export function AccountSettingsPage() {
  return <SimplePage titleKey="pages:accountSettings.title" introKey="pages:accountSettings.intro" />;
}
