import { Button, Stack, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';

/*
 * The only admin module the app's router imports, and only when a visitor goes to /admin (app/router.tsx,
 * adminRoutesOnDemand): paths and lazy loaders, no admin code or texts. Titles, permissions and the menu live in
 * lib/admin-nav.ts, read by the (lazy) layout through each page's `handle.adminPage`.
 *
 * The admin code is ONE lazy chunk (admin-app.tsx: frame, sign-in, home) that in turn loads each menu
 * page as its own chunk. Page chunks imported straight from here were measured to add ~6 kB gzip to the
 * public first load: every lazy chunk that shares modules with the entry (Modal, inputs, i18n…) in a new
 * combination makes the bundler split those modules out of the entry into extra always-loaded chunks.
 * Imported from inside admin-app, they only ever split the admin chunk.
 */

const app = () => import('./admin-app');
type AdminApp = Awaited<ReturnType<typeof app>>;

type EagerPage = { [K in keyof AdminApp]: AdminApp[K] extends ComponentType ? K : never }[keyof AdminApp];
type LazyPage = keyof AdminApp['lazyPages'];

/** A page of the admin chunk itself (the frame, sign-in, home) or one of its own chunks. */
function page(name: EagerPage | LazyPage): RouteObject['lazy'] {
  return async () => {
    const module = await app();
    const Component =
      name in module.lazyPages ? await module.lazyPages[name as LazyPage]() : module[name as EagerPage];
    return { Component: Component as ComponentType };
  };
}

/**
 * When the admin code itself cannot be fetched (new deployment, lost connection) there are no admin
 * texts yet: the app's own error texts and components, already in the first-load bundle.
 */
function AdminLoadError() {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <Stack align="center" justify="center" mih="100dvh" p="md" ta="center" data-testid="admin-load-failed">
      <Title order={1} size="h3">
        {t('errors:routeError.title')}
      </Title>
      <Text c="dimmed" maw={520}>
        {t('errors:routeError.text')}
      </Text>
      <Button onClick={() => window.location.reload()}>{t('common:actions.reload')}</Button>
    </Stack>
  );
}

/** Mounted as a sibling of the main layout route: `[{ id: 'main', … }, ...adminRoutes]`. */
export const adminRoutes: RouteObject[] = [
  {
    id: 'admin',
    path: '/admin',
    ErrorBoundary: AdminLoadError,
    // The admin texts (of the current language) arrive with the admin code, before any admin page renders.
    lazy: async () => {
      const module = await app();
      await module.loadAdminTexts();
      return { Component: module.AdminRoot };
    },
    children: [
      { path: 'login', lazy: page('LoginPage') },
      {
        // the sign-in guard and the frame (header, sidebar, tabs, breadcrumbs)
        lazy: async () => {
          const module = await app();
          return { Component: await module.lazyPages.AdminLayout(), ErrorBoundary: module.AdminRootError };
        },
        children: [
          {
            // a failing page shows its error inside the frame
            lazy: async () => ({ ErrorBoundary: (await app()).AdminPageError }),
            children: [
              { index: true, lazy: page('AdminIndexRedirect') },
              {
                path: 'main',
                children: [
                  { index: true, lazy: page('AdminIndexRedirect') },
                  { path: 'home', handle: { adminPage: 'home' }, lazy: page('AdminHomePage') },
                ],
              },
              {
                path: 'sales',
                children: [
                  { index: true, lazy: page('SalesSectionRedirect') },
                  { path: 'orders', handle: { adminPage: 'orders' }, lazy: page('OrdersPage') },
                  { path: 'orders/:id', handle: { adminPage: 'orderDetail' }, lazy: page('OrderDetailPage') },
                  { path: 'customers', handle: { adminPage: 'customers' }, lazy: page('CustomersPage') },
                  { path: 'coupons', handle: { adminPage: 'coupons' }, lazy: page('CouponsPage') },
                  {
                    path: 'messages',
                    handle: { adminPage: 'contactMessages' },
                    lazy: page('ContactMessagesPage'),
                  },
                  { path: 'survey', handle: { adminPage: 'surveyAnswers' }, lazy: page('SurveyAnswersPage') },
                ],
              },
              {
                path: 'inventory',
                children: [
                  { index: true, lazy: page('InventorySectionRedirect') },
                  { path: 'programmes', handle: { adminPage: 'programmes' }, lazy: page('ProgrammesPage') },
                  {
                    path: 'programmes/:id',
                    handle: { adminPage: 'programmeDetail' },
                    lazy: page('ProgrammeDetailPage'),
                  },
                ],
              },
              {
                path: 'definitions',
                children: [
                  { index: true, lazy: page('DefinitionsSectionRedirect') },
                  { path: 'cities', handle: { adminPage: 'cities' }, lazy: page('CitiesPage') },
                  {
                    path: 'package-types',
                    handle: { adminPage: 'packageTypes' },
                    lazy: page('PackageTypesPage'),
                  },
                ],
              },
              {
                path: 'access',
                children: [
                  { index: true, lazy: page('AccessSectionRedirect') },
                  { path: 'users', handle: { adminPage: 'users' }, lazy: page('UsersPage') },
                  { path: 'roles', handle: { adminPage: 'roles' }, lazy: page('RolesPage') },
                  { path: 'tenants', handle: { adminPage: 'tenants' }, lazy: page('TenantsPage') },
                ],
              },
              {
                path: 'configuration',
                children: [
                  { index: true, lazy: page('ConfigurationSectionRedirect') },
                  {
                    path: 'settings/:kind?',
                    handle: { adminPage: 'settings' },
                    lazy: page('SettingsPage'),
                  },
                  { path: 'agency', handle: { adminPage: 'agency' }, lazy: page('AgencyPage') },
                  {
                    path: 'exchange-rates',
                    handle: { adminPage: 'exchangeRates' },
                    lazy: page('ExchangeRatesPage'),
                  },
                ],
              },
              { path: '*', lazy: page('AdminNotFound') },
            ],
          },
        ],
      },
    ],
  },
];
