import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../api/query-client';
import { i18n, initI18n } from '../i18n/i18n';
import { AbandonSurvey } from './abandon-survey';
import { PriceChangedModal } from './price-changed-modal';

// the dialogs' chunks cannot be fetched (a lost connection, a new deployment since the page loaded)
vi.mock('./abandon-survey-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('./price-changed-dialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeAll(async () => {
  // React reports the error its boundary caught; here it is the point of the test
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await initI18n('en', ['booking']);
  await i18n.loadNamespaces('booking');
});

const withProviders = (ui: React.ReactNode) => (
  <AppProviders i18n={i18n} queryClient={createQueryClient()} initialCurrency="EUR">
    {ui}
  </AppProviders>
);

describe('the booking page’s dialogs when their chunk cannot be fetched', () => {
  it('asks the new price in the form, where the buyer can still accept it', async () => {
    const onAccept = vi.fn();
    render(
      withProviders(
        <PriceChangedModal
          total="€212.00"
          onCancel={() => undefined}
          onAccept={onAccept}
          testIdPrefix="booking"
        />,
      ),
    );
    expect(await screen.findByTestId('booking-price-changed')).toHaveTextContent('€212.00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('booking-confirm-price'));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('lets a visitor leaving a started booking go on, unasked', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/flight',
          element: (
            <>
              <AbandonSurvey isStarted={() => true} />
              <Link to="/help">Help</Link>
            </>
          ),
        },
        { path: '/help', element: <h1>Help centre</h1> },
      ],
      { initialEntries: ['/flight'] },
    );
    render(withProviders(<RouterProvider router={router} />));
    await act(async () => {
      fireEvent.click(screen.getByText('Help'));
    });
    expect(await screen.findByRole('heading', { name: 'Help centre' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help');
  });
});
