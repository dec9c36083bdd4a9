import type { MemberProfile } from '@charterdesk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getStoredAuthToken } from '../api/api-client';
import { isApiError } from '../api/api-error';
import { logOut, memberKeys, profileQuery } from '../api/member-api';
import { logout } from '../api/session';
import { clearAuthToken } from './auth-token';

// Sign-in and sign-out happen in this tab; other tabs learn of them through the storage event.
const listeners = new Set<() => void>();
export function notifyAuthChanged(): void {
  for (const l of listeners) l();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The signed-in member (a customer account) of this browser, if any. */
export function useMember(): { profile: MemberProfile | undefined; isSignedIn: boolean; isLoading: boolean } {
  const token = useSyncExternalStore(subscribe, getStoredAuthToken, () => null);
  const query = useQuery({ ...profileQuery(), enabled: Boolean(token) });
  // a stale token (signed out elsewhere, password changed) or a staff one: forget it quietly
  const refused = isApiError(query.error) && (query.error.status === 401 || query.error.status === 403);
  useEffect(() => {
    if (refused) {
      clearAuthToken();
      notifyAuthChanged();
    }
  }, [refused]);
  return {
    profile: token && !refused ? query.data : undefined,
    isSignedIn: Boolean(token && query.data && !refused),
    isLoading: Boolean(token) && query.isPending && !refused,
  };
}

/**
 * Signs out: the server refuses the token from now on, then local and session storage are cleared
 * (spec §4; the interface language stays) and the app restarts on the home page.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logOut().catch(() => undefined);
    queryClient.removeQueries({ queryKey: memberKeys.all });
    logout();
  }, [queryClient]);
}
