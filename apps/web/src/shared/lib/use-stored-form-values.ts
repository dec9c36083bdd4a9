import { startTransition, useEffect, useState } from 'react';
import { drawingOnServer, serverMarkupPending } from './drawn-page';

/**
 * The values a search form starts with: those this visit stored (sessionStorage), else the defaults. The server
 * cannot see the browser's storage, so a form it drew (the home page's) is drawn and hydrated with the defaults,
 * and only then drawn anew with the stored values, when there are any: `key` changes, so the form starts again
 * with them. A form the browser draws by itself starts with the stored values at once.
 */
export function useStoredFormValues<T>(loadStored: () => T | null, defaults: T): { values: T; key: string } {
  const [start] = useState(() => {
    // read now, before the form's own effects store what it starts with
    const stored = loadStored();
    const asDrawn = drawingOnServer() || serverMarkupPending();
    return { values: asDrawn ? defaults : (stored ?? defaults), restore: asDrawn ? stored : null };
  });
  const [restored, setRestored] = useState<T | null>(null);
  useEffect(() => {
    const { restore } = start;
    // in slices, after the page has started: a visitor back on the home page sees the last search soon after
    if (restore) startTransition(() => setRestored(restore));
  }, [start]);
  return restored ? { values: restored, key: 'stored' } : { values: start.values, key: 'start' };
}
