import { build, type Plugin, type Rolldown } from 'vite';

/** Set while the planning build runs, so that it plans nothing itself. */
const PLANNING = 'CHARTERDESK_APP_CHUNK_PLANNING';

/**
 * The modules of the app's first load (src/main.tsx and everything it needs at once) in three chunks.
 *
 * Left to itself, the bundler splits that load into about 30 files: a module main.tsx needs that a lazy page
 * needs too goes into a chunk of its own, because the bundler does not take main.tsx to be loaded before
 * every lazy page (it is imported by src/boot.ts, not by index.html). Every page loads all of them anyway,
 * so the split costs a request each (6 at a time over HTTP/1.1 on a slow network) and a task each on the
 * phone's main thread, and gzip compresses the pieces worse than the whole.
 *
 * Which modules the first load holds is known only once the bundler has tree-shaken the app (the static
 * import graph includes everything behind a package's index, used or not). So this plugin first builds the
 * app in memory as the bundler would, reads the modules of main.tsx's chunks off that build, and hands them to
 * the real build as `codeSplitting` groups: the same modules, in three files (see `APP_PARTS`). main.tsx
 * itself stays in its own small chunk, so the manifest keeps its key, and the modules index.html loads stay
 * in index.html's chunk.
 */
export function appChunk(
  options: {
    /** told the planning build's chunks and which of them are the first load, before the real build starts */
    onPlanned?: (
      chunks: readonly Rolldown.OutputChunk[],
      firstLoad: ReadonlySet<Rolldown.OutputChunk>,
    ) => void;
  } = {},
): {
  plugin: Plugin;
  groups: Rolldown.CodeSplittingGroup[];
  /** the names of the first load's chunks */
  chunkNames: readonly string[];
} {
  const modules = new Set<string>();
  let configFile: string | undefined;
  let mode = 'production';
  const plugin: Plugin = {
    name: 'charterdesk:app-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && !process.env[PLANNING],
    configResolved(config) {
      configFile = config.configFile;
      mode = config.mode;
    },
    async buildStart() {
      modules.clear();
      process.env[PLANNING] = '1';
      let planned: Awaited<ReturnType<typeof build>>;
      try {
        planned = await build({
          configFile,
          mode,
          logLevel: 'silent',
          build: { write: false, sourcemap: false },
        });
      } finally {
        delete process.env[PLANNING];
      }
      const outputs = Array.isArray(planned) ? planned : [planned];
      const chunks = outputs
        .flatMap((output) => ('output' in output ? output.output : []))
        .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
      const first = firstLoad(chunks, (message) => this.error(message));
      for (const chunk of first) for (const id of chunk.moduleIds) if (!isMain(id)) modules.add(id);
      options.onPlanned?.(chunks, first);
    },
    generateBundle(_options, bundle) {
      // What this plugin is for, checked on the real build: the app's chunks, main.tsx's own and the bundler's
      // runtime, where the bundler alone makes about 30.
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const files = [...firstLoad(chunks, (message) => this.error(message))].map((chunk) => chunk.fileName);
      // each part may import the parts before it (and the bundler's runtime), never the app or a later part
      const ordered = APP_CHUNK_NAMES.map((name) => chunks.find((chunk) => chunk.name === name));
      for (const [index, part] of ordered.entries()) {
        const later = new Set(ordered.slice(index + 1).map((chunk) => chunk?.fileName));
        const wrong = part?.imports.filter((file) => later.has(file)) ?? [];
        if (!part || wrong.length > 0)
          this.error(
            `app-chunk: the first load's part ${index + 1} ${part ? `imports a later part: ${wrong.join(', ')}` : 'is missing'}`,
          );
      }
      if (files.length > APP_CHUNKS + 2)
        this.error(
          `app-chunk: the app's first load is ${files.length} files, not ${APP_CHUNKS + 2}: ${files.join(', ')}`,
        );
    },
  };
  return {
    plugin,
    // The first load in three files of 100-250 kB rather than one of 520 kB: V8 compiles each whole as it arrives
    // (the compile hint, build/compile-hints.ts), on the page's main thread, and the single file was one task of
    // 60-75 ms on a slow phone; each part is a task under the 50 ms of a long one.
    groups: [
      ...APP_PARTS.map((part, index) => ({
        name: part.name,
        test: (id: string) => modules.has(id) && part.test.test(id),
        priority: APP_PARTS.length + 1 - index,
        includeDependenciesRecursively: false,
      })),
      {
        name: 'app',
        test: (id) => modules.has(id),
        priority: 1,
        // The planning build put each of these modules in a chunk main.tsx loads, so their imports are there too.
        includeDependenciesRecursively: false,
      },
    ],
    chunkNames: APP_CHUNK_NAMES,
  };
}

/**
 * The parts of the first load put in files of their own, the rest being `app`. Each part imports only the parts
 * before it (checked at build: two files that import each other start in an order that breaks one of them).
 */
const APP_PARTS = [
  // React and its DOM renderer, ~220 kB
  { name: 'app-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  // the router, ~95 kB
  { name: 'app-router', test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
];

/** The first load's chunks in the order they may import each other. */
const APP_CHUNK_NAMES = [...APP_PARTS.map((part) => part.name), 'app'];
const APP_CHUNKS = APP_CHUNK_NAMES.length;

const isMain = (id: string) => /[\\/]src[\\/]main\.tsx$/.test(id);

/** The chunks src/main.tsx loads at once (its own and their static imports), less those index.html loads. */
function firstLoad(
  chunks: readonly Rolldown.OutputChunk[],
  fail: (message: string) => never,
): Set<Rolldown.OutputChunk> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rolldown.OutputChunk) => {
    const seen = new Set<Rolldown.OutputChunk>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk)) return;
      seen.add(chunk);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    visit(start);
    return seen;
  };
  const main = chunks.find((chunk) => chunk.moduleIds.some(isMain));
  const html = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
  if (!main || !html) fail('app-chunk: the build has no chunk for src/main.tsx or index.html');
  const loadedByHtml = closure(html);
  return new Set([...closure(main)].filter((chunk) => !loadedByHtml.has(chunk)));
}
