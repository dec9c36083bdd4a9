import { useCallback, useSyncExternalStore } from 'react';
import { drawnScreen, type ScreenGuess } from './drawn-page';

/** The width the server assumes for each kind of screen, in CSS pixels. */
const GUESSED_WIDTH: Record<ScreenGuess, number> = { phone: 375, desktop: 1280 };

/** A `(min-width: …)` or `(max-width: …)` query (em, rem or px) against an assumed width; any other query is false. */
export function matchesWidth(query: string, width: number): boolean {
  const match = /^\(\s*(min|max)-width:\s*([\d.]+)(em|rem|px)\s*\)$/.exec(query.trim());
  if (!match) return false;
  const [, bound, value, unit] = match;
  const px = Number(value) * (unit === 'px' ? 1 : 16);
  return bound === 'min' ? width >= px : width <= px;
}

/**
 * Whether the media query matches, read while rendering (no second render to correct a guess). A page
 * the server drew is hydrated with the answer the server gave for the screen it guessed, so both draw the
 * same markup; React then draws it again with the real screen's answer where the guess was wrong.
 */
export function useMatchMedia(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => matchesWidth(query, GUESSED_WIDTH[drawnScreen()]),
  );
}
