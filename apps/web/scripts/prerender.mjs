#!/usr/bin/env node
// After `vite build` and the SSR build of src/prerender/render-page.tsx (dist-ssr/): writes the home
// page's markup in each language to dist/prerendered/home.<lng>.html, which the server puts in #root,
// and home.head.html: the stylesheets of the page's lazy chunks, which the server puts in <head> (the
// markup needs them for its first paint; index.html links only the app's own).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const { renderPage } = await import(new URL('../dist-ssr/render-page.js', import.meta.url).href);
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** The CSS files of the given chunks and of their static imports, minus those index.html links already. */
function stylesOf(keys) {
  const seen = new Set();
  const styles = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk for ${key}`);
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  const indexHtml = readFileSync(`${dist}index.html`, 'utf8');
  return styles.filter((css) => !indexHtml.includes(`/${css}"`));
}

const out = `${dist}prerendered/`;
mkdirSync(out, { recursive: true });
// the chunks the home route awaits (src/app/router.tsx: home page and its composition)
const styles = stylesOf(['src/features/home/home-page.tsx', 'src/app/home-route.tsx']);
writeFileSync(
  `${out}home.head.html`,
  styles.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`).join('\n'),
);
for (const lng of ['ru', 'en', 'tr']) {
  const html = await renderPage('/', lng);
  if (!html.includes('<h1')) throw new Error(`the ${lng} home page rendered without its heading`);
  writeFileSync(`${out}home.${lng}.html`, html);
  console.info(
    `prerendered / in ${lng}: ${(html.length / 1024).toFixed(1)} kB, ${styles.length} stylesheets`,
  );
}
