import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../shared/api/query-client';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { AppProviders } from '../providers';
import { Header } from './header';

/**
 * Makes `(min-width: 62em)` match or not, as a wide or a narrow window would, and tells the listeners with a
 * change event of their query (Mantine's own media hooks, in the drawer, read the event's `matches`).
 */
function stubScreen(desktop: boolean) {
  let wide = desktop;
  const matches = (query: string) => (query.includes('min-width: 62em') ? wide : false);
  const listeners = new Map<(event: { matches: boolean; media: string }) => void, string>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, listener: (event: { matches: boolean; media: string }) => void) =>
      listeners.set(listener, query),
    removeEventListener: (_: string, listener: (event: { matches: boolean; media: string }) => void) =>
      listeners.delete(listener),
  }));
  return (next: boolean) => {
    wide = next;
    for (const [listener, query] of listeners) listener({ matches: matches(query), media: query });
  };
}

function renderHeader() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Header />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <p>home</p> },
          { path: '/help', element: <p>help</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()} initialCurrency="EUR">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const burger = () => screen.getByTestId('nav-burger');

beforeAll(async () => {
  await initI18n('en', ['common']);
});
afterEach(() => vi.unstubAllGlobals());

describe('Header', () => {
  it('keeps the menu open on its page and closes it when the page changes', async () => {
    stubScreen(false);
    const router = renderHeader();
    expect(burger()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/help'));
    await waitFor(() => expect(burger()).toHaveAttribute('aria-expanded', 'false'));
    // and opens again on the new page
    fireEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the menu when the window becomes wide enough for the navigation bar', async () => {
    const widen = stubScreen(false);
    renderHeader();
    fireEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    // the drawer's code has loaded and it is open (its own media hooks listen too)
    await screen.findByRole('dialog');
    act(() => widen(true));
    await waitFor(() => expect(burger()).toHaveAttribute('aria-expanded', 'false'));
  });
});
