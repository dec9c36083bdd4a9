import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { domainTexts } from './build/domain-texts';

/**
 * Files that need a fresh module registry and document: they mock a module (`vi.mock`), or assert what a first
 * load does (texts not loaded yet, <html> untouched). Every other file shares its worker's imported modules
 * (React, Mantine, i18next once, not once per file): the web tests ran in 52 s instead of 155 s.
 */
export const ISOLATED = [
  'src/features/account/account-layout.test.tsx',
  'src/features/account/profile-page.test.tsx',
  'src/features/account/settings-page.test.tsx',
  'src/shared/i18n/use-page-title.test.tsx',
  'src/shared/lib/bottom-overlays.test.ts',
  // what a module keeps (the dialogs shown, the modals host awaited) must start empty: left over from a page
  // test of the same worker, the dialog never opened in a clean CI run
  'src/shared/api/api-error-dialog.test.tsx',
  // mocks the booking page's dialogs as chunks that cannot be fetched
  'src/shared/checkout/lazy-dialogs.test.tsx',
  // counts a field's drawings through a mocked module, which a worker that already loaded the form would not use
  'src/features/flight-search/components/flight-search-form-renders.test.tsx',
];

/**
 * Files that test plain functions (no DOM, storage, fetch or i18next): they run in Node (vitest.logic.config.ts),
 * without a jsdom document to set up for each (about a second of CPU per file on a busy 2-core machine).
 */
export const LOGIC = [
  'build/compile-hints.test.ts',
  'build/compile-path-once.test.ts',
  'build/mantine-styles.test.ts',
  'build/zod-pure-name.test.ts',
  'src/app/layouts/nav-items.test.ts',
  'src/app/route-preloads.test.ts',
  'src/features/admin/admin-routes.test.ts',
  'src/features/admin/lib/breadcrumbs.test.ts',
  'src/features/admin/lib/form-errors.test.ts',
  'src/features/admin/lib/format.test.ts',
  'src/features/admin/lib/inventory.test.ts',
  'src/features/admin/lib/list-params.test.ts',
  'src/features/admin/lib/menu.test.ts',
  'src/features/admin/lib/orders.test.ts',
  'src/features/admin/lib/permission-groups.test.ts',
  'src/features/admin/lib/scoped-list-params.test.ts',
  'src/features/admin/lib/settings-values.test.ts',
  'src/features/admin/lib/tabs.test.ts',
  'src/features/admin/lib/tenant-domains.test.ts',
  'src/features/admin/lib/transfer-tariffs.test.ts',
  'src/features/content/contact-form.test.ts',
  'src/features/flight-booking/lib/booking-form.test.ts',
  'src/features/flight-booking/lib/booking-lib.test.ts',
  'src/features/flight-search/lib/filters.test.ts',
  'src/features/flight-search/lib/flight-format.test.ts',
  'src/features/flight-search/lib/form-resolver.test.ts',
  'src/features/flight-search/lib/passengers.test.ts',
  'src/features/flight-search/lib/sort.test.ts',
  'src/features/help/lib/help-search.test.ts',
  'src/features/home/coming-soon.test.ts',
  'src/shared/api/agency-info.test.ts',
  'src/shared/api/promotions.test.ts',
  'src/shared/checkout/price-changed.test.ts',
  'src/shared/i18n/domain-texts.test.ts',
  'src/shared/i18n/initial-locale.test.ts',
  'src/shared/lib/currency-preference.test.ts',
  'src/shared/lib/format-date.test.ts',
  'src/shared/lib/format-money.test.ts',
  'src/shared/lib/next-task.test.ts',
  'src/shared/lib/after-first-paint.test.ts',
  'src/shared/lib/safe-href.test.ts',
  'src/shared/lib/smooth-scroll.test.ts',
];

export const shared = {
  plugins: [react(), domainTexts()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
};

export const testOptions = {
  environment: 'jsdom' as const,
  setupFiles: ['./src/test/setup.ts'],
  // a whole form filled and checked in jsdom takes seconds on a busy machine
  testTimeout: 15_000,
  restoreMocks: true,
  unstubGlobals: true,
};

// Referenced from the root vitest.config.ts with vitest.isolated.config.ts; run both with
// `npx vitest run --project 'web*'`.
export default defineProject({
  ...shared,
  test: {
    ...testOptions,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...ISOLATED, ...LOGIC],
    isolate: false,
  },
});
