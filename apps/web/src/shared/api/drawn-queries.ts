import {
  type DehydratedState,
  hashKey,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { drawingOnServer, useInBrowser } from '../lib/drawn-page';

/** The queries the server drew the page with (its #app-state), by query hash; read once at start. */
const drawnAnswers = new Map<string, { ok: boolean; data: unknown }>();

/** Remembers which answers the page in #root was drawn with (main.tsx, as it restores them into the cache). */
export function rememberDrawnAnswers(state: DehydratedState): void {
  for (const query of state.queries) {
    const { status, data } = query.state;
    if (status === 'success' || status === 'error')
      drawnAnswers.set(query.queryHash, { ok: status === 'success', data });
  }
}

/**
 * useQuery for a part of the page that may hydrate after the page started (a later Suspense boundary of the
 * layout) and asks for data the server may have drawn it without (the home page is drawn at build time): an
 * answer that arrived meanwhile would not match the server's markup, so until the part has hydrated it sees
 * the query as the server drew it: answered with what the server had, else still loading. Then it sees the
 * query as it is, in a transition (useInBrowser).
 */
export function useDrawnQuery<TData, TKey extends QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey> & { queryKey: TKey },
): UseQueryResult<TData, Error> {
  const query = useQuery(options);
  const inBrowser = useInBrowser();
  if (inBrowser || drawingOnServer()) return query;
  const drawn = drawnAnswers.get(hashKey(options.queryKey));
  if (drawn) {
    return {
      ...query,
      data: drawn.ok ? (drawn.data as TData) : undefined,
      status: drawn.ok ? 'success' : 'error',
      isPending: false,
      isLoading: false,
      isSuccess: drawn.ok,
      isError: !drawn.ok,
      error: drawn.ok ? null : (query.error ?? new Error('the server could not read it')),
    } as UseQueryResult<TData, Error>;
  }
  return {
    ...query,
    data: undefined,
    status: 'pending',
    isPending: true,
    isLoading: true,
    isSuccess: false,
    isError: false,
    error: null,
  } as UseQueryResult<TData, Error>;
}
