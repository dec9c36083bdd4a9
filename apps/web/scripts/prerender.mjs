#!/usr/bin/env node
// After `vite build` and the SSR build of src/prerender/render-page.tsx (dist-ssr/): writes the home
// page's markup in each language to dist/prerendered/home.<lng>.html, which the server puts in #root,
// and home.head.html: the stylesheets of the page's lazy chunks, which the server puts in <head> (the
// markup needs them for its first paint; index.html links only the app's own); and routes.json: for
// every other page, the chunks and texts its route loads, which the server announces in its <head>.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const { renderPage, ROUTE_PRELOADS } = await import(
  new URL('../dist-ssr/render-page.js', import.meta.url).href
);
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

const indexHtml = readFileSync(`${dist}index.html`, 'utf8');
const inIndexHtml = (file) => indexHtml.includes(`/${file}"`);

/**
 * The JS and CSS files of the given chunks and of their static imports, each once, minus those
 * index.html loads already.
 */
function filesOf(keys) {
  const seen = new Set();
  const scripts = [];
  const styles = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    if (!scripts.includes(chunk.file)) scripts.push(chunk.file);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { scripts: scripts.filter((f) => !inIndexHtml(f)), styles: styles.filter((f) => !inIndexHtml(f)) };
}

/**
 * The chunk of the texts every page of a language loads before its first render: the build puts the frame's
 * namespaces (STARTUP_NAMESPACES) of a language in one chunk named texts-<lng> (vite.config.ts).
 */
function startupTextsKey(lng) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === `texts-${lng}`);
  if (keys.length !== 1) throw new Error(`expected one chunk named texts-${lng}, found ${keys.length}`);
  return keys[0];
}

const tag = (rel, file) => `<link rel="${rel}" crossorigin href="/${file}">`;
const out = `${dist}prerendered/`;
mkdirSync(out, { recursive: true });
// the chunks the home route awaits (src/app/router.tsx: home page and its composition), and the flight search
// form the page is drawn with (its stylesheets, for the first paint; the browser fetches its code after it)
const { styles } = filesOf([
  'src/features/home/home-page.tsx',
  'src/app/home-route.tsx',
  'src/features/flight-search/home-flight-search.tsx',
]);
writeFileSync(`${out}home.head.html`, styles.map((css) => tag('stylesheet', css)).join('\n'));
for (const lng of ['ru', 'en', 'tr']) {
  const html = await renderPage('/', lng);
  if (!html.includes('<h1')) throw new Error(`the ${lng} home page rendered without its heading`);
  writeFileSync(`${out}home.${lng}.html`, html);
  console.info(
    `prerendered / in ${lng}: ${(html.length / 1024).toFixed(1)} kB, ${styles.length} stylesheets`,
  );
}

// Every other page: what its route loads before it renders (src/app/route-preloads.ts), per language,
// for the server to announce in its HTML (the app would otherwise ask for it only once it runs).
const LANGUAGES = ['ru', 'en', 'tr'];
const routes = ROUTE_PRELOADS.map(
  ({ paths, modules, texts, domainTexts, drawn, personal, lazyStyles = [] }) => {
    const head = {};
    for (const lng of LANGUAGES) {
      const keys = [
        ...modules,
        startupTextsKey(lng),
        ...texts.map((ns) => `src/locales/${lng}/${ns}.json`),
        ...(domainTexts ? [`virtual:domain-texts/${lng}`] : []),
      ];
      // a module that is also imported statically somewhere has no chunk of its own: it comes with that one
      const { scripts, styles } = filesOf(keys.filter((key) => key in manifest));
      const drawnStyles = filesOf(lazyStyles).styles.filter((file) => !styles.includes(file));
      head[lng] = [
        ...[...styles, ...drawnStyles].map((file) => tag('stylesheet', file)),
        ...scripts.map((file) => tag('modulepreload', file)),
      ].join('\n');
    }
    return { paths, head, ...(drawn ? { drawn } : {}), ...(personal ? { personal } : {}) };
  },
);
// the pages without a route of their own (404, an unknown path) still get the frame's texts
const startup = {};
for (const lng of LANGUAGES) {
  startup[lng] = filesOf([startupTextsKey(lng)])
    .scripts.map((file) => tag('modulepreload', file))
    .join('\n');
}
writeFileSync(`${out}routes.json`, JSON.stringify({ routes, startup }));
console.info(`route preloads for ${routes.length} routes`);
