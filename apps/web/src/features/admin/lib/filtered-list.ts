import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListState, listStateToParams, parseListState } from './list-params';

/**
 * The list state of list-params plus extra string filters (reason, from, to) in the same URL, so a tab,
 * a reload or the back button keep them too. Changing anything but the page starts from page 1.
 */
export function useFilteredListState<E extends string>(
  sortColumns: readonly string[],
  extraKeys: readonly E[],
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the state
  const state = useMemo(() => {
    const extras = Object.fromEntries(extraKeys.map((k) => [k, searchParams.get(k)?.trim() ?? ''])) as Record<
      E,
      string
    >;
    return { ...parseListState(searchParams, sortColumns), ...extras };
  }, [key, sortColumns, extraKeys]);
  const update = useCallback(
    (patch: Partial<ListState & Record<E, string>>) => {
      const resetsPage = Object.keys(patch).some((k) => k !== 'page');
      const next = { ...state, ...(resetsPage ? { page: 1 } : {}), ...patch };
      const params = listStateToParams(next);
      for (const k of extraKeys) if (next[k]) params.set(k, next[k]);
      setSearchParams(params, { replace: true });
    },
    [state, setSearchParams, extraKeys],
  );
  return [state, update] as const;
}
