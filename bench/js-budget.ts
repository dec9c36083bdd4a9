// Initial JavaScript per page of the BUILT web app against bench/budgets.json (`initialJs`); exit 1 on a miss.
// "Initial" = what the browser loads before the page renders: the entry chunk and its static imports, the
// interface texts of the language, and the page's lazy chunk(s) with their static imports; gzip level 9,
// each file once. Reads apps/web/dist/.vite/manifest.json and builds nothing itself.
//   npm run build -w packages/domain && npm run build -w apps/web && npm run bench:js -w bench
//   … -- --detail=/transferSearch   also lists that page's files beyond the entry (ru) and what each holds
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { largestSources } from './support/chunk-sources.js';
import { entryKey, jsClosure, type Manifest, startupTextsKey, totalSize } from './support/js-closure.js';

const LANGUAGES = ['ru', 'en', 'tr'] as const;
type Language = (typeof LANGUAGES)[number];

/** The app the HTML entry imports as soon as the page has painted. */
const APP_CHUNK = 'src/main.tsx';

/** The domain's API messages of one language (apps/web/build/domain-texts.ts), awaited by pages with forms. */
const DOMAIN_TEXTS = 'virtual:domain-texts/{lng}';

/**
 * Each measured page, the manifest keys (source paths) its route awaits before rendering and the text
 * namespaces it loads beyond those of every page (one chunk per language: startupTextsKey), as in
 * apps/web/src/app/router.tsx; `{lng}` stands for the interface language. `/` and the results page count their
 * search form's chunk: the server draws the form into the page, which waits for its code before it hydrates.
 */
const ROUTES: { path: string; chunks: string[]; texts?: string[]; informational?: boolean }[] = [
  {
    path: '/',
    chunks: [
      'src/features/home/home-page.tsx',
      'src/features/flight-search/home-flight-search.tsx',
      DOMAIN_TEXTS,
    ],
    texts: ['home', 'search', 'transfers'],
  },
  {
    path: '/flightSearch/{id}',
    // a results page the server drew waits for its search form's code before it hydrates, as `/` does
    chunks: [
      'src/features/flight-search/flight-search-page.tsx',
      'src/features/flight-search/components/flight-search-form.tsx',
      DOMAIN_TEXTS,
    ],
    texts: ['search'],
  },
  {
    path: '/flight/{searchId}/{flightId}',
    chunks: ['src/features/flight-booking/flight-booking-pages.tsx', DOMAIN_TEXTS],
    texts: ['booking', 'transfers'],
  },
  {
    path: '/ticketDetail/{id}',
    chunks: ['src/features/flight-booking/ticket-pages.tsx'],
    texts: ['booking', 'transfers'],
  },
  {
    // the search page without a search is its form, which the router fetches with the page
    path: '/transferSearch',
    chunks: [
      'src/features/transfers/transfer-search-page.tsx',
      'src/features/transfers/components/transfer-search-form.tsx',
      DOMAIN_TEXTS,
    ],
    texts: ['booking', 'transfers'],
  },
  {
    path: '/transferSearch/{id}',
    chunks: ['src/features/transfers/transfer-search-page.tsx', DOMAIN_TEXTS],
    texts: ['booking', 'transfers'],
  },
  {
    path: '/transferPayment/{searchId}/{transferId}',
    chunks: ['src/features/transfers/transfer-booking-page.tsx', DOMAIN_TEXTS],
    texts: ['booking', 'transfers'],
  },
  {
    path: '/transferDetail/{id}',
    chunks: ['src/features/transfers/transfer-detail-page.tsx', DOMAIN_TEXTS],
    texts: ['booking', 'transfers'],
  },
  {
    path: '/pnr',
    chunks: ['src/features/flight-booking/pnr-page.tsx', DOMAIN_TEXTS],
    texts: ['booking', 'transfers'],
  },
  {
    path: '/paymentFailed',
    chunks: ['src/features/flight-booking/payment-failed-page.tsx', DOMAIN_TEXTS],
    texts: ['booking', 'transfers'],
  },
  { path: '/register', chunks: ['src/features/auth/auth-pages.tsx', DOMAIN_TEXTS] },
  {
    path: '/account/profile',
    chunks: ['src/features/account/account-pages.tsx', 'src/features/account/profile-page.tsx', DOMAIN_TEXTS],
    texts: ['booking', 'transfers'],
  },
  {
    path: '/account/settings',
    chunks: [
      'src/features/account/account-pages.tsx',
      'src/features/account/settings-page.tsx',
      DOMAIN_TEXTS,
    ],
    texts: ['booking', 'transfers'],
  },
  { path: '/contact', chunks: ['src/features/content/company-pages.tsx', DOMAIN_TEXTS] },
  { path: '/terms', chunks: ['src/features/content/legal-pages.tsx'] },
  { path: '/help/baggage', chunks: ['src/features/help/help-pages.tsx'] },
  { path: '/cities/AYT', chunks: ['src/features/destinations/destination-pages.tsx'] },
  { path: '/login', chunks: ['src/features/auth/login-page.tsx'] },
  {
    path: '/account',
    chunks: ['src/features/account/account-pages.tsx'],
    texts: ['booking', 'transfers'],
  },
  {
    path: '/admin/login',
    chunks: [
      'src/features/admin/admin-routes.tsx',
      'src/features/admin/admin-app.tsx',
      'src/locales/{lng}/admin.json',
      DOMAIN_TEXTS,
    ],
  },
];

