import { type CSSProperties, useEffect, useSyncExternalStore } from 'react';

/**
 * What a page pins to the bottom of the window (the results' selection bar, the cookie banner), by the height it
 * takes there, so that whatever else floats or scrolls there keeps clear of it (scroll-to-top, the page's end).
 *
 * The heights go to the elements that use them, not to a custom property on <html>: a custom property inherits,
 * so setting one on the root restyles every element of the page (the results page: about 930 elements, 30 ms on a
 * phone, twice as it started: once for the bar, once for the banner).
 */
export type BottomOverlay = 'bottomBar' | 'cookieBanner';
export type BottomOverlayHeights = Readonly<Record<BottomOverlay, number>>;

const NONE: BottomOverlayHeights = { bottomBar: 0, cookieBanner: 0 };

let heights: BottomOverlayHeights = NONE;
const listeners = new Set<() => void>();

/** Publishes the height (px) an overlay now takes at the bottom of the window; 0 when it is gone. */
export function setBottomOverlayHeight(overlay: BottomOverlay, px: number): void {
  const value = Math.max(0, Math.round(px));
  if (heights[overlay] === value) return;
  heights = { ...heights, [overlay]: value };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The heights the bottom overlays take now (none while the page hydrates: the server cannot know them). */
export function useBottomOverlayHeights(): BottomOverlayHeights {
  return useSyncExternalStore(
    subscribe,
    () => heights,
    () => NONE,
  );
}

/**
 * The heights as the custom properties the stylesheets read (`--cd-bottom-bar-height`, `--cd-cookie-banner-height`),
 * for the inline style of the element that reads them: only that element and its own children are restyled.
 * A height of 0 is left out (the stylesheets fall back to 0).
 */
export function bottomOverlayVars(current: BottomOverlayHeights): CSSProperties {
  const vars: Record<string, string> = {};
  if (current.bottomBar > 0) vars['--cd-bottom-bar-height'] = `${current.bottomBar}px`;
  if (current.cookieBanner > 0) vars['--cd-cookie-banner-height'] = `${current.cookieBanner}px`;
  return vars as CSSProperties;
}

/**
 * Keeps an overlay's published height equal to `element`'s (plus `gapPx`, its distance from the window's edge): a
 * ResizeObserver reports the size after the browser's
 * own layout (read as the page starts, the height would force a layout of the whole page), and 0 once it stops.
 */
export function publishBottomOverlayHeight(
  overlay: BottomOverlay,
  element: HTMLElement,
  gapPx = 0,
): () => void {
  const publish = () => setBottomOverlayHeight(overlay, element.offsetHeight + gapPx);
  if (typeof ResizeObserver === 'undefined') {
    publish();
    return () => setBottomOverlayHeight(overlay, 0);
  }
  const observer = new ResizeObserver(publish);
  observer.observe(element);
  return () => {
    observer.disconnect();
    setBottomOverlayHeight(overlay, 0);
  };
}

/** Room between a field the browser scrolled to and the overlay under it. */
const SCROLL_CLEARANCE_PX = 8;

/**
 * Keeps what the browser scrolls to clear of the bottom overlays: a field focused by Tab or by a form's first
 * error, a link's target, ends above them instead of behind them (the cookie banner takes a quarter of a phone's
 * screen). `scroll-padding` is not inherited, so setting it on <html> restyles <html> alone. Answers the height
 * all the overlays take together.
 */
export function useScrollPaddingForBottomOverlays(): number {
  const { bottomBar, cookieBanner } = useBottomOverlayHeights();
  const total = bottomBar + cookieBanner;
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = total > 0 ? `${total + SCROLL_CLEARANCE_PX}px` : '';
  }, [total]);
  return total;
}
