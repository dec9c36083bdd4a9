import { act, fireEvent, screen } from '@testing-library/react';
import { lazy } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeAppLanguage, initI18n } from '../shared/i18n/i18n';
import { currentUrl, renderRoutes } from '../test/flights/test-app';
import { HomeSearchTabs, searchTabFrom } from './home-search-tabs';

function renderTabs(path: string) {
  const loadTransfers = vi.fn(async () => ({ default: () => <p>transfer form</p> }));
  const TransferForm = lazy(loadTransfers);
  const view = renderRoutes(
    [{ path: '/', element: <HomeSearchTabs flights={<p>flight form</p>} transfers={<TransferForm />} /> }],
    path,
  );
  return { ...view, loadTransfers };
}

describe('HomeSearchTabs', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
  });

  it('reads the tab from ?tab=', () => {
    expect(searchTabFrom(new URLSearchParams('tab=transfers'))).toBe('transfers');
    expect(searchTabFrom(new URLSearchParams('tab=hotels'))).toBe('flights');
    expect(searchTabFrom(new URLSearchParams(''))).toBe('flights');
  });

  it('shows flights first and loads the transfer form only when its tab opens, keeping it in the URL', async () => {
    const { router, loadTransfers } = renderTabs('/?currency=EUR');
    expect(screen.getByText('flight form')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Flights' })).toHaveAttribute('aria-selected', 'true');
    expect(loadTransfers).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('tab', { name: 'Transfers' }));
    expect(await screen.findByText('transfer form')).toBeVisible();
    expect(screen.queryByText('flight form')).not.toBeInTheDocument();
    expect(currentUrl(router)).toBe('/?currency=EUR&tab=transfers');

    fireEvent.click(screen.getByRole('tab', { name: 'Flights' }));
    expect(await screen.findByText('flight form')).toBeVisible();
    expect(currentUrl(router)).toBe('/?currency=EUR');
  });

  it('opens on Transfers from a shared link', async () => {
    renderTabs('/?tab=transfers');
    expect(await screen.findByText('transfer form')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
  });
});
