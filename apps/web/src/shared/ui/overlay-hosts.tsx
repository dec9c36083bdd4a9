import type { modals as ModalsApi } from '@mantine/modals';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { serverMarkupPending, whenServerMarkupSettled } from '../lib/drawn-page';
import scrollToTopClasses from './scroll-to-top.module.css';

/*
 * Mantine's modals manager and notification stack, mounted beside the app rather than around it and
 * loaded as their own chunk: Modal (with ScrollArea, focus trap, scroll lock, transitions) is ~20 kB
 * gzip that a first page does not need before it paints. Notifications keep their queue in a store, so
 * one shown before the stack mounts still appears; modals travel as window events, which the provider
 * only hears once mounted: the app opens them with `openModal` / `openConfirmModal`, which wait for it
 * (and keep @mantine/modals out of the first load: a static import there would pull it all in).
 */

let markReady: (() => void) | undefined;
let ready: Promise<void> | undefined;
let listening = false;

/** The promise `openModal` waits on, kept by the provider's first mount. */
function expectModalsProvider(): void {
  ready ??= new Promise((resolve) => {
    markReady = () => {
      listening = true;
      resolve();
    };
  });
}

/** Resolves once the modals manager listens; at once when no lazy host is in the tree (unit tests). */
export function whenModalsReady(): Promise<void> {
  return ready ?? Promise.resolve();
}

type ModalSettings = Parameters<typeof ModalsApi.open>[0];
type ConfirmModalSettings = Parameters<typeof ModalsApi.openConfirmModal>[0];

/** `modals.open` once the manager listens. */
export async function openModal(settings: ModalSettings): Promise<void> {
  const [{ modals }] = await Promise.all([import('@mantine/modals'), whenModalsReady()]);
  modals.open(settings);
}

/** `modals.openConfirmModal` once the manager listens (a page may be clicked before it has mounted). */
export async function openConfirmModal(settings: ConfirmModalSettings): Promise<void> {
  const [{ modals }] = await Promise.all([import('@mantine/modals'), whenModalsReady()]);
  modals.openConfirmModal(settings);
}

const LazyModalsProvider = lazy(async () => {
  const { ModalsProvider } = await import('@mantine/modals');
  function ReadyModalsProvider() {
    useEffect(() => markReady?.(), []);
    return <ModalsProvider />;
  }
  return { default: ReadyModalsProvider };
});

const LazyNotifications = lazy(async () => {
  const { Notifications } = await import('@mantine/notifications');
  return { default: Notifications };
});

/**
 * The hosts mount once a page the server drew has hydrated. The notification stack writes its store as it
 * mounts, and a store's change (useSyncExternalStore) while React hydrates made it finish the whole page in one
 * task (the results page: 250–400 ms on Lighthouse's phone). The boundary is there from the start, as the server
 * drew it; a notification shown before holds in the store, and a modal waits for `whenModalsReady`.
 */
export function OverlayHosts() {
  expectModalsProvider();
  useEffect(() => {
    expectModalsProvider();
    return () => {
      // A host gone before its provider listened (a page left at once; a test's render) would leave every
      // later `openModal` waiting on a promise nobody keeps.
      if (!listening) {
        ready = undefined;
        markReady = undefined;
      }
    };
  }, []);
  const [mounted, setMounted] = useState(() => !serverMarkupPending());
  useEffect(() => {
    if (mounted) return;
    let live = true;
    void whenServerMarkupSettled().then(() => {
      if (live) startTransition(() => setMounted(true));
    });
    return () => {
      live = false;
    };
  }, [mounted]);
  return (
    <Suspense fallback={null}>
      {mounted ? (
        <>
          <LazyModalsProvider />
          <LazyNotifications position="bottom-right" className={scrollToTopClasses.toastsClear} />
        </>
      ) : null}
    </Suspense>
  );
}
