import type { AdminKey } from './admin-i18n';

/** Names of the admin pages; a route's `handle.adminPage` and a tab's `name` use the same names. */
export type AdminPageName =
  | 'home'
  | 'sales'
  | 'orders'
  | 'orderDetail'
  | 'coupons'
  | 'customers'
  | 'contactMessages'
  | 'surveyAnswers'
  | 'inventory'
  | 'programmes'
  | 'programmeDetail'
  | 'definitions'
  | 'cities'
  | 'packageTypes'
  | 'exchangeRates'
  | 'access'
  | 'users'
  | 'roles'
  | 'tenants'
  | 'configuration'
  | 'settings'
  | 'agency';

/** Any of the listed permissions lets the user in (the spec's "permitted list or single value"). */
export type PermissionRequirement = string | readonly string[];

export interface AdminNavNode {
  name: AdminPageName;
  /** Absolute path of the page (or of the section, for a parent). */
  path: string;
  titleKey: AdminKey;
  permission?: PermissionRequirement;
  /** a detail page (one order, one programme): reachable from its list, not listed in the menu */
  hidden?: boolean;
  /** A parent with a redirect opens it; one without opens its first child the user may see. */
  redirect?: string;
  children?: readonly AdminNavNode[];
}

export const ADMIN_BASE = '/admin';
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin/main/home';
export const HOME_PAGE: AdminPageName = 'home';

/** The admin tree: the menu, breadcrumbs, tab titles and page permissions all read it. */
export const ADMIN_NAV: readonly AdminNavNode[] = [
  { name: 'home', path: ADMIN_HOME_PATH, titleKey: 'nav.home' },
  {
    name: 'sales',
    path: '/admin/sales',
    titleKey: 'nav.sales',
    children: [
      { name: 'orders', path: '/admin/sales/orders', titleKey: 'nav.orders', permission: 'Pages.Orders' },
      {
        name: 'orderDetail',
        path: '/admin/sales/orders/:id',
        titleKey: 'nav.orderDetail',
        permission: 'Pages.Orders',
        hidden: true,
      },
      { name: 'coupons', path: '/admin/sales/coupons', titleKey: 'nav.coupons', permission: 'Pages.Orders' },
      {
        name: 'customers',
        path: '/admin/sales/customers',
        titleKey: 'nav.customers',
        permission: 'Pages.Customers',
      },
      {
        name: 'contactMessages',
        path: '/admin/sales/messages',
        titleKey: 'nav.contactMessages',
        permission: 'Pages.Customers',
      },
      {
        name: 'surveyAnswers',
        path: '/admin/sales/survey',
        titleKey: 'nav.surveyAnswers',
        permission: 'Pages.Orders',
      },
    ],
  },
  {
    name: 'inventory',
    path: '/admin/inventory',
    titleKey: 'nav.inventory',
    children: [
      {
        name: 'programmes',
        path: '/admin/inventory/programmes',
        titleKey: 'nav.programmes',
        permission: 'Pages.Inventory',
      },
      {
        name: 'programmeDetail',
        path: '/admin/inventory/programmes/:id',
        titleKey: 'nav.programmeDetail',
        permission: 'Pages.Inventory',
        hidden: true,
      },
    ],
  },
  {
    name: 'definitions',
    path: '/admin/definitions',
    titleKey: 'nav.definitions',
    children: [
      {
        name: 'cities',
        path: '/admin/definitions/cities',
        titleKey: 'nav.cities',
        permission: 'Pages.Definitions',
      },
      {
        name: 'packageTypes',
        path: '/admin/definitions/package-types',
        titleKey: 'nav.packageTypes',
        permission: 'Pages.Definitions',
      },
    ],
  },
  {
    name: 'access',
    path: '/admin/access',
    titleKey: 'nav.access',
    children: [
      { name: 'users', path: '/admin/access/users', titleKey: 'nav.users', permission: 'Pages.Users' },
      { name: 'roles', path: '/admin/access/roles', titleKey: 'nav.roles', permission: 'Pages.Roles' },
      {
        name: 'tenants',
        path: '/admin/access/tenants',
        titleKey: 'nav.tenants',
        permission: 'Pages.Tenants',
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
      {
        name: 'exchangeRates',
        path: '/admin/configuration/exchange-rates',
        titleKey: 'nav.exchangeRates',
        permission: 'Pages.Settings',
      },
      {
        name: 'agency',
        path: '/admin/configuration/agency',
        titleKey: 'nav.agency',
        permission: 'Pages.AgencyInfo',
      },
    ],
  },
];
