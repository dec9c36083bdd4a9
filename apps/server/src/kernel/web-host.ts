import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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

/** index.html with the page's language, title, description, canonical/hreflang links and article HTML. */
export function injectPage(template: string, page: ServerRenderedPage): string {
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
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${attr(page.lang)}"`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${attr(page.title)}</title>\n    ${head}`)
    .replace('<div id="root"></div>', `<div id="root">${page.bodyHtml}</div>`);
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
 * public pages (crawlers get real HTML in each language; the app replaces it once it starts).
 */
export async function sendWebApp(
  request: FastifyRequest,
  reply: FastifyReply,
  webDistDir: string,
  render?: PageRenderer,
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
  if (page) {
    return reply
      .header('cache-control', 'no-cache')
      .header('content-language', page.lang)
      .type('text/html; charset=utf-8')
      .send(injectPage(indexTemplate(webDistDir), page));
  }
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
