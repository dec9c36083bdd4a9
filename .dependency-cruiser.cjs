/**
 * Import boundaries that Biome's per-file rules cannot see (`npm run lint`): server modules never import each
 * other in a circle, and the kernel and db below them never import a module. A module's tables may reference
 * another's for foreign keys, so tables (and tests) are left out of the graph; everything else is an import a
 * reader follows.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-module-cycle',
      comment:
        'Server modules depend on each other one way: when two need each other, the lower one declares the port it needs and the app wires it (as flights/seat-usage.ts or identity’s TenantLookup).',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/modules/[^/]+$' },
      to: { path: '^apps/server/src/modules/[^/]+$', circular: true },
    },
    {
      name: 'kernel-below-modules',
      comment:
        'The kernel and the database layer serve every module and import none (ports are declared there).',
      severity: 'error',
      from: { path: '^apps/server/src/(kernel|db)/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'no-file-cycle',
      comment: 'No server file imports itself through others.',
      severity: 'error',
      from: { path: '^apps/server/src' },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^apps/server/src',
    // the composition roots (the app, the seed, the test harness) wire every module and are no module's import
    exclude: {
      path: [
        '\\.tables\\.ts$',
        '\\.test\\.ts$',
        '^apps/server/src/(app|main)\\.ts$',
        '^apps/server/src/db/seed/',
        '^apps/server/src/testing/',
      ],
    },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
