import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { renderRoutes } from '../../test/flights/test-app';
import { AccountLayout } from './account-pages';

type MemberState = { profile: undefined; isSignedIn: boolean; isLoading: boolean };

/** The member as `useMember` answers it, changed by the test while the page stays mounted. */
const member = vi.hoisted(() => {
  let state: MemberState = { profile: undefined, isSignedIn: false, isLoading: true };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: MemberState) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
});
vi.mock('../../shared/auth/use-member', async () => {
  const { useSyncExternalStore } = await import('react');
  return { useMember: () => useSyncExternalStore(member.subscribe, member.get) };
});

describe('the account sections on a phone', () => {
  beforeAll(async () => {
    await initI18n('en', ['common', 'pages']);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls the current section into view once the member is known, when the page opens at a section', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    const { router } = renderRoutes(
      [
        {
          path: '/account',
          Component: AccountLayout,
          children: [{ path: 'settings', Component: () => <p>settings page</p> }],
        },
      ],
      '/account/settings',
    );
    // the member is still loading: no section links yet
    expect(screen.queryByRole('navigation')).toBeNull();

    act(() => member.set({ profile: undefined, isSignedIn: true, isLoading: false }));
    await screen.findByText('settings page');
    await waitFor(() => expect(scrolled).toEqual([i18n.t('pages:accountSettings.title')]));
    router.dispose();
  });
});
