import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Currency, defaultCurrency } from '@charterdesk/domain';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppRenderer, cookieNoticeDue, type RenderedAppPage } from './app-renderer.js';
import { pageCulture, pageCurrency } from './culture.js';

/** Paths the SPA must never swallow: their misses are API 404 envelopes. */
export function isApiPath(url: string): boolean {
  return /^\/(api|abpuserconfiguration|swagger|payments|sandbox-bank)(\/|\?|$)/i.test(url);
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and the
 * SPA fallback for client-side routes. Returns false when there is no build (API-only run).
 */
export async function registerWebHost(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(path.join(webDistDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    // our setHeaders decides caching: immutable hashed assets, revalidated everything else
    cacheControl: false,
    // the build writes .br and .gz next to each text asset: sent as they are to a browser that accepts them
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // a shared cache must keep the br, gzip and plain copies apart
        res.setHeader('vary', 'Accept-Encoding');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });
  return true;
}

/** What a server-rendered public page puts into index.html (see modules/content). */
export interface ServerRenderedPage {
  lang: string;
  /** full document title, brand included */
  title: string;
  description: string;
  /** absolute URLs */
  canonicalUrl: string;
  alternates: { hreflang: string; url: string }[];
  bodyHtml: string;
}

export type PageRenderer = (request: FastifyRequest) => Promise<ServerRenderedPage | undefined>;

const attr = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * index.html with the page's language, title, description, canonical/hreflang links and article HTML.
 * `prerendered` is the app's own markup of the page (see {@link prerenderedPage}), sent instead of the
 * article so the first paint is the page the app then hydrates; `preloads` what the page's route loads.
 */
export function injectPage(
  template: string,
  page: ServerRenderedPage,
  prerendered?: PrerenderedPage,
  preloads = '',
): string {
  const head = [
    `<meta name="description" content="${attr(page.description)}" />`,
    `<link rel="canonical" href="${attr(page.canonicalUrl)}" />`,
    ...page.alternates.map(
      (a) => `<link rel="alternate" hreflang="${attr(a.hreflang)}" href="${attr(a.url)}" />`,
    ),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${attr(page.title)}" />`,
    `<meta property="og:description" content="${attr(page.description)}" />`,
    `<meta property="og:url" content="${attr(page.canonicalUrl)}" />`,
    `<meta property="og:locale" content="${attr(page.lang)}" />`,
  ].join('\n    ');
  const base = prerendered ? withoutModulePreloads(template) : template;
  return (
    base
      .replace(/<html lang="[^"]*"/, `<html lang="${attr(page.lang)}"`)
      .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${attr(page.title)}</title>\n    ${head}`)
      // after the app's own stylesheet, as the app loads them, so that they win over it as they do there
      .replace('</head>', headEnd(prerendered ? prerendered.head : preloads))
      .replace(
        '<div id="root"></div>',
        prerendered === undefined ? `<div id="root">${page.bodyHtml}</div>` : appRoot(page.lang, prerendered),
      )
  );
}

/** index.html with the app's markup of a page that has no article of its own (a search's results). */
export function injectApp(template: string, lang: string, drawn: PrerenderedPage): string {
  return withoutModulePreloads(template)
    .replace(/<html lang="[^"]*"/, `<html lang="${attr(lang)}"`)
    .replace('</head>', headEnd(drawn.head))
    .replace('<div id="root"></div>', appRoot(lang, drawn));
}

/**
 * A page sent with the app's markup paints from its HTML and stylesheets alone: the app's chunks are fetched
 * after that first paint (apps/web/src/boot.ts preloads them all at once), not competing with the stylesheets.
 */
const withoutModulePreloads = (template: string) =>
  template.replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

/**
 * #root holding the app's markup, marked with what the app compares before it hydrates rather than draws
 * the page again (apps/web/src/main.tsx): the language and currency it shows, and for a page drawn at
 * request time the query and the screen it was drawn for; then the data it was drawn from.
 */
function appRoot(lang: string, page: PrerenderedPage): string {
  const marks = [`data-prerendered="${attr(lang)}"`, `data-currency="${page.currency}"`];
  if (page.drawnFor) {
    marks.push(`data-search="${attr(page.drawnFor.search)}"`, `data-screen="${page.drawnFor.screen}"`);
    if (page.drawnFor.cookieNotice) marks.push('data-cookie-notice="shown"');
  }
  const state =
    page.state === undefined
      ? ''
      : `\n    <script type="application/json" id="${APP_STATE_ID}">${page.state}</script>`;
  return `<div id="root" ${marks.join(' ')}>${page.markup}</div>${state}`;
}

/** Links for the end of <head> (after the app's own stylesheet, so that a page's styles win as in the app). */
const headEnd = (links: string) => `${links ? `  ${links.replaceAll('\n', '\n    ')}\n  ` : ''}</head>`;

interface RoutePreloadsFile {
  /**
   * `drawn`: the server draws the route's pages with the app (apps/web/src/app/route-preloads.ts);
   * `personal`: one visitor's own (an order by its link), drawn for every request and never kept
   */
  routes: { paths: string[]; head: Record<string, string>; drawn?: boolean; personal?: boolean }[];
  /** the frame's texts, for a path without a route of its own */
  startup: Record<string, string>;
}

/** Whether `urlPath` is one of `paths`: `/x/*` also covers every path below /x; any letter case, as the app's router. */
export function matchesRoute(paths: readonly string[], urlPath: string): boolean {
  const asked = urlPath.toLowerCase().replace(/\/+$/, '') || '/';
  return paths.some((pattern) => {
    const base = pattern.toLowerCase().replace(/\/\*$/, '');
    return asked === base || (pattern.endsWith('/*') && asked.startsWith(`${base}/`));
  });
}

/**
 * `<link>`s (modulepreload, stylesheet) of what the page's route loads before it renders, in one
 * language, as the web build listed them (apps/web/scripts/prerender.mjs → routes.json): announced in
 * the HTML, they are fetched alongside the app instead of once it runs. Empty without such a build.
 */
export function routePreloads(webDistDir: string, urlPath: string, lang: string): string {
  const preloads = routesFile(webDistDir);
  if (!preloads) return '';
  const route = preloads.routes.find((r) => matchesRoute(r.paths, urlPath));
  return (route ? route.head[lang] : preloads.startup[lang]) ?? '';
}

/** Whether the web build has the server draw this page with the app at request time, and whether it may keep it. */
function drawnRoute(webDistDir: string, urlPath: string): { drawn: boolean; keep: boolean } {
  const route = routesFile(webDistDir)?.routes.find((r) => matchesRoute(r.paths, urlPath));
  return { drawn: route?.drawn === true, keep: route?.personal !== true };
}

const routesFile = (webDistDir: string) =>
  readBuildFile(
    path.join(webDistDir, 'prerendered', 'routes.json'),
    (text) => JSON.parse(text) as RoutePreloadsFile,
  );

/** Pages the web build prerenders (apps/web/scripts/prerender.mjs): path → file stem. */
const PRERENDERED_PAGES: Record<string, string> = { '/': 'home' };
const buildFiles = new Map<string, unknown>();

/** A file the web build wrote, read (and parsed) once per process; undefined when the build has none. */
function readBuildFile<T = string>(
  file: string,
  parse: (text: string) => T = (text) => text as T,
): T | undefined {
  if (!buildFiles.has(file))
    buildFiles.set(file, existsSync(file) ? parse(readFileSync(file, 'utf8')) : undefined);
  return buildFiles.get(file) as T | undefined;
}

/** The app's markup of a page in one language and the stylesheets it needs. */
export interface PrerenderedPage {
  markup: string;
  /** `<link rel="stylesheet">` of the page's lazy chunks, for <head> */
  head: string;
  /** the data the markup was drawn from (JSON, script-safe), for the app's query cache (apps/web/src/main.tsx) */
  state?: string;
  /** the display currency the markup shows prices in */
  currency: Currency;
  /** for a page drawn at request time: what it was drawn for */
  drawnFor?: RenderedAppPage['drawnFor'];
}

/** The currency of the pages the web build prerenders: the app's own for a visitor with no choice on a neutral host. */
const PRERENDERED_CURRENCY = defaultCurrency('');

/** The id of the script element that carries a drawn page's data (read by apps/web/src/main.tsx). */
export const APP_STATE_ID = 'app-state';

/**
 * The app's markup of a public page in one language, as the web build prerendered it, or undefined
 * when the build has none (an older build, or a page drawn only in the browser).
 */
export function prerenderedPage(
  webDistDir: string,
  urlPath: string,
  lang: string,
): PrerenderedPage | undefined {
  const stem = PRERENDERED_PAGES[urlPath];
  if (!stem) return undefined;
  const markup = readBuildFile(path.join(webDistDir, 'prerendered', `${stem}.${lang}.html`));
  if (markup === undefined) return undefined;
  return { markup, head: pageStylesheets(webDistDir, urlPath, lang), currency: PRERENDERED_CURRENCY };
}

/**
 * The stylesheets of the chunks a page's route loads, for the <head> of a page sent with the app's
 * markup; not its scripts, which come after the first paint (apps/web/src/boot.ts).
 */
function pageStylesheets(webDistDir: string, urlPath: string, lang: string): string {
  const stem = PRERENDERED_PAGES[urlPath];
  if (stem) return readBuildFile(path.join(webDistDir, 'prerendered', `${stem}.head.html`)) ?? '';
  return routePreloads(webDistDir, urlPath, lang)
    .split('\n')
    .filter((link) => link.includes('rel="stylesheet"'))
    .join('\n');
}

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * Pages go out through the not-found handler (every path the app routes itself), which
 * @fastify/compress's per-route hook never reaches; they are compressed here with the same settings
 * (brotli 4 or gzip, by the request's Accept-Encoding as the plugin's own negotiator reads it).
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'Accept-Encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = typeof accepted === 'string' ? encodings.negotiate(accepted) : null;
  if (!encoding) return reply.send(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 4,
          },
        })
      : gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}

