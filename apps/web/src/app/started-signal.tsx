import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';

interface StartedSignal {
  onStarted?: () => void;
  /** a layout hydrates its parts in later commits and says itself when the last one is on screen */
  deferred: boolean;
}

const StartedContext = createContext<StartedSignal>({ deferred: false });

/**
 * Calls `onStarted` (when `enabled`) once the commit that put the caller on screen is there, and with it what
 * that commit's effects started to draw in a transition: what only the browser knows (useInBrowser: stored
 * drafts, the sign-in form's fields enabled). Its own transition is started after theirs (effects run children
 * first, and the callers come last), so the same render draws them all; from then on the page answers as it will.
 */
function useSayStarted(signal: StartedSignal, enabled: boolean): void {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    startTransition(() => setSettled(true));
  }, []);
  useLayoutEffect(() => {
    if (settled && enabled) signal.onStarted?.();
  }, [settled, enabled, signal]);
}

/** Says the app has started once its first render is on screen, unless a layout below took that over. */
function RootStarted() {
  const signal = useContext(StartedContext);
  useSayStarted(signal, !signal.deferred);
  return null;
}

/** Calls `onStarted` once the app's first render is on screen: the whole of it, hydrated or drawn, and settled. */
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

/** Placed in a layout's innermost boundary, last (see useDeferredStart). */
export function Started() {
  useSayStarted(useContext(StartedContext), true);
  return null;
}
