import { type ListState, listStateToParams, parseListState } from './list-params';

/**
 * A page with two lists (cities and their districts) or extra filters keeps each list's state under its
 * own prefix (`dq`, `dsort`, `dpage`…) in one query string; writing one list leaves every other key alone.
 */
export function readScopedListState(
  params: URLSearchParams,
  prefix: string,
  sortColumns: readonly string[],
): ListState {
  const own = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.startsWith(prefix) && key.length > prefix.length) own.set(key.slice(prefix.length), value);
  }
  return parseListState(own, sortColumns);
}

/** The query string with the list's keys replaced by `state` (defaults omitted) and others kept. */
export function writeScopedListState(
  params: URLSearchParams,
  prefix: string,
  state: ListState,
): URLSearchParams {
  const next = new URLSearchParams();
  const ownKeys = ['q', 'active', 'sort', 'page', 'size'].map((k) => prefix + k);
  for (const [key, value] of params) if (!ownKeys.includes(key)) next.append(key, value);
  for (const [key, value] of listStateToParams(state)) next.set(prefix + key, value);
  return next;
}

/** Sets (or with '' removes) plain keys such as `country` and `city`, keeping the rest. */
export function withParams(params: URLSearchParams, patch: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
