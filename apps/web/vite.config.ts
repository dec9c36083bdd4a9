import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type Rolldown } from 'vite';
import { appChunk } from './build/app-chunk';
import { compileHints } from './build/compile-hints';
import { compilePathOnce } from './build/compile-path-once';
import { domainTexts } from './build/domain-texts';
import { libraryPatch } from './build/library-patch';
import { type MantineStylesPlan, mantineStylesByPage, planMantineStyles } from './build/mantine-styles';
import { ZOD_PURE_NAME, zodPureName } from './build/zod-pure-name';
import { STARTUP_NAMESPACES } from './src/shared/i18n/startup-namespaces';

/** react-router's production ES build, next to the development one its package exports. */
function reactRouterProductionBuild(): string {
  const development = createRequire(import.meta.url).resolve('react-router'); // …/dist/development/index.js
  return path.join(path.dirname(development), '..', 'production', 'index.mjs');
}

// The API server (apps/server) listens on :3000 in development; the built app is served by it in production.
const apiTarget = 'http://localhost:3000';
const proxiedPaths = ['/api', '/AbpUserConfiguration', '/swagger', '/health', '/ready'];

const SCROLL_AREA_FLOATING_UI = '\0scroll-area-floating-ui';

/**
 * Mantine's ScrollArea (in the first load through the header drawer and the modals) takes only
 * `useMergeRefs` from @floating-ui/react. Once a lazy page uses Mantine's Popover, that module is
 * shared, and ES chunks share a module whole: all of floating-ui (~20 kB gzip) would join the first
 * load. ScrollArea gets the same hook from @mantine/hooks instead; every other import stays as it was.
 */
function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'charterdesk:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === '@floating-ui/react' &&
        importer &&
        /[\\/]ScrollArea[\\/]ScrollArea\.mjs$/.test(importer)
      ) {
        return SCROLL_AREA_FLOATING_UI;
      }
      return null;
    },
    load(id) {
      if (id !== SCROLL_AREA_FLOATING_UI) return null;
      return [
        "import { useMergedRef } from '@mantine/hooks';",
        "export * from '@floating-ui/react';",
        'export function useMergeRefs(refs) { return useMergedRef(...refs); }',
      ].join('\n');
    },
  };
}

const MANTINE_STABLE_ID = '\0mantine-stable-id';

/**
 * Mantine's `useId` (every input, select, checkbox, popover…) starts with React's `useId` and then, in a
 * layout effect, swaps it for a random one: a synchronous update of every such component right after the
 * page hydrates (the booking form: one task of about 35 ms, ~140 ms of Lighthouse's blocking time at 4×),
 * and ids that change under the server's markup. React's `useId` alone is unique within the one root the
 * app has and the same on the server and in the browser, so it is kept.
 */
function mantineStableId(): Plugin {
  return {
    name: 'charterdesk:mantine-stable-id',
    enforce: 'pre',
    resolveId(source, importer) {
      if (
        source === './use-id/use-id.mjs' &&
        importer &&
        /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/.test(importer)
      ) {
        return MANTINE_STABLE_ID;
      }
      return null;
    },
    load(id) {
      if (id !== MANTINE_STABLE_ID) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        "  const id = 'mantine-' + useReactId().replace(/:/g, '');",
        "  return typeof staticId === 'string' ? staticId : id;",
        '}',
      ].join('\n');
    },
  };
}

/** react-hook-form's mount effect, as 7.92 writes it (checked at build: a version that differs fails the build). */
const RHF_READY = `        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));
        control._formState.isReady = true;
        control._subjects.state.next({ isReady: true });`;

/**
 * react-hook-form marks a form ready in a layout effect with a state update: a synchronous redraw of the
 * whole form as it mounts (the booking form: about 20 ms, 80 ms of Lighthouse's blocking time at 4×). The
 * form's own flag still turns at once; the redraw that only copies it into React's state goes in a transition.
 * Our forms never read `formState.isReady`.
 */
const formReadyInTransition = libraryPatch({
  name: 'form-ready-in-transition',
  module: /[\\/]react-hook-form[\\/]dist[\\/]index\.esm\.mjs$/,
  library: 'react-hook-form',
  find: RHF_READY,
  replace: [
    '        control._formState.isReady = true;',
    '        React.startTransition(() => {',
    '            updateFormState((data) => ({ ...data, isReady: true }));',
    '            control._subjects.state.next({ isReady: true });',
    '        });',
  ].join('\n'),
});

/** Mantine's FloatingIndicator (SegmentedControl: the search forms' trip type) measuring itself as it mounts, as 8.3 writes it. */
const INDICATOR_MOUNT = `  useEffect(() => {
    updatePosition();
    if (target) {`;

/**
 * SegmentedControl's indicator measures its target as soon as it mounts (`getBoundingClientRect`): a forced
 * layout of the whole page inside the task that renders the search form (on `/`, about 75 ms of a 230 ms task at
 * Lighthouse's 4×). The ResizeObserver the same effect starts reports the target's size after the browser's own
 * next layout, and places the indicator then, without a transition; so the first measurement is left to it.
 */
