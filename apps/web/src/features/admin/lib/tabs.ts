import { ADMIN_HOME_PATH, type AdminPageName, HOME_PAGE } from './admin-nav';

/** An open page (spec §3 "open-tab entry: name, argu, query", with its path). */
export interface AdminTab {
  name: AdminPageName;
  /** pathname of the page, e.g. /admin/configuration/settings/email */
  path: string;
  /** route params, e.g. `{ kind: 'email' }` */
  argu: Readonly<Record<string, string>>;
  /** search params, e.g. `{ page: '2', q: 'ivan' }` */
  query: Readonly<Record<string, string>>;
}

export const HOME_TAB: AdminTab = { name: HOME_PAGE, path: ADMIN_HOME_PATH, argu: {}, query: {} };

export type TabAction =
  | { type: 'open'; tab: AdminTab }
  | { type: 'close'; name: AdminPageName }
  | { type: 'closeOthers'; keep: AdminPageName }
  | { type: 'closeAll' }
  | { type: 'retain'; names: ReadonlySet<AdminPageName> };

/** Home is always there and always first. */
export function withHomeTab(tabs: readonly AdminTab[]): AdminTab[] {
  const home = tabs.find((tab) => tab.name === HOME_PAGE) ?? HOME_TAB;
  return [home, ...tabs.filter((tab) => tab.name !== HOME_PAGE)];
}

/** Opening an open page updates its tab in place; a new page gets a tab at the end. */
export function openTab(tabs: readonly AdminTab[], tab: AdminTab): AdminTab[] {
  const index = tabs.findIndex((open) => open.name === tab.name);
  if (index < 0) return withHomeTab([...tabs, tab]);
  const next = [...tabs];
  next[index] = tab;
  return withHomeTab(next);
}

/** Closes a tab; the home tab cannot be closed. */
export function closeTab(tabs: readonly AdminTab[], name: AdminPageName): AdminTab[] {
  if (name === HOME_PAGE) return withHomeTab(tabs);
  return withHomeTab(tabs.filter((tab) => tab.name !== name));
}

/**
 * The page to show after closing `closing` while `current` is shown: unchanged unless the current tab
 * closes, then its left neighbour (home at worst).
 */
export function tabAfterClose(
  tabs: readonly AdminTab[],
  closing: AdminPageName,
  current: AdminPageName | undefined,
): AdminTab | null {
  if (closing === HOME_PAGE || closing !== current) return null;
  const list = withHomeTab(tabs);
  const index = list.findIndex((tab) => tab.name === closing);
  if (index < 0) return null;
  return list[index - 1] ?? list[index + 1] ?? HOME_TAB;
}

export function tabsReducer(tabs: readonly AdminTab[], action: TabAction): AdminTab[] {
  switch (action.type) {
    case 'open':
      return openTab(tabs, action.tab);
    case 'close':
      return closeTab(tabs, action.name);
    case 'closeOthers':
      return withHomeTab(tabs.filter((tab) => tab.name === action.keep));
    case 'closeAll':
      return [withHomeTab(tabs)[0]!];
    case 'retain':
      // e.g. after sign-in as someone else: drop the tabs of pages this user may not open
      return withHomeTab(tabs.filter((tab) => tab.name === HOME_PAGE || action.names.has(tab.name)));
  }
}

/** The URL a tab reopens: its path plus its query. */
export function tabHref(tab: AdminTab): string {
  const search = new URLSearchParams(Object.entries(tab.query)).toString();
  return search ? `${tab.path}?${search}` : tab.path;
}

export function searchToQuery(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** Tabs restored from storage: anything malformed is dropped, home is added. */
export function parseStoredTabs(raw: string | null, knownNames: ReadonlySet<string>): AdminTab[] {
  if (!raw) return [HOME_TAB];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [HOME_TAB];
  }
  if (!Array.isArray(value)) return [HOME_TAB];
  const isTextRecord = (v: unknown): v is Record<string, string> =>
    typeof v === 'object' &&
    v !== null &&
    !Array.isArray(v) &&
    Object.values(v).every((x) => typeof x === 'string');
  const tabs = value.filter(
    (tab): tab is AdminTab =>
      typeof tab === 'object' &&
      tab !== null &&
      typeof tab.name === 'string' &&
      knownNames.has(tab.name) &&
      typeof tab.path === 'string' &&
      tab.path.startsWith('/admin/') &&
      isTextRecord(tab.argu) &&
      isTextRecord(tab.query),
  );
  const unique = tabs.filter((tab, index) => tabs.findIndex((other) => other.name === tab.name) === index);
  return withHomeTab(unique.map(({ name, path, argu, query }) => ({ name, path, argu, query })));
}
