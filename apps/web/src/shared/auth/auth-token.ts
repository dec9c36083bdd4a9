import { AUTH_TOKEN_KEY } from '../api/api-client';
import { type StorageKind, writeStorage } from '../lib/storage';

function removeStored(key: string, kind: StorageKind): void {
  try {
    (kind === 'local' ? window.localStorage : window.sessionStorage).removeItem(key);
  } catch {
    // storage disabled: nothing was stored
  }
}

/**
 * "Remember me" keeps the token in localStorage, else in sessionStorage (closed with the tab); the
 * api client reads both, localStorage first, so the other copy is removed.
 */
export function storeAuthToken(token: string, remember: boolean): void {
  removeStored(AUTH_TOKEN_KEY, remember ? 'session' : 'local');
  writeStorage(AUTH_TOKEN_KEY, token, remember ? 'local' : 'session');
}

/** Replaces the token where the current one is kept (a password change answers a new one). */
export function replaceAuthToken(token: string): void {
  let remembered = false;
  try {
    remembered = window.localStorage.getItem(AUTH_TOKEN_KEY) !== null;
  } catch {
    remembered = false;
  }
  storeAuthToken(token, remembered);
}

export function clearAuthToken(): void {
  removeStored(AUTH_TOKEN_KEY, 'local');
  removeStored(AUTH_TOKEN_KEY, 'session');
}
