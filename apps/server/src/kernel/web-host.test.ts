import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { injectPage } from './web-host.js';

// Server rendering edits the web app's index.html in place: this fails if its markers change.
const realTemplate = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');

describe('injectPage', () => {
  const page = {
    lang: 'en',
    title: 'CharterDesk -- Baggage & liquids',
    description: 'Bags "and" <liquids>',
    canonicalUrl: 'https://example.com/help/baggage?locale=en',
    alternates: [{ hreflang: 'ru', url: 'https://example.com/help/baggage' }],
    bodyHtml: '<main><h1>Baggage</h1></main>',
  };

  it('puts language, title, one description, links and the body into the real index.html', () => {
    const html = injectPage(realTemplate, page);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<title>CharterDesk -- Baggage &#38; liquids</title>');
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('content="Bags &#34;and&#34; &#60;liquids&#62;"');
    expect(html).toContain('<link rel="canonical" href="https://example.com/help/baggage?locale=en" />');
    expect(html).toContain('<link rel="alternate" hreflang="ru" href="https://example.com/help/baggage" />');
    expect(html).toContain('<div id="root"><main><h1>Baggage</h1></main></div>');
  });
});
