import { describe, expect, it } from 'vitest';
import adminRoutes from '../features/admin/admin-routes.tsx?raw';
import { ROUTE_PRELOADS } from './route-preloads';
import router from './router.tsx?raw';

/** Every source file of the app, keyed as seen from here (`../features/…`). */
const sources = new Set(Object.keys(import.meta.glob(['../**/*.ts', '../**/*.tsx'])));

describe('ROUTE_PRELOADS', () => {
  it('names modules that exist and that the router imports lazily', () => {
    for (const { modules } of ROUTE_PRELOADS) {
      for (const module of modules) {
        const fromHere = module.replace(/^src\//, '../');
        expect(sources.has(fromHere), module).toBe(true);
        const imported = `import('${fromHere.replace(/\.tsx?$/, '')}')`;
        // the back office's routes (mounted by router.tsx) import its one chunk themselves
        const adminImport = fromHere.replace(/^\.\.\/features\/admin\//, './').replace(/\.tsx?$/, '');
        expect(
          router.includes(imported) || adminRoutes.includes(`import('${adminImport}')`),
          `router.tsx or admin-routes.tsx has ${imported}`,
        ).toBe(true);
      }
    }
  });

  it('covers the router paths that load a page of their own', () => {
    const paths = ROUTE_PRELOADS.flatMap((r) => r.paths.map((p) => p.replace(/\/\*$/, '').toLowerCase()));
    for (const path of [
      '/flightsearch',
      '/flight',
      '/ticketdetail',
      '/help',
      '/cities',
      '/account',
      '/pnr',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
