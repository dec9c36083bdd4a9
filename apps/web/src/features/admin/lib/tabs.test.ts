import { describe, expect, it } from 'vitest';
import {
  type AdminTab,
  closeTab,
  HOME_TAB,
  openTab,
  parseStoredTabs,
  searchToQuery,
  tabAfterClose,
  tabHref,
  tabsReducer,
} from './tabs';

const users: AdminTab = { name: 'users', path: '/admin/access/users', argu: {}, query: {} };
const roles: AdminTab = { name: 'roles', path: '/admin/access/roles', argu: {}, query: {} };
const settings: AdminTab = {
  name: 'settings',
  path: '/admin/configuration/settings/sms',
  argu: { kind: 'sms' },
  query: {},
};

describe('openTab', () => {
  it('adds a new page at the end, with Home always first', () => {
    expect(openTab([], users)).toEqual([HOME_TAB, users]);
    expect(openTab([HOME_TAB, users], roles).map((t) => t.name)).toEqual(['home', 'users', 'roles']);
  });

  it('updates the tab of an open page in place (argu and query change, order stays)', () => {
    const tabs = [HOME_TAB, settings, users];
    const email = { ...settings, path: '/admin/configuration/settings/email', argu: { kind: 'email' } };
    const next = openTab(tabs, email);
    expect(next.map((t) => t.name)).toEqual(['home', 'settings', 'users']);
    expect(next[1]).toEqual(email);
    const paged = openTab(next, { ...users, query: { page: '2', q: 'ivan' } });
    expect(paged[2]?.query).toEqual({ page: '2', q: 'ivan' });
    expect(paged).toHaveLength(3);
  });

  it('updates the home tab rather than adding a second one', () => {
    expect(openTab([HOME_TAB, users], { ...HOME_TAB, query: { x: '1' } })).toEqual([
      { ...HOME_TAB, query: { x: '1' } },
      users,
    ]);
  });
});

describe('closing tabs', () => {
  it('never closes Home', () => {
    expect(closeTab([HOME_TAB, users], 'home')).toEqual([HOME_TAB, users]);
    expect(tabAfterClose([HOME_TAB, users], 'home', 'home')).toBeNull();
  });

  it('closes any other tab', () => {
    expect(closeTab([HOME_TAB, users, roles], 'users')).toEqual([HOME_TAB, roles]);
  });

  it('moves to the left neighbour only when the current tab closes', () => {
    const tabs = [HOME_TAB, users, roles, settings];
    expect(tabAfterClose(tabs, 'roles', 'roles')).toEqual(users);
    expect(tabAfterClose(tabs, 'users', 'users')).toEqual(HOME_TAB);
    expect(tabAfterClose(tabs, 'roles', 'settings')).toBeNull();
  });

  it('closes the others, or all but Home', () => {
    const tabs = [HOME_TAB, users, roles, settings];
    expect(tabsReducer(tabs, { type: 'closeOthers', keep: 'roles' })).toEqual([HOME_TAB, roles]);
    expect(tabsReducer(tabs, { type: 'closeOthers', keep: 'home' })).toEqual([HOME_TAB]);
    expect(tabsReducer(tabs, { type: 'closeAll' })).toEqual([HOME_TAB]);
  });

  it('drops tabs of pages the user may no longer open', () => {
    const tabs = [HOME_TAB, users, roles];
    expect(tabsReducer(tabs, { type: 'retain', names: new Set(['roles'] as const) })).toEqual([
      HOME_TAB,
      roles,
    ]);
  });
});

describe('tab URLs and storage', () => {
  it('rebuilds the URL from path and query', () => {
    expect(tabHref(users)).toBe('/admin/access/users');
    expect(tabHref({ ...users, query: { q: 'a b', page: '2' } })).toBe('/admin/access/users?q=a+b&page=2');
    expect(searchToQuery('?q=a+b&page=2')).toEqual({ q: 'a b', page: '2' });
  });

  it('restores stored tabs and ignores anything malformed or unknown', () => {
    const known = new Set(['home', 'users', 'roles']);
    expect(parseStoredTabs(null, known)).toEqual([HOME_TAB]);
    expect(parseStoredTabs('not json', known)).toEqual([HOME_TAB]);
    expect(parseStoredTabs('{"a":1}', known)).toEqual([HOME_TAB]);
    const stored = JSON.stringify([
      users,
      { ...roles, path: 'https://evil.example/' },
      { name: 'ghost', path: '/admin/ghost', argu: {}, query: {} },
      { ...users, query: { page: 3 } },
      users,
      { ...roles, extra: 'dropped' },
    ]);
    expect(parseStoredTabs(stored, known)).toEqual([HOME_TAB, users, roles]);
  });
});
