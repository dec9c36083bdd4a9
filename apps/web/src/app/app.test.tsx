import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../shared/api/query-client';
import { changeAppLanguage, i18n, initI18n } from '../shared/i18n/i18n';
import { AppProviders } from './providers';
import { routes } from './router';

const agency = {
  brandName: 'CharterDesk',
  legalEntity: 'CharterDesk Turizm A.Ş.',
  address: 'Antalya, Türkiye',
  tourismAssociationNumber: 'A-12345',
  tradeRegisterNumber: '1',
  taxNumber: '2',
  chamberRegistrationNumber: '3',
  phone: '+90 242 000 00 00',
  email: 'info@example.com',
  messagingLink: 'https://wa.me/902420000000',
  foundedYear: 2019,
};

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()} initialCurrency="EUR">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const envelope = (result: unknown) =>
  new Response(
    JSON.stringify({
      result,
      targetUrl: null,
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    }),
    { status: 200 },
  );

const CONTENT_TITLES: Record<string, string> = {
  'help/checkInAndBoarding': 'Check-in and boarding',
  distanceSales: 'Distance sales agreement',
};

/** The API as the shell needs it: agency info (or an unavailable API) and content pages. */
function mockAgencyApi(ok: boolean) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/Content/GetPage')) {
        const slug = url.searchParams.get('Slug') ?? '';
        const title = CONTENT_TITLES[slug];
        if (!title) {
          return new Response(
            JSON.stringify({
              result: null,
              success: false,
              error: { code: 0, message: 'Not found' },
              __abp: true,
            }),
            { status: 404 },
          );
        }
        return envelope({ slug, title, description: '', updated: null, html: `<p>${title}</p>` });
      }
      if (url.pathname.endsWith('/Content/GetHelpArticles')) return envelope({ items: [] });
      return ok ? envelope(agency) : new Response('<!doctype html>', { status: 200 });
    }),
  );
}

describe('app shell', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(async () => {
    await act(() => changeAppLanguage('en'));
  });

  it('renders the home page with its heading, title, header and footer', async () => {
    mockAgencyApi(true);
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Charter flights at final prices' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('CharterDesk -- Charter flights and transfers'));
    expect(screen.getByTestId('language-select')).toHaveValue('en');
    expect(screen.getByTestId('currency-select')).toHaveValue('EUR');
    expect(screen.getByRole('link', { name: 'Check booking' })).toHaveAttribute('href', '/pnr');
    expect(await screen.findByTestId('footer-agency')).toHaveTextContent('A-12345');
    expect(screen.getByTestId('footer-messaging-link')).toHaveAttribute('href', 'https://wa.me/902420000000');
    expect(screen.getByTestId('footer-founded')).toHaveTextContent('Founded in 2019');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Terms and contract' })).toHaveAttribute(
      'href',
      '/aboutUs',
    );
  });

  it('hides the agency block when the API is unavailable', async () => {
    mockAgencyApi(false);
    renderApp('/pnr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your booking' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Contacts')).not.toBeInTheDocument());
    expect(screen.queryByTestId('footer-agency')).not.toBeInTheDocument();
    expect(screen.getByTestId('footer-copyright')).toHaveTextContent(
      `© ${new Date().getFullYear()} CharterDesk`,
    );
    expect(document.title).toBe('CharterDesk -- Check your booking');
  });

  it('switches the language from the selector, remembers it and updates <html lang>', async () => {
    mockAgencyApi(false);
    renderApp('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help centre' });
    fireEvent.change(screen.getByTestId('language-select'), { target: { value: 'tr' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Yardım merkezi' })).toBeVisible();
    expect(document.documentElement.lang).toBe('tr');
    expect(window.localStorage.getItem('locale')).toBe('tr');
    await waitFor(() => expect(document.title).toBe('CharterDesk -- Yardım merkezi'));
  });

  it('stores the currency picked in the selector', async () => {
    mockAgencyApi(false);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(screen.getByTestId('currency-select'), { target: { value: 'TRY' } });
    expect(screen.getByTestId('currency-select')).toHaveValue('TRY');
    expect(window.localStorage.getItem('currency')).toBe('TRY');
  });

  it.each([
    ['/flight/s1/f1/r1', 'Booking and payment'],
    ['/flightPayment/s1/f1', 'Booking and payment'],
    ['/transferPayment/s1/t1', 'Transfer booking and payment'],
    // a visitor who is not signed in is sent to the sign-in page first
    ['/account/bookings', 'Sign in'],
    ['/help/checkInAndBoarding', 'Check-in and boarding'],
    ['/distanceSales', 'Distance sales agreement'],
  ])('routes %s to its page', async (path, heading) => {
    mockAgencyApi(false);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it.each(['/no/such/page', '/help/noSuchArticle'])('shows the 404 page for %s', async (path) => {
    mockAgencyApi(false);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(
      within(screen.getByTestId('not-found')).getByRole('link', { name: 'Go to the home page' }),
    ).toHaveAttribute('href', '/');
  });
});
