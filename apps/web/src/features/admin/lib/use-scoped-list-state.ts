import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListState } from './list-params';
import { readScopedListState, withParams, writeScopedListState } from './scoped-list-params';

/**
 * Like `useListState`, for pages with more than one list or extra URL filters: the list's state lives
 * under `prefix` and every other key of the query string (another list, `country`, `city`) is kept.
 */
export function useScopedListState(prefix: string, sortColumns: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the state
  const state = useMemo(
    () => readScopedListState(searchParams, prefix, sortColumns),
    [key, prefix, sortColumns],
  );
  const update = useCallback(
    (patch: Partial<ListState>) => {
      // any change but paging starts again from the first page
      const resetsPage = Object.keys(patch).some((k) => k !== 'page');
      const next = { ...state, ...(resetsPage ? { page: 1 } : {}), ...patch };
      setSearchParams((current) => writeScopedListState(current, prefix, next), { replace: true });
    },
    [state, prefix, setSearchParams],
  );
  return [state, update] as const;
}

/** A plain query-string value (e.g. `city`) with a setter that keeps every other key. */
export function useUrlParam(name: string, options: { resetPrefixes?: readonly string[] } = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = searchParams.get(name) ?? '';
  const { resetPrefixes } = options;
  const set = useCallback(
    (next: string, extra: Record<string, string> = {}) =>
      setSearchParams(
        (current) => {
          const params = withParams(current, { [name]: next, ...extra });
          // a new value starts the lists that depend on it afresh
          for (const prefix of resetPrefixes ?? []) {
            for (const key of [...params.keys()]) {
              if (['q', 'active', 'sort', 'page', 'size'].some((k) => key === prefix + k)) params.delete(key);
            }
          }
          return params;
        },
        { replace: true },
      ),
    [name, resetPrefixes, setSearchParams],
  );
  return [value, set] as const;
}
