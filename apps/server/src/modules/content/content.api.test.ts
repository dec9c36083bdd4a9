import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// a CommonJS function whose types declare an ES default export: required, so both agree
const robotsParser = createRequire(import.meta.url)(
  'robots-parser',
) as typeof import('robots-parser').default;

describe('content pages, server rendering and sitemap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: { flights: false } });
  });
  afterAll(() => t.close());

  it('serves a help article in each language', async () => {
    const titles = new Set<string>();
    for (const culture of ['ru', 'en', 'tr']) {
      const res = await t.app.inject({
        url: '/api/services/app/Content/GetPage?Slug=help/baggage',
        headers: { 'accept-language': culture },
      });
      expect(res.statusCode).toBe(200);
      const page = res.json().result;
      expect(page.html).toContain('<h2');
      expect(page.html).toContain('100');
      titles.add(page.title);
    }
    expect(titles.size).toBe(3);
  });

  it('answers 404 for an unknown page and 400 for a path-like slug', async () => {
    expect((await t.app.inject('/api/services/app/Content/GetPage?Slug=help/nope')).statusCode).toBe(404);
    expect((await t.app.inject('/api/services/app/Content/GetPage?Slug=../../etc/passwd')).statusCode).toBe(
      400,
    );
  });

  it('fills the legal page with the agency figures', async () => {
    const res = await t.app.inject({
      url: '/api/services/app/Content/GetPage?Slug=legal',
      headers: { 'accept-language': 'en' },
    });
    const { html } = res.json().result;
    expect(html).toContain('CharterDesk Turizm Seyahat Acentas');
    expect(html).toContain('TÜRSAB A-14827');
    expect(html).not.toContain('{{');
  });

  it('lists help articles for the instant search, with plain text', async () => {
    const res = await t.app.inject({
      url: '/api/services/app/Content/GetHelpArticles',
      headers: { 'accept-language': 'tr' },
    });
    const items = res.json().result.items as { slug: string; text: string }[];
    expect(items.length).toBeGreaterThanOrEqual(18);
    const baggage = items.find((i) => i.slug === 'baggage');
    expect(baggage?.text.toLowerCase()).toContain('bagaj');
    expect(baggage?.text).not.toContain('##');
  });

  it('renders a public page as real HTML with title, description, canonical and hreflang links', async () => {
    const res = await t.app.inject('/help/baggage?locale=tr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<html lang="tr"');
    expect(html).toMatch(/<title>CharterDesk -- [^<]+<\/title>/);
    expect(html).toContain('100 ml');
    expect(html).toContain('hreflang="ru" href="http://localhost:3000/help/baggage"');
    expect(html).toContain('hreflang="en" href="http://localhost:3000/help/baggage?locale=en"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('rel="canonical" href="http://localhost:3000/help/baggage?locale=tr"');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('renders the home and help index pages and leaves app-only pages to the client', async () => {
    expect((await t.app.inject('/')).body).toContain('<main><h1>');
    expect((await t.app.inject('/help?locale=en')).body).toContain('/help/baggage?locale=en');
    const app = await t.app.inject('/flightSearch/abc');
    expect(app.body).toContain('<div id="root"></div>');
  });

  it('lists every public page in each language in sitemap.xml', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of ['/help/baggage', '/privacy', '/faq', '/aboutUs']) {
      expect(res.body).toContain(`<loc>http://localhost:3000${path}</loc>`);
      expect(res.body).toContain(`<loc>http://localhost:3000${path}?locale=tr</loc>`);
    }
    expect((await t.app.inject('/robots.txt')).body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('lets crawlers into the public pages and the back office sign-in, and keeps them out of the rest of /admin and the API', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.headers['content-type']).toContain('text/plain');
    const robots = robotsParser('http://localhost:3000/robots.txt', res.body);
    for (const path of ['/', '/help/baggage', '/cities/AYT', '/admin/login'])
      expect(robots.isAllowed(`http://localhost:3000${path}`, 'Googlebot'), path).toBe(true);
    for (const path of ['/admin', '/admin/users', '/admin/orders/1', '/api/services/app/Order/GetAll'])
      expect(robots.isAllowed(`http://localhost:3000${path}`, 'Googlebot'), path).toBe(false);
  });
});
