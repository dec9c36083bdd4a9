import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from './admin-routes';
import { ADMIN_HOME_PATH, ADMIN_LOGIN_PATH, ADMIN_NAV } from './lib/admin-nav';
import { leafPages } from './lib/menu';

const pageAt = (path: string) =>
  (matchRoutes(adminRoutes, path)?.at(-1)?.route.handle as { adminPage?: string } | undefined)?.adminPage;

describe('adminRoutes', () => {
  it('has a route for every page of the menu, carrying its name', () => {
    for (const node of leafPages(ADMIN_NAV)) expect(pageAt(node.path), node.path).toBe(node.name);
  });

  it('keeps route arguments on the same page (settings tabs)', () => {
    expect(pageAt('/admin/configuration/settings/email')).toBe('settings');
    expect(matchRoutes(adminRoutes, '/admin/configuration/settings/email')?.at(-1)?.params).toMatchObject({
      kind: 'email',
    });
  });

  it('has the login page, section routes and a catch-all under /admin', () => {
    expect(matchRoutes(adminRoutes, ADMIN_LOGIN_PATH)?.at(-1)?.route.path).toBe('login');
    expect(matchRoutes(adminRoutes, '/admin/access')?.at(-1)?.route.index).toBe(true);
    expect(matchRoutes(adminRoutes, '/admin')?.at(-1)?.route.index).toBe(true);
    expect(matchRoutes(adminRoutes, '/admin/whatever/else')?.at(-1)?.route.path).toBe('*');
    expect(pageAt(ADMIN_HOME_PATH)).toBe('home');
    expect(matchRoutes(adminRoutes, '/flightSearch')).toBeNull();
  });
});