/** The manifest keys of a page's texts in one language (absent while a language ships in the entry). */
const textChunks = (manifest: Manifest, lng: Language, namespaces: string[]) =>
  namespaces.map((ns) => `src/locales/${lng}/${ns}.json`).filter((key) => key in manifest);

interface Budgets {
  initialJs: { maxGzipKiB: Record<string, number> & { default: number } };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const dist = here('../apps/web/dist/');
const manifestPath = `${dist}.vite/manifest.json`;

const KiB = 1024;
const kib = (bytes: number) => (bytes / KiB).toFixed(1);

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const [index, row] of rows.entries()) {
    const cells = row.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    );
    console.info(cells.join('  ').trimEnd());
    if (index === 0) console.info(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

try {
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} is missing: run \`npm run build\` first (vite build.manifest must be on)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const budgets = (JSON.parse(readFileSync(here('./budgets.json'), 'utf8')) as Budgets).initialJs.maxGzipKiB;
  const gzipSizes = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    return size;
  };

  // The HTML entry (src/boot.ts) imports the app (src/main.tsx) at once, after the first paint of a
  // prerendered page: both are initial on every page.
  const entry = entryKey(manifest);
  const entryFiles = jsClosure(manifest, [entry, APP_CHUNK]);
  // files: how many requests the browser makes for them (the same in every language)
  const rows: string[][] = [['page', ...LANGUAGES.map((l) => `${l} KiB`), 'files', 'budget KiB', 'result']];
  rows.push([
    '(entry only)',
    ...LANGUAGES.map(() => kib(totalSize(entryFiles, gzipSize))),
    String(entryFiles.length),
    '-',
    'info',
  ]);
  let failed = 0;
  for (const route of ROUTES) {
    const informational = route.informational && budgets[route.path] === undefined;
    const budget = budgets[route.path] ?? budgets.default;
    const files = LANGUAGES.map((lng) => {
      const chunks = route.chunks.map((chunk) => chunk.replaceAll('{lng}', lng));
      const texts = [startupTextsKey(manifest, lng), ...textChunks(manifest, lng, route.texts ?? [])];
      return jsClosure(manifest, [entry, APP_CHUNK, ...texts, ...chunks]);
    });
    const sizes = files.map((list) => totalSize(list, gzipSize));
    const count = String(files[0]!.length);
    if (informational) {
      rows.push([route.path, ...sizes.map(kib), count, '-', 'info']);
      continue;
    }
    const ok = Math.max(...sizes) <= budget * KiB;
    if (!ok) failed++;
    rows.push([route.path, ...sizes.map(kib), count, String(budget), ok ? 'ok' : 'FAILED']);
  }
  for (const path of Object.keys(budgets)) {
    if (path !== 'default' && !ROUTES.some((route) => route.path === path)) {
      throw new Error(`budgets.json initialJs names a page js-budget.ts does not measure: ${path}`);
    }
  }

  console.info('initial JS per page, gzip level 9 (entry + its imports + texts + the page chunks)\n');
  printTable(rows);
  const detail = process.argv.find((arg) => arg.startsWith('--detail='))?.slice('--detail='.length);
  if (detail !== undefined) {
    const route = ROUTES.find((r) => r.path === detail);
    if (!route) throw new Error(`--detail: no measured page ${detail}`);
    const chunks = route.chunks.map((chunk) => chunk.replaceAll('{lng}', 'ru'));
    const texts = [startupTextsKey(manifest, 'ru'), ...textChunks(manifest, 'ru', route.texts ?? [])];
    const inEntry = new Set(entryFiles);
    const own = jsClosure(manifest, [entry, APP_CHUNK, ...texts, ...chunks])
      .filter((file) => !inEntry.has(file))
      .sort((a, b) => gzipSize(b) - gzipSize(a));
    console.info(
      `\n${detail} beyond the entry, ru: ${kib(totalSize(own, gzipSize))} KiB in ${own.length} files`,
    );
    for (const file of own) {
      const holds = largestSources(`${dist}${file}`, 3).join(', ') || '(no source map: texts)';
      console.info(`${kib(gzipSize(file)).padStart(6)}  ${file}  ${holds}`);
    }
  }
  console.info(`\n${failed === 0 ? 'all JS budgets met' : `JS BUDGET FAILED for ${failed} page(s)`}`);
  process.exitCode = failed === 0 ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
