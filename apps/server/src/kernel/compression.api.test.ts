import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** A web build as the real one is laid out: a hashed asset with the .br and .gz the build writes next to it. */
function webDist(): { dir: string; asset: string; body: Buffer } {
  // in a folder of its own: the page renderer looks for a server build beside it (../dist-ssr)
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'charterdesk-compress-')), 'dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="ru"><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  const body = Buffer.from(
    `export const routes = ${JSON.stringify(Array.from({ length: 2000 }, (_, i) => `/route/${i}`))};\n`,
  );
  // the home page as the web build prerenders it (apps/web/scripts/prerender.mjs), in two languages
  mkdirSync(path.join(dir, 'prerendered'));
  for (const lng of ['ru', 'en']) {
    const hero = lng === 'ru' ? 'Чартерные рейсы' : 'Charter flights';
    const filler = Array.from({ length: 300 }, (_, i) => `<li class="m_1b7284a3">${hero} ${i}</li>`).join('');
    writeFileSync(path.join(dir, 'prerendered', `home.${lng}.html`), `<h1>${hero}</h1><ul>${filler}</ul>`);
  }
  writeFileSync(
    path.join(dir, 'prerendered', 'routes.json'),
    JSON.stringify({
      routes: [
        {
          paths: ['/flightSearch/*'],
          head: {
            ru: '<link rel="modulepreload" crossorigin href="/assets/results-ru.js">',
            en: '<link rel="modulepreload" crossorigin href="/assets/results-en.js">',
          },
        },
      ],
      startup: { ru: '<link rel="modulepreload" crossorigin href="/assets/common-ru.js">' },
    }),
  );
  writeFileSync(
    path.join(dir, 'prerendered', 'home.head.html'),
    '<link rel="stylesheet" crossorigin href="/assets/home-page-Xy12.css">',
  );
  const asset = 'index-Ab12Cd34.js';
  writeFileSync(path.join(dir, 'assets', asset), body);
  writeFileSync(path.join(dir, 'assets', `${asset}.br`), brotliCompressSync(body));
  writeFileSync(path.join(dir, 'assets', `${asset}.gz`), gzipSync(body));
  return { dir, asset, body };
}

describe('compressed answers', () => {
  let t: TestApp;
  const dist = webDist();
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false }, env: { WEB_DIST_DIR: dist.dir } });
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) =>
    t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed asset precompressed, with Vary and its one-year cache, or plain when not accepted', async () => {
    const br = await get(`/assets/${dist.asset}`, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).equals(dist.body)).toBe(true);

    const gz = await get(`/assets/${dist.asset}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(dist.body)).toBe(true);

    const plain = await get(`/assets/${dist.asset}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(dist.body)).toBe(true);
  });

  it('compresses a large JSON answer when accepted, and leaves a small one alone', async () => {
    const doc = await get('/swagger/json', 'gzip');
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('gzip');
    expect(String(doc.headers.vary)).toMatch(/accept-encoding/i);
    const parsed = JSON.parse(gunzipSync(doc.rawPayload).toString('utf8'));
    expect(Object.keys(parsed.paths).length).toBeGreaterThan(100);

    const api = await get('/api/services/app/Transfer/GetTransferPlaces', 'br');
    expect(api.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(api.rawPayload).toString('utf8')).success).toBe(true);

    const small = await get('/health', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });

  it('sends the prerendered home page compressed, in the language of ?locale= or else of the culture cookie', async () => {
    const first = await get('/', 'gzip, br');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    const ru = brotliDecompressSync(first.rawPayload).toString('utf8');
    expect(ru).toContain('<div id="root" data-prerendered="ru" data-currency="EUR"><h1>Чартерные рейсы</h1>');
    expect(first.headers['content-language']).toBe('ru');
    // the stylesheets of the page's own chunks come with it, in <head>
    expect(ru).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/home-page-Xy12.css">[\s\S]*<\/head>/,
    );
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);

    const chosen = await t.app.inject({
      url: '/',
      headers: { 'accept-encoding': 'gzip', cookie: 'Abp.Localization.CultureName=en' },
    });
    expect(chosen.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(chosen.rawPayload).toString('utf8')).toContain(
      '<div id="root" data-prerendered="en" data-currency="EUR"><h1>Charter flights</h1>',
    );

    // ?locale= wins over the cookie, strictly as the app reads it: `en-US` is not a language, so ru
    const asked = await t.app.inject({
      url: '/?locale=en-US',
      headers: { cookie: 'Abp.Localization.CultureName=en' },
    });
    expect(asked.body).toContain('data-prerendered="ru"');

    // a language the build did not prerender gets the crawler article, which the app replaces
    const tr = await get('/?locale=tr');
    expect(tr.body).not.toContain('data-prerendered');
    expect(tr.body).toMatch(/<div id="root"><main><h1>/);
  });

  it("announces what a page's route loads, in its language, in the HTML of the page", async () => {
    const results = await get('/flightSearch/4f2c?locale=en', 'gzip');
    expect(results.statusCode).toBe(200);
    expect(results.headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(results.rawPayload).toString('utf8');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/results-en.js">\s*<\/head>/);
    expect(html).toContain('<html lang="en"');
    expect(html).not.toContain('results-ru.js');

    // any letter case, as the app's router; the language chosen before, from the cookie
    const chosen = await t.app.inject({
      url: '/FLIGHTSEARCH/4f2c',
      headers: { cookie: 'Abp.Localization.CultureName=ru' },
    });
    expect(chosen.body).toContain('results-ru.js');

    // a path without a route of its own still gets the frame's texts; the prerendered home none of them
    expect((await get('/no-such-page')).body).toContain('common-ru.js');
    expect((await get('/')).body).not.toContain('common-ru.js');
  });
});
