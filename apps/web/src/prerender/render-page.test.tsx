import { describe, expect, it } from 'vitest';
import enHome from '../locales/en/home.json';
import ruHome from '../locales/ru/home.json';
import trHome from '../locales/tr/home.json';
import { renderPage } from './render-page';

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
