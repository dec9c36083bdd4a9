import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server (apps/server) listens on :3000 in development; the built app is served by it in production.
const apiTarget = 'http://localhost:3000';
const proxiedPaths = ['/api', '/AbpUserConfiguration', '/swagger', '/health', '/ready'];

export default defineConfig({
  plugins: [react()],
  resolve: {
    // '@charterdesk/domain' publishes its TypeScript source under the "source" condition.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    port: 4173,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for error monitoring, not referenced from the shipped bundles.
    sourcemap: 'hidden',
    rolldownOptions: {
      treeshake: {
        // The domain package is pure (DESIGN §2: no I/O): a module whose exports go unused can be dropped,
        // so importing CULTURES does not drag the zod schemas (and zod) into the first-load bundle.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
      },
    },
  },
});
