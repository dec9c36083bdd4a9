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
    exclude: ISOLATED,
    isolate: false,
  },
});
