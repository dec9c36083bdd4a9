import { defineProject } from 'vitest/config';
import { ISOLATED, shared, testOptions } from './vitest.config';

// The web tests that each need a fresh module registry and document (see ISOLATED in vitest.config.ts).
export default defineProject({
  ...shared,
  test: { ...testOptions, name: 'web-isolated', include: ISOLATED },
});
