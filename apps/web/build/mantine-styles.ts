import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A Mantine core component's class names module, e.g. …/esm/components/Button/Button.module.css.mjs. */
const CLASSES_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.css\.mjs$/;

/** Mantine's styles every page needs before any component's: the reset, the theme's variables, the helpers. */
const BASE_STYLESHEETS = ['baseline', 'global', 'default-css-variables'];

const VIRTUAL_PREFIX = 'virtual:mantine-styles/';
const RESOLVED_PREFIX = '\0mantine-styles/';
/** The stylesheet of the app's first load (every page's). */
const FIRST_LOAD = 'first-load';

/** The Mantine core component whose class names module `id` is, if it is one. */
export function mantineComponentOf(id: string): string | undefined {
  return CLASSES_MODULE.exec(id.split('?')[0] ?? '')?.[1];
}

/** Where @mantine/core's stylesheets are, one per component (styles/<Component>.css); read once per build. */
export interface MantineStylesheets {
  /** base stylesheets and components in the order of @mantine/core/styles.css (shared components first) */
  order: string[];
  /** a stylesheet's CSS, unlayered */
  css(name: string): string;
}

/** The installed @mantine/core's stylesheets (the package exports its stylesheets, not its package.json). */
export function installedMantineStylesheets(): MantineStylesheets {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('@mantine/core/styles/global.css'));
  const whole = readFileSync(join(dir, '..', 'styles.css'), 'utf8');
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const cache = new Map<string, string>();
  const css = (name: string) => {
    let text = cache.get(name);
    if (text === undefined) {
      text = readFileSync(join(dir, `${name}.css`), 'utf8');
      cache.set(name, text);
    }
    return text;
  };
  // a component's place in the whole file: where its first class name first appears there
  const place = (name: string) => {
    const firstClass = /\.(m_[0-9a-f]+)/.exec(css(name))?.[1];
    const at = firstClass ? whole.indexOf(firstClass) : -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const components = names.filter((name) => !BASE_STYLESHEETS.includes(name));
  const placed = new Map(components.map((name) => [name, place(name)]));
  return {
    order: [...BASE_STYLESHEETS, ...components.sort((a, b) => placed.get(a)! - placed.get(b)!)],
    css,
  };
}

/** The cascade layer of one of Mantine's stylesheets. */
const layerOf = (name: string) => `mantine.${name.replace(/[^A-Za-z0-9]/g, '-')}`;

/**
 * A stylesheet holding the named Mantine stylesheets, each in a cascade layer of its own under `mantine`, the
 * layers declared first in the order of @mantine/core/styles.css. The chunks' stylesheets arrive in whatever
 * order a page loads them, and one component's styles may come in two of them; the declared layers keep
 * Mantine's own order between its components all the same (the first stylesheet to arrive declares it, and
 * each later one repeats the same order), and our own styles, in no layer, always win over Mantine's, as they
 * did when all of Mantine came first. Mantine's other packages (@mantine/dates) style in `mantine` itself,
 * after its sublayers, as they came after core's styles before.
 */
export function layeredStylesheet(sheets: MantineStylesheets, names: Iterable<string>): string {
  const wanted = new Set(names);
  const parts = [`@layer ${sheets.order.map(layerOf).join(', ')};`];
  for (const name of sheets.order)
    if (wanted.has(name)) parts.push(`@layer ${layerOf(name)} {\n${sheets.css(name)}\n}`);
  return `${parts.join('\n')}\n`;
}

/** Which Mantine stylesheets go where, read off the planning build's chunks. */
export interface MantineStylesPlan {
  /** components the app's first load draws (in the stylesheet every page loads) */
  firstLoad: Set<string>;
  /** per module a lazy chunk starts from (its facade): the components that chunk and its imports draw */
  byFacade: Map<string, Set<string>>;
}

/**
 * Plans the stylesheets from a build's chunks: the components of the first load's chunks go in the first load's
 * stylesheet; each lazily loaded chunk (a page, a dialog, the search form) gets one stylesheet with the
 * components of its own modules and of every chunk it imports, less those already there whenever it loads:
 * the first load's, and those of the chunks that load it (a back-office page comes after the back office's
 * frame, the home's search form after the home's search). A page thus waits for two of Mantine's stylesheets
 * (the app's and its own) and never for a component it does not draw.
 */
