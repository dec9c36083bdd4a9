import { describe, expect, it } from 'vitest';
import { ADMIN_NAV, type AdminNavNode } from './admin-nav';
import {
  accessiblePages,
  canOpen,
  filterMenu,
  findTrail,
  isPermitted,
  leafPages,
  sectionTarget,
} from './menu';

const names = (nodes: readonly AdminNavNode[]): unknown =>
  nodes.map((node) => (node.children ? { [node.name]: names(node.children) } : node.name));

const tree: readonly AdminNavNode[] = [
  { name: 'home', path: '/admin/main/home', titleKey: 'nav.home' },
  {
    name: 'access',
    path: '/admin/access',
    titleKey: 'nav.access',
    children: [
      { name: 'users', path: '/admin/access/users', titleKey: 'nav.users', permission: 'Pages.Users' },
      { name: 'roles', path: '/admin/access/roles', titleKey: 'nav.roles' },
      {
        name: 'tenants',
        path: '/admin/access/tenants',
        titleKey: 'nav.tenants',
        permission: ['Pages.Tenants', 'Pages.Users'],
      },
    ],
  },
  {
    name: 'configuration',
    path: '/admin/configuration',
    titleKey: 'nav.configuration',
    children: [
      {
        name: 'settings',
        path: '/admin/configuration/settings',
        titleKey: 'nav.settings',
        permission: 'Pages.Settings',
      },
    ],
  },
];

describe('isPermitted', () => {
  it('lets everyone in without a requirement, and with an empty list', () => {
    expect(isPermitted(undefined, {})).toBe(true);
    expect(isPermitted([], {})).toBe(true);
  });

  it('needs a single permission granted ("true" from AbpUserConfiguration)', () => {
    expect(isPermitted('Pages.Users', { 'Pages.Users': 'true' })).toBe(true);
    expect(isPermitted('Pages.Users', { 'Pages.Users': 'false' })).toBe(false);
    expect(isPermitted('Pages.Users', { 'Pages.Roles': 'true' })).toBe(false);
  });

  it('needs any one of a list', () => {
    expect(isPermitted(['Pages.Tenants', 'Pages.Users'], { 'Pages.Users': 'true' })).toBe(true);
    expect(isPermitted(['Pages.Tenants', 'Pages.Users'], { 'Pages.Roles': 'true' })).toBe(false);
  });
});

describe('filterMenu', () => {
  it('keeps children whose permission is absent or granted', () => {
    expect(names(filterMenu(tree, { 'Pages.Settings': 'true' }))).toEqual([
      'home',
      { access: ['roles'] },
      { configuration: ['settings'] },
    ]);
    expect(names(filterMenu(tree, { 'Pages.Users': 'true' }))).toEqual([
      'home',
      { access: ['users', 'roles', 'tenants'] },
    ]);
  });

  it('shows a parent only with at least one child left', () => {
    const onlyGuarded = tree.map((node) =>
      node.name === 'access' ? { ...node, children: node.children?.filter((c) => c.permission) } : node,
    );
    expect(names(filterMenu(onlyGuarded, {}))).toEqual(['home']);
  });

  it("drops a parent whose own permission is missing, whatever its children's", () => {
    const guardedParent = [{ ...tree[1]!, permission: 'Pages.Admin' }];
    expect(filterMenu(guardedParent, { 'Pages.Users': 'true' })).toEqual([]);
  });

  it('does not change the tree it filters', () => {
    const before = JSON.stringify(tree);
    filterMenu(tree, {});
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('gives the real admin tree of a host administrator every page', () => {
    const all = Object.fromEntries(leafPages(ADMIN_NAV).flatMap((n) => [[String(n.permission), 'true']]));
    expect(accessiblePages(ADMIN_NAV, all).map((n) => n.name)).toEqual([
      'home',
      'orders',
      'coupons',
      'customers',
      'contactMessages',
      'surveyAnswers',
      'programmes',
      'cities',
      'packageTypes',
      'users',
      'roles',
      'tenants',
      'settings',
      'exchangeRates',
      'agency',
    ]);
  });

  it('hides Tenants from a tenant administrator (no Pages.Tenants on the tenant side)', () => {
    const tenantAdmin = {
      'Pages.Users': 'true',
      'Pages.Users.Activation': 'true',
      'Pages.Roles': 'true',
      'Pages.Settings': 'true',
      'Pages.AgencyInfo': 'true',
    };
    expect(accessiblePages(ADMIN_NAV, tenantAdmin).map((n) => n.name)).not.toContain('tenants');
  });
});

describe('findTrail, canOpen and sectionTarget', () => {
  it('finds the chain from the top down to a page', () => {
    expect(findTrail(tree, 'roles').map((n) => n.name)).toEqual(['access', 'roles']);
    expect(findTrail(tree, 'home').map((n) => n.name)).toEqual(['home']);
    expect(findTrail(tree, 'nope' as never)).toEqual([]);
  });

  it('allows a page when every permission on its way is granted', () => {
    expect(canOpen(tree, 'users', { 'Pages.Users': 'true' })).toBe(true);
    expect(canOpen(tree, 'users', {})).toBe(false);
    expect(canOpen(tree, 'roles', {})).toBe(true);
    expect(canOpen(tree, 'nope' as never, {})).toBe(false);
  });

  it('opens the first child the user may see when a section has no redirect', () => {
    const access = tree[1]!;
    expect(sectionTarget(access, { 'Pages.Users': 'true' })).toBe('/admin/access/users');
    expect(sectionTarget(access, {})).toBe('/admin/access/roles');
    expect(sectionTarget(tree[2]!, {})).toBeUndefined();
  });

  it('follows a redirect when the section has one', () => {
    expect(sectionTarget({ ...tree[1]!, redirect: '/admin/access/roles' }, { 'Pages.Users': 'true' })).toBe(
      '/admin/access/roles',
    );
  });
});
