import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * A web build with its server build beside it (apps/web/dist and apps/web/dist-ssr). The server build
 * stands in for src/prerender/render-page.tsx: it asks the API for the help article through the fetch
 * it is given, as the app's route loader does, and draws its title; it counts its renders and fails in tr.
 */
function webBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'charterdesk-ssr-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>x</title>' +
      '<link rel="modulepreload" crossorigin href="/assets/main.js"></head><body><div id="root"></div></body></html>',
  );
  const links = (lng: string) =>
    `<link rel="stylesheet" crossorigin href="/assets/help-${lng}.css">\n<link rel="modulepreload" crossorigin href="/assets/help-${lng}.js">`;
  writeFileSync(
    path.join(dist, 'prerendered', 'routes.json'),
    JSON.stringify({
      routes: [
        { paths: ['/help/*'], head: { ru: links('ru'), en: links('en'), tr: links('tr') } },
        { paths: ['/flightSearch/*'], head: { ru: links('results') }, drawn: true },
        { paths: ['/ticketDetail/*'], head: { ru: links('ticket') }, drawn: true, personal: true },
        { paths: ['/login'], head: { ru: links('login') } },
        { paths: ['/account/*'], head: { ru: links('account') } },
      ],
      startup: {},
    }),
  );
  // the home page as the build draws it (apps/web/scripts/prerender.mjs): without the cookie notice
  for (const lng of ['ru', 'tr'])
    writeFileSync(
      path.join(dist, 'prerendered', `home.${lng}.html`),
      `<main><h1>home from the build, ${lng}</h1></main>`,
    );
  writeFileSync(path.join(dist, 'prerendered', 'home.head.html'), links('home'));
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'dist-ssr', 'render-page.js'),
    `let renders = 0;
let queue = Promise.resolve();
export async function renderRequest({ url, lng, currency, screen, cookieNotice, fetch: fetchImpl }) {
  renders += 1;
  if (url.startsWith('/flightSearch/slow')) {
    // one at a time, 100 ms each, as the real renderer draws
    const mine = queue.then(() => new Promise((resolve) => setTimeout(resolve, 100)));
    queue = mine;
    await mine;
    return { markup: '<main><h1>slow results</h1></main>', state: { queries: [] }, status: 200 };
  }
  if (lng === 'tr') throw new Error('the renderer failed');
  if (new URL(url, 'http://x').pathname === '/')
    return { markup: '<main><h1>home drawn now' + (cookieNotice ? ' with the notice' : '') + '</h1></main>', state: { queries: [] }, status: 200 };
  if (url.startsWith('/flightSearch/gone'))
    return { markup: '<main><h1>search gone</h1></main>', state: { queries: [] }, status: 404 };
  if (!(await isAppPath(url)))
    return { markup: '<main><h1>no such page</h1></main>', state: { queries: [] }, status: 404 };
  if (url.startsWith('/flightSearch/'))
    return { markup: '<main><h1>12 flights</h1></main>', state: { queries: [] }, status: 200 };
  if (url.startsWith('/ticketDetail/'))
    return { markup: '<main><h1>ticket, render ' + renders + '</h1></main>', state: { queries: [] }, status: 200 };
  const slug = encodeURIComponent(new URL(url, 'http://x').pathname.slice(1));
  const answer = await fetchImpl('/api/services/app/Content/GetPage?Slug=' + slug, {
    headers: { Accept: 'application/json', 'Accept-Language': lng },
  });
  const { result } = await answer.json();
  return {
    markup: '<main><h1>' + result.title + '</h1><p>render ' + renders + ' in ' + currency + '</p><p>' + screen + (cookieNotice ? ' with the notice' : '') + '</p></main>',
    state: { queries: [{ queryKey: ['content', 'page', lng, result.slug], state: { data: result.title + '</script><!--' } }] },
    status: answer.status,
  };
}
export async function isAppPath(url) {
  const path = new URL(url, 'http://x').pathname;
  return new RegExp('^/(help|flightSearch|ticketDetail|login|admin)(/|$)').test(path) || path === '/account/dashboard' || path === '/';
}
`,
  );
  return dist;
}

