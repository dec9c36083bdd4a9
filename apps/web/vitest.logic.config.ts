import { defineProject } from 'vitest/config';
import { LOGIC, shared, testOptions } from './vitest.config';

// The web tests of plain functions, in Node (see LOGIC in vitest.config.ts).
export default defineProject({
  ...shared,
  test: {
    ...testOptions,
    name: 'web-logic',
    environment: 'node',
    setupFiles: ['./src/test/setup-logic.ts'],
    include: LOGIC,
    isolate: false,
  },
});
