import { existsSync } from 'node:fs';
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
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });
  return true;
}

/** Sends a static file if one matches, else index.html for page navigations. */
export function sendWebApp(request: FastifyRequest, reply: FastifyReply, webDistDir: string) {
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
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