describe('pages drawn by the app at request time', () => {
  let t: TestApp;
  const dist = webBuild();
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false }, env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  it('starts without a warning when the server build is beside the web build', () => {
    expect(t.logLines.filter((line) => line.includes('no server build of the web app'))).toEqual([]);
  });

  it("sends a help article drawn from the API's answer in the page's language, with its data and only its stylesheets", async () => {
    const ru = await t.app.inject({ url: '/help/baggage' });
    expect(ru.statusCode).toBe(200);
    expect(ru.body).toContain(
      '<div id="root" data-prerendered="ru" data-currency="EUR" data-search="" data-screen="desktop" data-cookie-notice="shown"><main><h1>Багаж и жидкости</h1><p>render 1 in EUR',
    );
    // the data rides along for the browser's query cache, unable to close its script element
    const state = /<script type="application\/json" id="app-state">(.*?)<\/script>/.exec(ru.body)?.[1];
    expect(JSON.parse(state ?? 'null').queries[0]).toEqual({
      queryKey: ['content', 'page', 'ru', 'help/baggage'],
      state: { data: 'Багаж и жидкости</script><!--' },
    });
    expect(state).not.toContain('</script');
    // the route's stylesheets come in <head>; its scripts and the app's come after the first paint
    expect(ru.body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/help-ru.css">[\s\S]*<\/head>/,
    );
    expect(ru.body).not.toContain('modulepreload');

    const en = await t.app.inject({ url: '/help/baggage?locale=en' });
    expect(en.body).toMatch(
      /<div id="root" data-prerendered="en" data-currency="EUR" data-search="locale=en" data-screen="desktop" data-cookie-notice="shown"><main><h1>Baggage[^<]*<\/h1><p>render 2 in EUR<\/p>/,
    );
    expect(en.body).toContain('<html lang="en"');
  });

  it('sends the drawn page again for a while instead of drawing it for every visitor', async () => {
    const again = await t.app.inject({ url: '/help/baggage', headers: { cookie: 'x=1' } });
    expect(again.body).toContain('<h1>Багаж и жидкости</h1><p>render 1 in EUR</p>');
  });

  it("sends visitors from a campaign the page drawn without the query's tracking parameters", async () => {
    const campaign = await t.app.inject({
      url: '/help/baggage?utm_source=mail&utm_campaign=winter&gclid=Cj0K',
    });
    // the page drawn for /help/baggage above, named as drawn for no query (the browser compares it the same way)
    expect(campaign.body).toContain(
      'data-search="" data-screen="desktop" data-cookie-notice="shown"><main><h1>Багаж и жидкости</h1><p>render 1 in EUR</p>',
    );
    const withLanguage = await t.app.inject({ url: '/help/baggage?yclid=7&locale=en&fbclid=IwAR' });
    expect(withLanguage.body).toMatch(
      /data-search="locale=en"[^>]*><main><h1>Baggage[^<]*<\/h1><p>render 2 in EUR/,
    );
  });

  it("draws the page in the visitor's currency: the cookie the app keeps, else the host's (RUB on .ru)", async () => {
    const chosen = await t.app.inject({
      url: '/help/baggage',
      headers: { cookie: 'CharterDesk.Currency=TRY' },
    });
    expect(chosen.body).toContain(
      'data-prerendered="ru" data-currency="TRY" data-search="" data-screen="desktop" data-cookie-notice="shown"><main><h1>Багаж и жидкости</h1><p>render 3 in TRY',
    );
    const host = await t.app.inject({ url: '/help/baggage', headers: { host: 'charterdesk.ru' } });
    expect(host.body).toMatch(/data-currency="RUB"[^>]*><main><h1>Багаж и жидкости<\/h1><p>render 4 in RUB/);
    // a visitor who has said OK to the cookie notice gets the page without it
    const noticed = await t.app.inject({
      url: '/help/baggage',
      headers: { cookie: 'CharterDesk.CookieNotice=1; CharterDesk.Currency=TRY' },
    });
    expect(noticed.body).toContain(
      'data-currency="TRY" data-search="" data-screen="desktop"><main><h1>Багаж и жидкости</h1><p>render 5 in TRY</p><p>desktop</p>',
    );
    // not a currency: the host's
    const wrong = await t.app.inject({
      url: '/help/baggage',
      headers: { cookie: 'CharterDesk.Currency=XXX' },
    });
    expect(wrong.body).toContain('<p>render 1 in EUR</p>');
  });

  it('draws a page for the query and the screen it was asked with, and falls back to the article when it fails', async () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Mobile Safari/537.36';
    const asked = await t.app.inject({
      url: '/help/baggage?utm_source=mail&currency=USD',
      headers: { 'user-agent': phone },
    });
    expect(asked.body).toContain(
      'data-currency="USD" data-search="currency=USD" data-screen="phone" data-cookie-notice="shown"><main><h1>Багаж и жидкости</h1><p>render 6 in USD</p><p>phone with the notice</p>',
    );

    const failed = await t.app.inject({ url: '/help/baggage?locale=tr' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).not.toContain('data-prerendered');
    expect(failed.body).toMatch(/<html lang="tr"[\s\S]*<div id="root"><main[^>]*><article[^>]*><h1>/);
    // the page without the app's markup loads the app's code at once, as before
    expect(failed.body).toContain('modulepreload');
  });

  it('draws the pages of a route the web build marks, though they have no article of their own', async () => {
    const results = await t.app.inject({ url: '/flightSearch/7a9d?from=MOW&to=AYT' });
    expect(results.statusCode).toBe(200);
    expect(results.body).toContain(
      '<div id="root" data-prerendered="ru" data-currency="EUR" data-search="from=MOW&#38;to=AYT" data-screen="desktop" data-cookie-notice="shown"><main><h1>12 flights</h1></main></div>',
    );
    expect(results.body).toContain('<html lang="ru"');
    expect(results.body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/help-results.css">[\s\S]*<\/head>/,
    );
    expect(results.body).not.toContain('modulepreload');

    // a visitor's own page (an order by its link) is drawn anew for every request, never kept
    const first = await t.app.inject({ url: '/ticketDetail/o1?token=secret' });
    const second = await t.app.inject({ url: '/ticketDetail/o1?token=secret' });
    const rendered = (body: string) => Number(/ticket, render (\d+)/.exec(body)?.[1]);
    expect(rendered(second.body)).toBe(rendered(first.body) + 1);

    // a route the build does not mark: the app draws it in the browser, its code announced in the HTML
    const login = await t.app.inject({ url: '/login' });
    expect(login.body).not.toContain('data-prerendered');
    expect(login.body).toContain('<link rel="modulepreload" crossorigin href="/assets/help-login.js">');
  });

  it("answers 404 with the app's not-found page for a path it has no page for, and for a search that is gone", async () => {
    const missing = await t.app.inject({ url: '/no/such-page?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/html');
    expect(missing.body).toContain('<h1>no such page</h1>');

    const gone = await t.app.inject({ url: '/flightSearch/gone-1' });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<h1>search gone</h1>');

    // a path of the app's that the build lists no route for (the back office's) is still the app's
    const admin = await t.app.inject({ url: '/admin/users' });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).not.toContain('data-prerendered');

    // under a route the build lists: the app's page answers as before, a path it has no page for 404
    const dashboard = await t.app.inject({ url: '/account/dashboard' });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).not.toContain('data-prerendered');
    const nope = await t.app.inject({ url: '/account/nope' });
    expect(nope.statusCode).toBe(404);
    expect(nope.body).toContain('<h1>no such page</h1>');
  });

  it('sends pages without the markup at once rather than queue more than a few renders', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.app.inject({ url: `/flightSearch/slow-${i}` })),
    );
    const drawn = answers.filter((a) => a.body.includes('<h1>slow results</h1>')).length;
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    // four are drawn, one after another; the other six go out at once, without the markup
    expect(drawn).toBe(4);
  });

  it("draws the home page at request time, with the notice, for a visitor who has not said OK to it; else sends the build's", async () => {
    const first = await t.app.inject({ url: '/' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(
      'data-cookie-notice="shown"><main><h1>home drawn now with the notice</h1></main></div>',
    );
    expect(first.body).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/help-home.css">[\s\S]*<\/head>/,
    );

    const noticed = await t.app.inject({ url: '/', headers: { cookie: 'CharterDesk.CookieNotice=1' } });
    expect(noticed.body).toContain('<main><h1>home from the build, ru</h1></main>');
    expect(noticed.body).not.toContain('data-cookie-notice');

    // the renderer fails in tr: the build's page all the same
    const failed = await t.app.inject({ url: '/?locale=tr' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<main><h1>home from the build, tr</h1></main>');
  });
});

describe('a page drawn after its visitor stopped waiting', () => {
  let t: TestApp;
  const dist = webBuild();
  beforeAll(async () => {
    t = await createTestApp({
      seed: { flights: false },
      env: { WEB_DIST_DIR: dist, PAGE_RENDER_TIMEOUT_MS: '30' },
    });
  });
  afterAll(() => t.close());

  it('goes out without the markup at once, and is kept for the next visitor when done', async () => {
    // the stand-in takes 100 ms for these; the visitor waits 30
    const first = await t.app.inject({ url: '/flightSearch/slow-late' });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain('data-prerendered');
    // once the first render is done, the page comes from what it kept (a new render would time out again)
    let next = '';
    for (let attempt = 0; attempt < 50 && !next.includes('<h1>slow results</h1>'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = (await t.app.inject({ url: '/flightSearch/slow-late' })).body;
    }
    expect(next).toContain('<h1>slow results</h1>');
  });
});

describe('a web build without its server build beside it', () => {
  let t: TestApp;
  beforeAll(async () => {
    // the test app's own web build is dist/ alone, as an operator who copied only that folder would deploy it
    t = await createTestApp({ seed: { flights: false } });
  });
  afterAll(() => t.close());

  it('says so once at start, naming the folder it looked for, and sends pages for the browser to draw', async () => {
    const warnings = t.logLines
      .filter((line) => line.includes('no server build of the web app'))
      .map((line) => JSON.parse(line));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40 });
    expect(warnings[0].serverBuild).toMatch(/[\\/]dist-ssr[\\/]render-page\.js$/);
    const page = await t.app.inject({ url: '/help/baggage' });
    expect(page.statusCode).toBe(200);
    // the article's text for crawlers, but not the app's markup to hydrate
    expect(page.body).toContain('<h1>');
    expect(page.body).not.toContain('data-prerendered');
    expect(t.logLines.filter((line) => line.includes('no server build of the web app'))).toHaveLength(1);
  });
});
