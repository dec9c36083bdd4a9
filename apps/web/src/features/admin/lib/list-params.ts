import { DEFAULT_PAGE_SIZE } from '@charterdesk/domain';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

export type ActiveFilter = '' | 'true' | 'false';
export type SortDirection = 'asc' | 'desc';

export interface Sort {
  column: string;
  direction: SortDirection;
}

/** The state of a list page, kept in the URL so the tab, reload and the back button keep it. */
export interface ListState {
  keyword: string;
  active: ActiveFilter;
  sort: Sort | null;
  /** 1-based */
  page: number;
  size: number;
}

/** `UserName desc` → `{ column: 'UserName', direction: 'desc' }`; only whitelisted columns. */
export function parseSort(value: string | null, columns: readonly string[]): Sort | null {
  if (!value) return null;
  const [column = '', direction = 'asc'] = value.trim().split(/\s+/);
  const known = columns.find((c) => c.toLowerCase() === column.toLowerCase());
  if (!known) return null;
  const dir = direction.toLowerCase();
  if (dir !== 'asc' && dir !== 'desc') return null;
  return { column: known, direction: dir };
}

/** ABP `Sorting`: `UserName desc`, or '' for the server's default order. */
export function formatSort(sort: Sort | null): string {
  return sort ? `${sort.column} ${sort.direction}` : '';
}

/** Clicking a column header: ascending, then descending, then back to the default order. */
export function nextSort(current: Sort | null, column: string): Sort | null {
  if (!current || current.column !== column) return { column, direction: 'asc' };
  if (current.direction === 'asc') return { column, direction: 'desc' };
  return null;
}

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function parseListState(params: URLSearchParams, sortColumns: readonly string[] = []): ListState {
  const active = params.get('active');
  const size = positiveInt(params.get('size'), DEFAULT_PAGE_SIZE);
  return {
    keyword: params.get('q')?.trim() ?? '',
    active: active === 'true' || active === 'false' ? active : '',
    sort: parseSort(params.get('sort'), sortColumns),
    page: positiveInt(params.get('page'), 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function listStateToParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('q', state.keyword);
  if (state.active) params.set('active', state.active);
  if (state.sort) params.set('sort', formatSort(state.sort));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size));
  return params;
}

export function skipCount(state: Pick<ListState, 'page' | 'size'>): number {
  return (state.page - 1) * state.size;
}

export function pageCount(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / size));
}
