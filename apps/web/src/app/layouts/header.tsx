import { Burger, Container, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';
import { useAppName } from '../../shared/i18n/use-app-name';
import { useMatchMedia } from '../../shared/lib/use-media-query';
import { BrandMark } from '../../shared/ui/brand-mark';
import { CurrencySelect } from './currency-select';
import classes from './header.module.css';
import { LanguageSelect } from './language-select';
import { MemberMenu } from './member-menu';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

export function Header() {
  const { t } = useTranslation('common');
  const appName = useAppName();
  const [drawerOpened, { close: closeDrawer, toggle: toggleDrawer }] = useDisclosure(false);
  // the drawer's code is fetched on the first press of the burger, then the drawer stays mounted
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (drawerOpened && !drawerWanted) setDrawerWanted(true);
  const isDesktop = useMatchMedia('(min-width: 62em)');
  const { pathname } = useLocation();
  const navigation = useNavigation();

  // The drawer belongs to narrow screens and to the page it was opened on. Closed while rendering, and only
  // when open: effects that closed it after every first render updated the header at default priority while
  // the page was still hydrating.
  const [drawerPath, setDrawerPath] = useState(pathname);
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    if (drawerOpened) closeDrawer();
  }
  if (drawerOpened && isDesktop) closeDrawer();

  const links = (className: string | undefined) =>
    NAV_ITEMS.map((item) => (
      <Link
        key={item.to}
        to={item.to}
        className={className}
        // closed on the tap itself: a page that holds the navigation (the leave survey) must not show
        // its dialog under an open menu
        onClick={closeDrawer}
        aria-current={isNavItemActive(item, pathname) ? 'page' : undefined}
      >
        {t(item.labelKey)}
      </Link>
    ));

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label={t('header.homeLink', { appName })}>
          <BrandMark size={36} />
          <span className={classes.brandName}>{appName}</span>
        </Link>
        <nav className={classes.nav} aria-label={t('nav.label')}>
          {links(classes.link)}
        </nav>
        <div className={classes.tools}>
          <MemberMenu />
          <LanguageSelect className={classes.toolSelect} />
          <CurrencySelect className={classes.toolSelect} />
          <Burger
            className={classes.burger}
            opened={drawerOpened}
            onClick={toggleDrawer}
            size="sm"
            aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={drawerOpened}
            aria-controls="main-nav-drawer"
            data-testid="nav-burger"
          />
        </div>
      </Container>
      {navigation.state !== 'idle' ? <div className={classes.progress} role="presentation" /> : null}
      {drawerWanted ? (
        <Suspense fallback={null}>
          <NavDrawer
            opened={drawerOpened}
            onClose={closeDrawer}
            title={t('nav.menuTitle')}
            closeLabel={t('nav.closeMenu')}
          >
            <nav aria-label={t('nav.label')}>
              <Stack gap={4}>{links(`${classes.link} ${classes.drawerLink}`)}</Stack>
            </nav>
          </NavDrawer>
        </Suspense>
      ) : null}
    </header>
  );
}
