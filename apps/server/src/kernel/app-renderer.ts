import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_VERSION, pageQuery } from '@charterdesk/domain';
import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The web app's server build (apps/web/src/prerender/render-page.tsx), as far as the server uses it. */
interface RenderModule {
  renderRequest(request: {
    url: string;
    lng: string;
    currency: string;
    screen: ScreenGuess;
    cookieNotice: boolean;
    fetch: typeof fetch;
  }): Promise<{ markup: string; state: unknown; status: number }>;
  /** whether the app has a page at this path (else it draws its not-found page); absent in older builds */
  isAppPath?(url: string): Promise<boolean>;
}

/** The kind of screen a page is drawn for, as the app's `useMatchMedia` knows them. */
export type ScreenGuess = 'phone' | 'desktop';

/** The screen the browser most likely has, by its user agent (what sites that draw on the server go by). */
export function screenOf(request: FastifyRequest): ScreenGuess {
  const agent = request.headers['user-agent'] ?? '';
  return /Mobi|Android|iPhone|iPad|iPod/i.test(agent) ? 'phone' : 'desktop';
}

/** A public page drawn by the app's own components, with the data it was drawn from. */
export interface RenderedAppPage {
  markup: string;
  /** the query cache's dehydrated state, as JSON text safe inside a <script> element */
  state: string;
  /**
   * what it was drawn for: the query string (without `?` and its tracking parameters: pageQuery), the screen,
   * and whether with the cookie notice
   */
  drawnFor: { search: string; screen: ScreenGuess; cookieNotice: boolean };
  /** 200, or 404 for the app's not-found page and a page of something that is gone (a search) */
  status: number;
}

/**
 * Draws a page (`keep`: it may be sent again to other requests of the same URL for a while, not a personal
 * one); `isAppPath` tells a path of the app's from one it has no page for (undefined: cannot tell).
 */
export type AppRenderer = ((
  request: FastifyRequest,
  lang: string,
  currency: string,
  keep: boolean,
) => Promise<RenderedAppPage | undefined>) & {
  isAppPath(url: string): Promise<boolean | undefined>;
};

/** Whether the visitor's cookies hold no OK to the cookie notice, so that their pages are drawn with it. */
export function cookieNoticeDue(request: FastifyRequest): boolean {
  return request.cookies?.[COOKIE_NOTICE_COOKIE] !== COOKIE_NOTICE_VERSION;
}

/** How long a drawn page is sent again as it is: content changes rarely, and a render costs 20–100 ms of CPU. */
const CACHE_MS = 30_000;
/** a drawn results page is up to about 100 KB: this keeps the cache near 20 MB at most */
const CACHE_ENTRIES = 200;
/**
 * Pages are drawn one at a time: past this many waiting, a request gets its page without the markup at once
 * (a flood of distinct URLs must not queue up renders that nobody waits for any more).
 */
