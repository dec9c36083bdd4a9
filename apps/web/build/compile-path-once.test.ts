import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, TransformResult } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { compilePathOnce } from './compile-path-once';

type RouterModule = typeof import('react-router');
type Route = import('react-router').RouteObject;

const productionDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
  'production',
);
const chunks = readdirSync(productionDir).filter((file) => /^chunk-[\w-]+\.mjs$/.test(file));

/** Runs the plugin's transform over every chunk of react-router's production build, as the build does. */
function transformChunks(plugin: Plugin): Map<string, string> {
  const transform = plugin.transform as (code: string, id: string) => TransformResult | null;
  const patched = new Map<string, string>();
  (plugin.buildStart as () => void)();
  for (const file of chunks) {
    const id = path.join(productionDir, file);
    const result = transform(readFileSync(id, 'utf8'), id);
    if (result?.code) patched.set(file, result.code);
  }
  (plugin.buildEnd as (error?: Error) => void)();
  return patched;
}

/** Imports a chunk's code from a file inside the repository, where its bare `react` import resolves. */
async function importChunk(name: string, code: string): Promise<RouterModule> {
  const dir = path.join(process.cwd(), 'node_modules', '.cache', 'compile-path-once');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${Date.now()}.mjs`);
  writeFileSync(file, code);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as RouterModule;
}

/** A route table shaped like the app's: a layout at `/`, a pathless child, many pages under it. */
const pages = [
  'flightSearch',
  'flightSearch/:id',
  'flight/:searchId/:flightId',
  'flight/:searchId/:flightId/:returnFlightId',
  'help',
  'help/:article',
  'cities/:code',
  'countries/:code',
  'terms',
  'privacy',
  '*',
];
const routes: Route[] = [
  { path: '/', children: [{ children: [{ index: true }, ...pages.map((p) => ({ path: p }))] }] },
];
const paths = ['/', '/help/baggage', '/flight/a/b/c', '/cities/AYT', '/nowhere', '/flightSearch'];

/** How many regular expressions `run` builds. */
function countRegExps(run: () => void): number {
  const Original = globalThis.RegExp;
  let built = 0;
  globalThis.RegExp = new Proxy(Original, {
    construct(target, args) {
      built += 1;
      return Reflect.construct(target, args);
    },
  });
  try {
    run();
  } finally {
    globalThis.RegExp = Original;
  }
  return built;
}

/** What a match list says, without the route objects' identity. */
const described = (matches: ReturnType<RouterModule['matchRoutes']>) =>
  matches?.map((m) => ({ path: m.route.path, params: m.params, pathname: m.pathname }));

afterEach(() => {
  globalThis.RegExp = RegExp;
});

describe('compilePathOnce', () => {
  it("patches exactly one chunk of the installed react-router's production build", () => {
    const patched = transformChunks(compilePathOnce());
    expect(patched.size).toBe(1);
    expect([...patched.values()][0]).toContain('compilePathUncached');
  });

  it('fails the build when no chunk has the code it was written for', () => {
    const plugin = compilePathOnce();
    (plugin.buildStart as () => void)();
    expect(() => (plugin.buildEnd as (error?: Error) => void)()).toThrow(/review this patch/);
  });

  it('matches as the library does, compiling each pattern once instead of at every use', async () => {
    const [file, code] = [...transformChunks(compilePathOnce())][0] ?? [];
    if (!file || !code) throw new Error('no chunk was patched');
    const patched = await importChunk('patched', code);
    const original = await importChunk('original', readFileSync(path.join(productionDir, file), 'utf8'));

    for (const pathname of paths) {
      expect(described(patched.matchRoutes(routes, pathname))).toEqual(
        described(original.matchRoutes(routes, pathname)),
      );
    }
    expect(patched.matchPath('/help/:article', '/help/pnr')?.params).toEqual({ article: 'pnr' });

    const matchAll = (router: RouterModule) => () => {
      for (const pathname of paths) router.matchRoutes(routes, pathname);
    };
    // the original builds one per level of every branch on every call: the layout's and the pathless route's
    // patterns once per page
    expect(countRegExps(matchAll(original))).toBeGreaterThan(paths.length * pages.length);
    // patterns seen once already: none built again
    expect(countRegExps(matchAll(patched))).toBe(0);
  });
});
