import { afterEach, describe, expect, it } from 'vitest';
import { drawnScreen, drawnWithCookieNotice, drawPageFor, whenServerMarkupSettled } from './drawn-page';

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

  it('waits for the app to take over the server markup before it says so', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered="ru"></div>';
    let settled = false;
    const waiting = whenServerMarkupSettled().then(() => {
      settled = true;
    });
    document.getElementById('root')?.setAttribute('data-screen', 'phone');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    document.getElementById('root')?.removeAttribute('data-prerendered');
    await waiting;
    expect(settled).toBe(true);
    // a page drawn in the browser has nothing to wait for
    await expect(whenServerMarkupSettled()).resolves.toBeUndefined();
  });
});