const floatingIndicatorWithoutForcedLayout = libraryPatch({
  name: 'floating-indicator-without-forced-layout',
  module: /[\\/]FloatingIndicator[\\/]use-floating-indicator\.mjs$/,
  library: "Mantine's FloatingIndicator",
  find: INDICATOR_MOUNT,
  replace: INDICATOR_MOUNT.replace('    updatePosition();\n', ''),
});

/** Mantine's Popover (the search forms' airport and date fields, 5 of them) taking its target as it mounts, as 8.3 writes it. */
const POPOVER_REFERENCE = `  const reference = useCallback(
    (node) => {
      setTargetNode(node);
      popover.floating.refs.setReference(node);
    },`;

/**
 * A Popover keeps its target element in React state, and so does floating-ui under it: set from a ref callback,
 * while React commits, each is a synchronous redraw of the popover and its field. The results page's search form
 * has five, redrawn together in one task right after it hydrates (about 100 ms on a phone). The element reaches
 * the refs at once; the state (used to place an open dropdown and to tell clicks outside it) follows in a
 * transition, drawn before the visitor can have opened one.
 */
const popoverReferenceInTransition = libraryPatch({
  name: 'popover-reference-in-transition',
  module: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Popover[\\/]Popover\.mjs$/,
  library: "Mantine's Popover",
  find: POPOVER_REFERENCE,
  replace: [
    '  const reference = useCallback(',
    '    (node) => {',
    '      startTransitionOfReference(() => {',
    '        setTargetNode(node);',
    '        popover.floating.refs.setReference(node);',
    '      });',
    '    },',
  ].join('\n'),
  prepend: "import { startTransition as startTransitionOfReference } from 'react';",
});

/** Where Vite's preload helper adds a chunk's `<link>`, as Vite 8 writes it. */
const PRELOAD_APPEND = 'document.head.appendChild(link);';

/**
 * A page's route chunk announces its modules (a `<link rel="modulepreload">` each, see `modulePreload`): Vite's
 * helper adds them all in one task, and each starts a request on the page's main thread (the booking page's 60:
 * a task of 80–120 ms at Lighthouse's 4×). The module preloads go in batches of 3, a task each (a batch of 8 was a
 * task of 50–65 ms on a slow machine at 4×: 6–8 ms a link); stylesheets are still added at once, since the page
 * waits for them. The helper never waits for a module preload, and the
 * browser fetches any module not announced yet when it imports it.
 */
const preloadsInBatches = libraryPatch({
  name: 'preloads-in-batches',
  apply: 'build',
  module: '\0vite/preload-helper.js',
  library: "Vite's preload helper",
  find: PRELOAD_APPEND,
  replace: 'addPreload(link);',
  prepend: [
    'const pendingPreloads = [];',
    'function addPreloads() {',
    '  for (const link of pendingPreloads.splice(0, 3)) document.head.appendChild(link);',
    '  if (pendingPreloads.length > 0) setTimeout(addPreloads, 0);',
    '}',
    'function addPreload(link) {',
    '  if (link.rel === "stylesheet") document.head.appendChild(link);',
    '  else if (pendingPreloads.push(link) === 1) setTimeout(addPreloads, 0);',
    '}',
  ].join('\n'),
});

/**
 * The HTML entry (src/boot.ts) is a few lines that let the server's prerendered page paint before the
 * app's code runs, then import src/main.tsx. This puts main's chunks (modulepreload) and its styles
 * (a render-blocking stylesheet: the prerendered markup needs them for its first paint) into index.html,
 * as Vite does for the entry's own static imports, so nothing waits for boot.ts to be fetched and run.
 */
