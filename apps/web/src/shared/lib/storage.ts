/**
 * Web Storage access that never throws: storage can be missing (server rendering), disabled by the
 * user or full (Safari private mode), and none of that may break the page.
 */
export type StorageKind = 'local' | 'session';

function getStorage(kind: StorageKind): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(key: string, kind: StorageKind = 'local'): string | null {
  try {
    return getStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, kind: StorageKind = 'local'): void {
  try {
    getStorage(kind)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the preference just won't survive a reload.
  }
}

export function clearStorage(kind: StorageKind): void {
  try {
    getStorage(kind)?.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