const MAX_WAITING = 4;
/** Request headers an in-process API call keeps: the site variant (host, tenant cookie) and the proxy's view. */
const FORWARDED_HEADERS = ['host', 'cookie', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

// JSON inside <script> must not close it, nor open a comment in it
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * Draws public pages at request time with the web app's server build, so a phone paints the page from
 * its HTML instead of after the app's JavaScript and its API calls (the app then hydrates it). The app's
 * API calls are answered in-process (`app.inject`) as the visitor's own would be. Undefined without that
 * build (an API-only run or an older build); any failure or a slow render falls back to the page without it.
 */
export function createAppRenderer(
  app: FastifyInstance,
  webDistDir: string,
  /** past this the visitor gets the page without the app's markup rather than wait (PAGE_RENDER_TIMEOUT_MS) */
  timeoutMs = 2_000,
): AppRenderer | undefined {
  const bundle = path.join(webDistDir, '..', 'dist-ssr', 'render-page.js');
  if (!existsSync(bundle)) {
    // The site still works, but every page waits for the app's JavaScript to paint: an operator who copied
    // only dist/ (WEB_DIST_DIR) must learn why the pages got slower, not find it out from a phone.
    app.log.warn(
      { webDistDir, serverBuild: bundle },
      'no server build of the web app beside WEB_DIST_DIR: pages are sent without their markup and drawn in the browser (deploy apps/web/dist-ssr next to dist)',
    );
    return undefined;
  }
  let loading: Promise<RenderModule> | undefined;
  const load = () => {
    loading ??= import(pathToFileURL(bundle).href) as Promise<RenderModule>;
    return loading;
  };
  // A listening server loads the renderer at once (about 30 MB, half a second), so its first visitor
  // does not wait for it; a server only asked in-process (tests) loads it when a page asks.
  app.addHook('onListen', async () => {
    load().catch((err: unknown) => app.log.warn({ err }, 'the page renderer could not be loaded'));
  });
  const cache = new Map<string, { page: RenderedAppPage; until: number }>();
  let waiting = 0;

  function inProcessFetch(request: FastifyRequest): typeof fetch {
    const forwarded: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') forwarded[name] = value;
    }
    return async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = { ...forwarded, ...Object.fromEntries(new Headers(init?.headers).entries()) };
      const answer = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url,
        headers,
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      return new Response(answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
  }

  async function render(
    request: FastifyRequest,
    url: string,
    search: string,
    lang: string,
    currency: string,
    screen: ScreenGuess,
    cookieNotice: boolean,
  ): Promise<RenderedAppPage | undefined> {
    const { renderRequest } = await load();
    const fetch = inProcessFetch(request);
    const drawn = await renderRequest({ url, lng: lang, currency, screen, cookieNotice, fetch });
    if (drawn.status !== 200 && drawn.status !== 404) return undefined;
    const state = scriptSafe(JSON.stringify(drawn.state));
    return { markup: drawn.markup, state, drawnFor: { search, screen, cookieNotice }, status: drawn.status };
  }

  const isAppPath = async (url: string) => {
    try {
      return await (await load()).isAppPath?.(url);
    } catch (err) {
      app.log.warn({ err }, 'the page renderer could not tell whether the app has a page at a path');
      return undefined;
    }
  };

  const draw = async (
    request: FastifyRequest,
    lang: string,
    currency: string,
    keep: boolean,
  ): Promise<RenderedAppPage | undefined> => {
    const screen = screenOf(request);
    const cookieNotice = cookieNoticeDue(request);
    // drawn without the query's tracking parameters: every visitor of a campaign shares one drawn page
    const queryAt = request.url.indexOf('?');
    const search = queryAt < 0 ? '' : pageQuery(request.url.slice(queryAt));
    const url = (queryAt < 0 ? request.url : request.url.slice(0, queryAt)) + (search ? `?${search}` : '');
    const key = [request.session?.tenantId ?? '', lang, currency, screen, cookieNotice, url].join(' ');
    const now = Date.now();
    const cached = keep ? cache.get(key) : undefined;
    if (cached && cached.until > now) return cached.page;
    if (waiting >= MAX_WAITING) return undefined;
    waiting += 1;
    const drawing = render(request, url, search, lang, currency, screen, cookieNotice)
      .then((page) => {
        // kept when it is done, also when this visitor no longer waits for it: the next one gets it
        if (page && keep) {
          cache.delete(key);
          cache.set(key, { page, until: Date.now() + CACHE_MS });
          // the oldest entry goes first (a Map keeps insertion order)
          if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
        }
        return page;
      })
      .finally(() => {
        waiting -= 1;
      });
    let timer: NodeJS.Timeout | undefined;
    try {
      const page = await Promise.race([
        drawing,
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), timeoutMs);
        }),
      ]);
      return page;
    } catch (err) {
      request.log.warn({ err }, 'the page could not be drawn on the server; sent without its markup');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
  return Object.assign(draw, { isAppPath });
}
