import { describe, expect, it } from 'vitest';
import enHome from '../locales/en/home.json';
import ruHome from '../locales/ru/home.json';
import trHome from '../locales/tr/home.json';
import { isAppPath, renderPage, renderRequest } from './render-page';

describe('renderPage (the prerendered home page)', () => {
  it('draws the home page as the app does, in each language, with the header and the search block', async () => {
    for (const [lng, home] of [
      ['en', enHome],
      ['tr', trHome],
      ['ru', ruHome],
    ] as const) {
      const html = await renderPage('/', lng);
      const doc = new DOMParser().parseFromString(`<div id="root">${html}</div>`, 'text/html');
      expect(doc.querySelector('h1')?.textContent).toBe(home.hero.title);
      // the app's layout around it, so that the app's first render replaces it without a shift
      expect(doc.querySelector('header')).not.toBeNull();
      expect(doc.querySelector('main#main-content')).not.toBeNull();
      expect(doc.querySelector('footer')).not.toBeNull();
      expect(doc.querySelector('[data-testid="home-search-tabs"]')).not.toBeNull();
    }
  });
});

/** The API as the server answers it in-process: the help article in the language the app asks in. */
function contentApi(seen: { url: string; language: string | null }[]): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    const language = new Headers(init?.headers).get('Accept-Language');
    seen.push({ url, language });
    if (!url.startsWith('/api/services/app/Content/GetPage?Slug=help%2Fbaggage'))
      return new Response(JSON.stringify({ success: false, error: { message: 'no' }, __abp: true }), {
        status: 404,
      });
    const title = language === 'en' ? 'Baggage & liquids' : 'Багаж и жидкости';
    const page = {
      slug: 'help/baggage',
      title,
      description: 'd',
      updated: null,
      html: `<p>${title}: 23 kg</p>`,
    };
    return new Response(JSON.stringify({ success: true, result: page, error: null, __abp: true }));
  };
}

const helpPage = (
  lng: 'en' | 'ru',
  currency: 'EUR' | 'RUB',
  seen: { url: string; language: string | null }[],
) => ({
  url: '/help/baggage',
  lng,
  currency,
  screen: 'phone' as const,
  cookieNotice: false,
  fetch: contentApi(seen),
});

describe('renderRequest (a page drawn for one request, with its data)', () => {
  it("draws a help article from the API's answer in the request's language and returns that data for the browser", async () => {
    const seen: { url: string; language: string | null }[] = [];
    for (const lng of ['en', 'ru'] as const) {
      const { markup, state, status } = await renderRequest(helpPage(lng, 'EUR', seen));
      const title = lng === 'en' ? 'Baggage & liquids' : 'Багаж и жидкости';
      expect(status).toBe(200);
      const doc = new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html');
      expect(doc.querySelector('main h1')?.textContent).toBe(title);
      expect(doc.querySelector('main article')?.textContent).toContain(`${title}: 23 kg`);
      // the query the page read, keyed as the browser's loader keys it, so hydration finds it
      const query = state.queries.find((q) => q.queryKey.join('/') === `content/page/${lng}/help/baggage`);
      expect((query?.state.data as { title: string } | undefined)?.title).toBe(title);
    }
    expect(seen.filter((s) => s.url.includes('GetPage')).map((s) => s.language)).toEqual(['en', 'ru']);
  });

  it('draws one request at a time, each with its own language and data', async () => {
    const seen: { url: string; language: string | null }[] = [];
    const [en, ru] = await Promise.all([
      renderRequest(helpPage('en', 'EUR', seen)),
      renderRequest(helpPage('ru', 'RUB', seen)),
    ]);
    expect(en.markup).toContain('<p>Baggage & liquids: 23 kg</p>');
    expect(en.markup).not.toContain('Багаж');
    expect(ru.markup).toContain('Багаж и жидкости: 23 kg');
    expect(ru.state.queries.every((q) => q.queryKey[2] === 'ru')).toBe(true);
  });
});

describe('renderRequest (the results page of a search that is gone)', () => {
  it('draws the page as gone, with the form, and sends the answer along for the browser', async () => {
    const gone: typeof fetch = async () =>
      new Response(
        JSON.stringify({
          success: false,
          error: { key: 'flights.search_expired', message: 'Search expired', details: 'Search again.' },
          __abp: true,
        }),
        { status: 409 },
      );
    const { markup, state, status } = await renderRequest({
      url: '/flightSearch/00000000-0000-4000-8000-000000000000',
      lng: 'en',
      currency: 'EUR',
      screen: 'phone',
      cookieNotice: false,
      fetch: gone,
    });
    const doc = new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html');
    expect(doc.querySelector('main h1')?.textContent).toBe('This search is no longer available');
    expect(doc.querySelector('[data-testid="search-gone"]')).not.toBeNull();
    // nothing is here any more, and the status says so to crawlers and caches
    expect(status).toBe(404);
    // the failed answer travels as JSON, its message and key with it (main.tsx revives it)
    const results = JSON.parse(JSON.stringify(state)).queries.find(
      (q: { queryKey: unknown[] }) => q.queryKey[1] === 'search',
    );
    expect(results?.state).toMatchObject({
      status: 'error',
      error: { key: 'flights.search_expired', message: 'Search expired', status: 409 },
    });
  });
});

describe('a page that is not there', () => {
  it('is drawn as the not-found page with status 404, for a path or an article; paths of the app are told apart', async () => {
    const noApi: typeof fetch = () => Promise.reject(new Error('no API'));
    const { markup, status } = await renderRequest({
      url: '/no/such-page',
      lng: 'tr',
      currency: 'EUR',
      screen: 'phone',
      cookieNotice: false,
      fetch: noApi,
    });
    expect(status).toBe(404);
    const doc = new DOMParser().parseFromString(`<div id="root">${markup}</div>`, 'text/html');
    expect(doc.querySelector('[data-testid="not-found"] h1')).not.toBeNull();
    expect(doc.querySelector('header')).not.toBeNull();

    // a route of the app's whose article does not exist draws the same page, with the same status
    const article = await renderRequest({ ...helpPage('en', 'EUR', []), url: '/help/no-such-article' });
    expect(article.status).toBe(404);
    expect(article.markup).toContain('data-testid="not-found"');
    expect((await renderRequest(helpPage('en', 'EUR', []))).status).toBe(200);

    for (const known of ['/help/baggage', '/flightSearch/abc?x=1', '/account/bookings', '/admin/nope', '/'])
      expect(await isAppPath(known), known).toBe(true);
    for (const unknown of ['/no/such-page', '/flightsearch-x', '/account/nope/deeper'])
      expect(await isAppPath(unknown), unknown).toBe(false);
  });
});