export function planMantineStyles(
  chunks: readonly Rolldown.OutputChunk[],
  firstLoad: ReadonlySet<Rolldown.OutputChunk>,
): MantineStylesPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const componentsOf = (chunk: Rolldown.OutputChunk) =>
    chunk.moduleIds.map(mantineComponentOf).filter((name): name is string => name !== undefined);
  const first = new Set([...firstLoad].flatMap(componentsOf));
  const hasOwnStylesheet = (chunk: Rolldown.OutputChunk) =>
    chunk.isDynamicEntry && chunk.facadeModuleId !== null && !firstLoad.has(chunk);
  /**
   * The components of a chunk and of everything it imports; `ownOnly`: less the imported chunks that bring a
   * stylesheet of their own (a lazily loaded chunk that is also imported statically: the home's search form),
   * which loads with this one's.
   */
  const drawn = (start: Rolldown.OutputChunk, ownOnly = false) => {
    const components = new Set<string>();
    const seen = new Set<Rolldown.OutputChunk>();
    const visit = (chunk: Rolldown.OutputChunk | undefined) => {
      if (!chunk || seen.has(chunk) || (ownOnly && chunk !== start && hasOwnStylesheet(chunk))) return;
      seen.add(chunk);
      for (const name of componentsOf(chunk)) components.add(name);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    visit(start);
    return components;
  };
  const staticallyImported = new Set(chunks.flatMap((chunk) => chunk.imports));
  const loaders = (chunk: Rolldown.OutputChunk) =>
    chunks.filter((other) => other.dynamicImports.includes(chunk.fileName));
  /** the components on the page whenever `chunk` loads; only the first load's for a chunk imported statically */
  const known = new Map<Rolldown.OutputChunk, Set<string>>();
  const loadedBefore = (chunk: Rolldown.OutputChunk, path: Set<Rolldown.OutputChunk>): Set<string> => {
    const cached = known.get(chunk);
    if (cached) return cached;
    const by = loaders(chunk);
    if (firstLoad.has(chunk) || staticallyImported.has(chunk.fileName) || by.length === 0 || path.has(chunk))
      return first;
    const inner = new Set([...path, chunk]);
    const each = by.map((loader) =>
      firstLoad.has(loader) ? first : new Set([...loadedBefore(loader, inner), ...drawn(loader)]),
    );
    const common = new Set([...each[0]!].filter((name) => each.every((set) => set.has(name))));
    for (const name of first) common.add(name);
    if (path.size === 0) known.set(chunk, common);
    return common;
  };
  const byFacade = new Map<string, Set<string>>();
  for (const chunk of chunks) {
    if (!hasOwnStylesheet(chunk) || !chunk.facadeModuleId) continue;
    const before = loadedBefore(chunk, new Set());
    const components = new Set([...drawn(chunk, true)].filter((name) => !before.has(name)));
    if (components.size > 0) byFacade.set(chunk.facadeModuleId, components);
  }
  return { firstLoad: first, byFacade };
}

/**
 * Mantine's component styles by what a page draws, in place of all of them on every page
 * (`@mantine/core/styles.css`: 207 kB, 31 KiB gzipped, render-blocking, while a page draws a third of it or
 * less). `frameModule` (the app's providers) imports Mantine's base styles and those of the components the
 * app's first load draws; the module each lazy chunk starts from imports those its chunk adds
 * (planMantineStyles). `plan` answers the plan once the planning build has run (build/app-chunk.ts); without
 * one (the dev server) the frame imports every component's styles.
 */
export function mantineStylesByPage(options: {
  frameModule: RegExp;
  plan: () => MantineStylesPlan | undefined;
}): Plugin {
  let sheets: MantineStylesheets | undefined;
  const installed = () => {
    sheets ??= installedMantineStylesheets();
    return sheets;
  };
  // the modules lazy chunks start from, numbered: the stylesheet of the nth is virtual:mantine-styles/<n>.css
  const facades = () => [...(options.plan()?.byFacade.keys() ?? [])];
  return {
    name: 'charterdesk:mantine-styles-by-page',
    // the server's build draws HTML only, without stylesheets
    apply: (_config, env) => !env.isSsrBuild,
    resolveId(source) {
      return source.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + source.slice(VIRTUAL_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const key = id.slice(RESOLVED_PREFIX.length, -'.css'.length);
      const plan = options.plan();
      const all = installed();
      if (key === FIRST_LOAD)
        return layeredStylesheet(all, [
          ...BASE_STYLESHEETS,
          ...(plan ? plan.firstLoad : all.order.filter((name) => !BASE_STYLESHEETS.includes(name))),
        ]);
      const facade = facades()[Number(key)];
      const components = facade === undefined ? undefined : plan?.byFacade.get(facade);
      if (!components) this.error(`mantine-styles: no planned stylesheet ${key}`);
      return layeredStylesheet(all, components);
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? '';
      let key: string | undefined;
      if (options.frameModule.test(path)) key = FIRST_LOAD;
      else if (options.plan()?.byFacade.has(path)) key = String(facades().indexOf(path));
      if (key === undefined) return null;
      // appended: imports are hoisted wherever they stand, and the module's lines (its source map) stay
      return { code: `${code}\nimport '${VIRTUAL_PREFIX}${key}.css';\n`, map: null };
    },
  };
}
