import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo } from 'react';

interface StartedSignal {
  onStarted?: () => void;
  /** a layout hydrates its parts in later commits and says itself when the last one is on screen */
  deferred: boolean;
}

const StartedContext = createContext<StartedSignal>({ deferred: false });

/** Says the app has started when its first commit is on screen, unless a layout below took that over. */
function RootStarted() {
  const signal = useContext(StartedContext);
  useLayoutEffect(() => {
    if (!signal.deferred) signal.onStarted?.();
  }, [signal]);
  return null;
}

/** Calls `onStarted` once the app's first render is on screen: the whole of it, hydrated or drawn. */
export function StartedSignalProvider({
  onStarted,
  children,
}: {
  onStarted?: () => void;
  children: ReactNode;
}) {
  const signal = useMemo<StartedSignal>(() => ({ onStarted, deferred: false }), [onStarted]);
  return (
    <StartedContext.Provider value={signal}>
      {children}
      <RootStarted />
    </StartedContext.Provider>
  );
}

/**
 * For a layout whose parts hydrate in commits after the first (nested Suspense boundaries): it renders
 * `<Started />` inside its innermost boundary, so the app counts as started, and the server's markup as no
 * longer waiting (drawn-page.ts), only once every part has hydrated. A part hydrated later that read
 * "started" would draw what only the browser knows over the server's markup.
 */
export function useDeferredStart(): void {
  // set while rendering, before any commit's effects: RootStarted's layout effect then finds it
  useContext(StartedContext).deferred = true;
}

/** Placed in a layout's innermost boundary (see useDeferredStart). */
export function Started() {
  const signal = useContext(StartedContext);
  useLayoutEffect(() => {
    signal.onStarted?.();
  }, [signal]);
  return null;
}
