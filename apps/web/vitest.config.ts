import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { domainTexts } from './build/domain-texts';

// Referenced from the root vitest.config.ts as a project; run with `npx vitest run --project web`.
export default defineProject({
  plugins: [react(), domainTexts()],
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // a whole form filled and checked in jsdom takes seconds on a busy machine
    testTimeout: 15_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
