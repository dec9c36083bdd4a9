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
      routes: [{ paths: ['/help/*'], head: { ru: links('ru'), en: links('en'), tr: links('tr') } }],
      startup: {},
    }),
  );
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(
    path.join(root, 'dist-ssr', 'render-page.js'),
    `let renders = 0;
export async function renderRequest(url, lng, currency, fetchImpl) {
  renders += 1;
  if (lng === 'tr') throw new Error('the renderer failed');
  const slug = encodeURIComponent(url.slice(1));
  const answer = await fetchImpl('/api/services/app/Content/GetPage?Slug=' + slug, {
    headers: { Accept: 'application/json', 'Accept-Language': lng },
  });
  const { result } = await answer.json();
  return {
    markup: '<main><h1>' + result.title + '</h1><p>render ' + renders + ' in ' + currency + '</p></main>',
    state: { queries: [{ queryKey: ['content', 'page', lng, result.slug], state: { data: result.title + '</script><!--' } }] },
    status: answer.status,
  };
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

  it("sends a help article drawn from the API's answer in the page's language, with its data and only its stylesheets", async () => {
    const ru = await t.app.inject({ url: '/help/baggage' });
    expect(ru.statusCode).toBe(200);
    expect(ru.body).toContain(
      '<div id="root" data-prerendered="ru" data-currency="EUR"><main><h1>Багаж и жидкости</h1><p>render 1 in EUR',
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
      /<div id="root" data-prerendered="en" data-currency="EUR"><main><h1>Baggage[^<]*<\/h1><p>render 2 in EUR<\/p>/,
    );
    expect(en.body).toContain('<html lang="en"');
  });

  it('sends the drawn page again for a while instead of drawing it for every visitor', async () => {
    const again = await t.app.inject({ url: '/help/baggage', headers: { cookie: 'x=1' } });
    expect(again.body).toContain('<h1>Багаж и жидкости</h1><p>render 1 in EUR</p>');
  });

  it("draws the page in the visitor's currency: the cookie the app keeps, else the host's (RUB on .ru)", async () => {
    const chosen = await t.app.inject({
      url: '/help/baggage',
      headers: { cookie: 'CharterDesk.Currency=TRY' },
    });
    expect(chosen.body).toContain(
      'data-prerendered="ru" data-currency="TRY"><main><h1>Багаж и жидкости</h1><p>render 3 in TRY',
    );
    const host = await t.app.inject({ url: '/help/baggage', headers: { host: 'charterdesk.ru' } });
    expect(host.body).toMatch(/data-currency="RUB"><main><h1>Багаж и жидкости<\/h1><p>render 4 in RUB/);
    // not a currency: the host's
    const wrong = await t.app.inject({
      url: '/help/baggage',
      headers: { cookie: 'CharterDesk.Currency=XXX' },
    });
    expect(wrong.body).toContain('<p>render 1 in EUR</p>');
  });

  it('falls back to the article HTML when the page has other parameters or the renderer fails', async () => {
    // the app would not start as drawn (?tab=, another currency…): the crawler article, as before
    const withParameter = await t.app.inject({ url: '/help/baggage?utm_source=mail' });
    expect(withParameter.statusCode).toBe(200);
    expect(withParameter.body).not.toContain('data-prerendered');
    expect(withParameter.body).toMatch(/<div id="root"><main[^>]*><article[^>]*><h1>/);
    expect(withParameter.body).toContain('modulepreload');

    const failed = await t.app.inject({ url: '/help/baggage?locale=tr' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).not.toContain('data-prerendered');
    expect(failed.body).toMatch(/<html lang="tr"[\s\S]*<div id="root"><main[^>]*><article[^>]*><h1>/);
  });
});
