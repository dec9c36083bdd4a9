import { afterEach, describe, expect, it } from 'vitest';
import { drawnScreen, drawnWithCookieNotice, drawPageFor } from './drawn-page';

describe('what a drawn page was drawn for', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    drawPageFor(undefined);
  });

  it('tells whether the page the server drew carried the notice, by the mark on #root', () => {
    document.body.innerHTML = '<div id="root" data-prerendered="ru"></div>';
    expect(drawnWithCookieNotice()).toBe(false);
    document.body.innerHTML = '<div id="root" data-prerendered="ru" data-cookie-notice="shown"></div>';
    expect(drawnWithCookieNotice()).toBe(true);
  });

  it('tells the screen by the mark on #root, a phone when there is none, and the renderer its own request', () => {
    document.body.innerHTML = '<div id="root" data-prerendered="ru"></div>';
    expect(drawnScreen()).toBe('phone');
    document.body.innerHTML = '<div id="root" data-prerendered="ru" data-screen="desktop"></div>';
    expect(drawnScreen()).toBe('desktop');
    drawPageFor({ currency: 'TRY', screen: 'phone', cookieNotice: true });
    expect(drawnScreen()).toBe('phone');
    expect(drawnWithCookieNotice()).toBe(true);
  });
});
