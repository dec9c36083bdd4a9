import { defineConfig } from 'vitest/config';

// One runner for every layer; `scripts/test-all.mjs` runs the fast projects first, then builds, then e2e.
const sourceConditions = {
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
};

// PostgreSQL runs the tests that reach a database (API tests and the few others that open one); the pure
// unit tests run once, on the PGlite project, as they would pass or fail the same on both.
const DATABASE_TESTS = [
  'src/**/*.api.test.ts',
  'src/main*.test.ts',
  'src/**/*.property.test.ts',
  'src/**/flights.repository.test.ts',
];

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  ...sourceConditions,
  test: {
    name,
    root: 'apps/server',
    include: db === 'postgres' ? DATABASE_TESTS : ['src/**/*.test.ts'],
    environment: 'node' as const,
    // A worker imports the server's modules once for all its files instead of once per file: both server
    // projects ran in 335 s instead of 495 s (import 27 s instead of 270 s). Every test file builds its own app
    // and registries, on a database as the template left it (test-app.ts: the worker's PGlite, restored after
    // each file); module-level state is caches only, and no file mocks a module.
    isolate: false,
    env: { TEST_DB_KIND: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceConditions,
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      serverProject('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/web/vitest.logic.config.ts',
      {
        ...sourceConditions,
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.spec.ts'],
          environment: 'node',
          // Two files at a time: one file's server, browser and runner leave a 2-core machine three quarters
          // idle (76% of one core over a whole run). Each file has its own server, data directory, mail
          // server and ports; the seeded data they copy is made once before (support/global-setup.ts).
          maxWorkers: 2,
          globalSetup: ['support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
