import type { ComponentType } from 'react';

export * from './admin-shell';
export { LoginPage } from './pages/login-page';

/**
 * The pages behind the menu, each its own chunk. They are imported from here, inside the admin chunk, and
 * never from admin-routes.tsx: the bundler then keeps their modules out of the public first load (see the
 * note there), while the sign-in page and the frame stay small.
 */
export const lazyPages = {
  // the frame and the dashboard too: the sign-in page loads neither
  AdminLayout: () => import('./components/admin-layout').then((m) => m.AdminLayout),
  AdminHomePage: () => import('./pages/home-page').then((m) => m.AdminHomePage),
  AgencyPage: () => import('./pages/agency-page').then((m) => m.AgencyPage),
  CitiesPage: () => import('./pages/cities-page').then((m) => m.CitiesPage),
  ContactMessagesPage: () => import('./pages/contact-messages-page').then((m) => m.ContactMessagesPage),
  CouponsPage: () => import('./pages/coupons-page').then((m) => m.CouponsPage),
  CustomersPage: () => import('./pages/customers-page').then((m) => m.CustomersPage),
  ExchangeRatesPage: () => import('./pages/exchange-rates-page').then((m) => m.ExchangeRatesPage),
  OrderDetailPage: () => import('./pages/order-detail-page').then((m) => m.OrderDetailPage),
  OrdersPage: () => import('./pages/orders-page').then((m) => m.OrdersPage),
  PackageTypesPage: () => import('./pages/package-types-page').then((m) => m.PackageTypesPage),
  ProgrammeDetailPage: () => import('./pages/programme-detail-page').then((m) => m.ProgrammeDetailPage),
  ProgrammesPage: () => import('./pages/programmes-page').then((m) => m.ProgrammesPage),
  RolesPage: () => import('./pages/roles-page').then((m) => m.RolesPage),
  SettingsPage: () => import('./pages/settings-page').then((m) => m.SettingsPage),
  SurveyAnswersPage: () => import('./pages/survey-answers-page').then((m) => m.SurveyAnswersPage),
  TenantsPage: () => import('./pages/tenants-page').then((m) => m.TenantsPage),
  UsersPage: () => import('./pages/users-page').then((m) => m.UsersPage),
} satisfies Record<string, () => Promise<ComponentType>>;
