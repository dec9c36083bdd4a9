import { describe, expect, it } from 'vitest';
import { ADMIN_NAV } from './admin-nav';
import { buildBreadcrumbs } from './breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('is [Home, parent without a link, child] for a page in a section', () => {
    expect(buildBreadcrumbs(ADMIN_NAV, 'users')).toEqual([
      { name: 'home', titleKey: 'nav.home', path: '/admin/main/home' },
      { name: 'access', titleKey: 'nav.access', path: null },
      { name: 'users', titleKey: 'nav.users', path: '/admin/access/users' },
    ]);
  });

  it('is Home alone on the home page', () => {
    expect(buildBreadcrumbs(ADMIN_NAV, 'home')).toEqual([
      { name: 'home', titleKey: 'nav.home', path: '/admin/main/home' },
    ]);
  });

  it('links the current page to where the user is (with its arguments)', () => {
    expect(buildBreadcrumbs(ADMIN_NAV, 'settings', '/admin/configuration/settings/email').at(-1)).toEqual({
      name: 'settings',
      titleKey: 'nav.settings',
      path: '/admin/configuration/settings/email',
    });
  });

  it('always begins with Home, even for an unknown page', () => {
    expect(buildBreadcrumbs(ADMIN_NAV, 'nope')).toEqual([
      { name: 'home', titleKey: 'nav.home', path: '/admin/main/home' },
    ]);
  });
});