function preloadApp(): Plugin {
  return {
    name: 'charterdesk:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const app = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/main.tsx'));
        if (!app) throw new Error('preload-app: the build has no chunk for src/main.tsx');
        const scripts: string[] = [];
        const styles: string[] = [];
        const visit = (fileName: string) => {
          if (scripts.includes(fileName)) return;
          scripts.push(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? [])
            if (!styles.includes(css)) styles.push(css);
          for (const imported of chunk?.imports ?? []) visit(imported);
        };
        visit(app.fileName);
        return [
          ...styles.map((href) => ({
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...scripts.map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/** The modules the router loads a page from (app/router.tsx): src/features/<feature>/…-page(s).tsx, the admin app. */
const PAGE_MODULE = /\/src\/features\/[^/]+\/[^/]*-pages?\.tsx$|\/src\/features\/admin\/admin-app\.tsx$/;

/** Which of Mantine's stylesheets each chunk brings (build/mantine-styles.ts), planned with the app's chunks. */
let mantineStylesPlan: MantineStylesPlan | undefined;
const app = appChunk({
  onPlanned: (chunks, firstLoad) => {
    mantineStylesPlan = planMantineStyles(chunks, firstLoad);
  },
});

/**
 * The chunks whose code runs as a page starts, compiled whole as they arrive (build/compile-hints.ts): the app's
 * first load, each page's route chunk, the search forms the home and results pages draw before they hydrate, and
 * react-hook-form (every page with a form builds one as it starts).
 */
const runsAsPageStarts = (chunk: Rolldown.OutputChunk) =>
  app.chunkNames.includes(chunk.name) ||
  /^assets\/p-/.test(chunk.fileName) ||
  /[\\/]src[\\/]features[\\/]flight-search[\\/](home-flight-search|components[\\/]flight-search-form)\.tsx$/.test(
    chunk.facadeModuleId ?? '',
  ) ||
  chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]react-hook-form[\\/]/.test(id));

/**
 * The texts every page loads before its first render (the frame's namespaces), one file per language instead of
 * one per namespace: each request costs a phone's main thread time of its own. The manifest still has a key
 * per namespace file; the keys of one language name the same file.
 */
const startupTextGroups = ['ru', 'en', 'tr'].map((lng) => ({
  name: `texts-${lng}`,
  test: new RegExp(`[\\\\/]src[\\\\/]locales[\\\\/]${lng}[\\\\/](${STARTUP_NAMESPACES.join('|')})\\.json$`),
}));

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server build runs React's production code, as the browser does: bundled, React would otherwise pick
  // its development build at run time by NODE_ENV (slower, and it writes its error messages and component
  // stacks into the HTML it sends).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  plugins: [
    zodPureName(),
    react(),
    scrollAreaMergeRefs(),
    mantineStableId(),
    mantineStylesByPage({
      frameModule: /[\\/]src[\\/]app[\\/]providers\.tsx$/,
      plan: () => mantineStylesPlan,
    }),
    formReadyInTransition,
    floatingIndicatorWithoutForcedLayout,
    popoverReferenceInTransition,
    compilePathOnce(),
    domainTexts(),
    preloadApp(),
    preloadsInBatches,
    app.plugin,
    compileHints(runsAsPageStarts),
  ],
  resolve: {
    // '@charterdesk/domain' publishes its TypeScript source under the "source" condition.
    conditions: ['source', ...defaultClientConditions],
    // react-router's package exports only its development build (its dev warnings switched on); a build
    // takes the production one it ships beside it (the same code with ENABLE_DEV_WARNINGS = false).
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild() }] : [],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    port: 4173,
  },
  ssr: {
    // The server build (src/prerender) is bundled whole and tree-shaken like the browser's: imported from
    // node_modules as they are, Mantine's components and the icon set's thousands of icons cost the server
    // process about 140 MB.
    noExternal: true,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks each page loads, read by bench/js-budget.ts.
    manifest: true,
    // Maps for error monitoring, not referenced from the shipped bundles.
    sourcemap: 'hidden',
    // Every browser the site supports preloads modules itself (Chrome 66, Safari 17, Firefox 115).
    modulePreload: {
      polyfill: false,
      // The app (imported by the HTML entry) and each page's route chunk (p-*.js) announce their modules so the
      // browser fetches them at once; a part a page loads lazily (the search form: ~80 small chunks) brings only
      // its stylesheets. Adding a <link rel="modulepreload"> per module from script cost the home page 150 ms of
      // main thread at 4x CPU (Lighthouse TBT 507 → 333 ms without them); the browser fetches a lazy part's
      // imports itself once it has the part.
      resolveDependencies: (file, deps, { hostId }) =>
        /\/index-[^/]*\.js$/.test(hostId) || /\/p-[^/]*\.js$/.test(file)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      // Chunks named by their hash alone: every import of the ~100 chunks a page loads names its file, and
      // the source name (e.g. polymorphic-factory-) costs bytes in each.
      // A page's route chunk is marked p- (its module imports preload, see modulePreload above).
      output: {
        // The app's first load in two files (build/app-chunk.ts), the frame's texts of a language in one file; every
        // other module is split as the bundler does.
        codeSplitting: { groups: [...app.groups, ...startupTextGroups] },
        chunkFileNames: (chunk) =>
          PAGE_MODULE.test(chunk.facadeModuleId ?? '') ? 'assets/p-[hash].js' : 'assets/[hash].js',
      },
      treeshake: {
        // The domain package is pure (DESIGN §2: no I/O): a module whose exports go unused can be dropped,
        // so importing CULTURES does not drag the zod schemas (and zod) into the first-load bundle.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
        // Building a zod schema has no side effect (the domain registers none), so a schema nobody uses is
        // dropped with its module's other unused exports: formatting money must not bring zod along. Our `z`
        // goes by a name of its own (build/zod-pure-name.ts): a library's own `z` must not be dropped with it.
        manualPureFunctions: [ZOD_PURE_NAME],
      },
    },
  },
}));
