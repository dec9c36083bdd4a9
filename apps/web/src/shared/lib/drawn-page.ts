import type { Currency } from '@charterdesk/domain';
import { startTransition, useEffect, useState } from 'react';

/**
 * What a page drawn by the server (src/prerender/render-page.tsx) was drawn for, beyond its language: the
 * app's first render must match it, so that it hydrates that page instead of drawing it again. On the
 * server it is the renderer's current request; in the browser, the marks on the drawn page's #root.
 */
export interface DrawnFor {
  currency: Currency;
  /** the screen the user agent suggests, which the layout's media queries answer for while hydrating */
  screen: ScreenGuess;
  /** with the cookie notice (the visitor's cookies hold no OK to it) */
  cookieNotice: boolean;
}

/** The screens the server draws a page for, told apart by the browser's user agent. */
export type ScreenGuess = 'phone' | 'desktop';

let drawing: DrawnFor | undefined;
let drewNothingHere = false;

/** The server renderer draws a page for this visitor (undefined between renders; never set in the browser). */
export function drawPageFor(visitor: DrawnFor | undefined): void {
  drawing = visitor;
  drewNothingHere = false;
}

/**
 * Said by the not-found page while the server draws it, so the page goes out with status 404 (crawlers and
 * caches learn from the status, not the words). The only thing a render tells the renderer this way: the
 * not-found page is drawn by routes of every kind (an unknown path, an article or a city that does not exist).
 */
export function sayNothingHere(): void {
  if (drawing) drewNothingHere = true;
}

/** Whether the page the server just drew was the not-found page. */
export const drewNotFound = (): boolean => drewNothingHere;

/** Whether this render is the server's (a page drawn for a visitor, or the build's prerender). */
export const drawingOnServer = (): boolean => drawing !== undefined || typeof window === 'undefined';

/** The currency the server draws the current page in; undefined in the browser. */
export function serverDrawingCurrency(): Currency | undefined {
  return drawing?.currency;
}

const rootMarks = () =>
  typeof document === 'undefined' ? undefined : document.getElementById('root')?.dataset;

/** The screen the page was drawn for (apps/server: `data-screen`); a page the build prerendered, a phone's. */
export function drawnScreen(): ScreenGuess {
  if (drawing) return drawing.screen;
  return rootMarks()?.screen === 'desktop' ? 'desktop' : 'phone';
}

/** Whether the page as the server drew it had the cookie notice (`data-cookie-notice`); the build's, none. */
export function drawnWithCookieNotice(): boolean {
  if (drawing) return drawing.cookieNotice;
  return rootMarks()?.cookieNotice === 'shown';
}

/**
 * Whether the server's markup in #root is still waiting for the app: main.tsx removes `data-prerendered` once
 * the app's first render is on screen (hydrated, or drawn again).
 */
export const serverMarkupPending = (): boolean => rootMarks()?.prerendered !== undefined;

/** Resolves once the server's markup in #root is no longer waiting for the app (at once when it is not). */
export function whenServerMarkupSettled(): Promise<void> {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  if (!root || !serverMarkupPending()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (serverMarkupPending()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-prerendered'] });
  });
}

/**
 * False while React hydrates a page the server drew (and on the server), true otherwise: what only the
 * browser knows (its storage, its clock's zone) is read once this is true, so hydration sees what the
 * server saw. After hydration it turns true in a transition, drawn in slices between which a phone answers
 * taps: an external store's change (useSyncExternalStore) would draw the whole page again in one task
 * (the results page: about 45 ms, 180 ms of Lighthouse's total blocking time at its 4× slower CPU).
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(() => !drawingOnServer() && !serverMarkupPending());
  useEffect(() => {
    if (!inBrowser) startTransition(() => setInBrowser(true));
  }, [inBrowser]);
  return inBrowser;
}