let templateCache: { dir: string; html: string } | undefined;
function indexTemplate(webDistDir: string): string {
  if (templateCache?.dir !== webDistDir) {
    templateCache = { dir: webDistDir, html: readFileSync(path.join(webDistDir, 'index.html'), 'utf8') };
  }
  return templateCache.html;
}

/**
 * Sends a static file if one matches, else index.html for page navigations — server-rendered for
 * public pages (crawlers get real HTML in each language; the app replaces it once it starts), with the
 * app's own prerendered markup where the build made one.
 */
export async function sendWebApp(
  request: FastifyRequest,
  reply: FastifyReply,
  webDistDir: string,
  render?: PageRenderer,
  drawApp?: AppRenderer,
) {
  const urlPath = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
  const candidate = path.normalize(path.join(webDistDir, urlPath));
  if (
    urlPath !== '/' &&
    candidate.startsWith(webDistDir) &&
    existsSync(candidate) &&
    path.extname(candidate)
  ) {
    return reply.sendFile(path.relative(webDistDir, candidate));
  }
  if (path.extname(urlPath) && !urlPath.endsWith('.html')) {
    return reply.status(404).type('text/plain').send('Not found');
  }
  const page = render ? await render(request) : undefined;
  const lang = page?.lang ?? pageCulture(request);
  const currency = pageCurrency(request);
  const built =
    page && currency === PRERENDERED_CURRENCY ? prerenderedPage(webDistDir, urlPath, page.lang) : undefined;
  // The build draws its pages without the cookie notice. Hydrated for a visitor who has not said OK to it, such
  // a page drew the notice in a second, synchronous render straight after hydrating (30 ms of a 4× slowed phone
  // in the page's longest task), so that visitor gets the page drawn at request time with the notice (kept a
  // while for the next such visitor); the build's page stays the answer when it cannot be drawn in time.
  const drawWithNotice = built !== undefined && drawApp !== undefined && cookieNoticeDue(request);
  let prerendered = drawWithNotice ? undefined : built;
  // Otherwise a public page with an article, or of a route the build marks, is drawn by the app at request time.
  const route = drawnRoute(webDistDir, urlPath);
  // A path the app has no page for gets its not-found page drawn, answered 404: one of none of the build's routes
  // (which may still be the app's: the back office's, drawn in the browser), or under one of them (`/account/*`).
  const unknown =
    !page &&
    !route.drawn &&
    urlPath !== '/' &&
    drawApp !== undefined &&
    (await drawApp.isAppPath(request.url)) === false;
  // also when the not-found page could not be drawn in time: the shell then draws it in the browser
  let status = unknown ? 404 : 200;
  if (!prerendered && drawApp && (page || route.drawn || unknown)) {
    const drawn = await drawApp(request, lang, currency, route.keep);
    if (drawn) {
      const head = pageStylesheets(webDistDir, urlPath, lang);
      prerendered = { markup: drawn.markup, head, state: drawn.state, currency, drawnFor: drawn.drawnFor };
      status = drawn.status;
    }
  }
  prerendered ??= built;
  const preloads = prerendered ? '' : routePreloads(webDistDir, urlPath, lang);
  let html: string;
  if (page) {
    html = injectPage(indexTemplate(webDistDir), page, prerendered, preloads);
  } else if (prerendered) {
    html = injectApp(indexTemplate(webDistDir), lang, prerendered);
  } else if (preloads) {
    html = indexTemplate(webDistDir)
      .replace(/<html lang="[^"]*"/, `<html lang="${attr(lang)}"`)
      .replace('</head>', headEnd(preloads));
  } else {
    return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html');
  }
  reply
    .status(status)
    .header('cache-control', 'no-cache')
    .header('content-language', lang)
    .type('text/html; charset=utf-8');
  return sendCompressed(request, reply, html);
}
