import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as the file is, not when first called. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks whose code runs as a page starts (`runsOnLoad`, e.g. the app's first load and the route chunks)
 * with V8's compile hint, which must be the file's first line (Chrome 136 and later; other browsers read a
 * comment). Otherwise V8 compiles a function only when it is first called, on the main thread and in the middle of
 * whatever called it: on a slow phone the router's creation, the hydration and its commit were long tasks mostly of
 * compiling react-router's, React's and Mantine's functions one by one. With the hint they are compiled with the
 * file, before it runs. The chunks the app loads later keep V8's lazy compiling: most of their code may never run.
 * The source map moves down a line with the code.
 */
export function compileHints(runsOnLoad: (chunk: Rolldown.OutputChunk) => boolean): Plugin {
  return {
    name: 'charterdesk:compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !runsOnLoad(item) || item.code.startsWith(COMPILE_HINT)) continue;
          item.code = `${COMPILE_HINT}\n${item.code}`;
          const map = bundle[`${item.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            map.source = shiftedMap(map.source);
          } else if (item.map) {
            item.map.mappings = `;${item.map.mappings}`;
          }
        }
      },
    },
  };
}

/** A source map's JSON with its generated code one line further down (an empty first line of mappings). */
export function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}
