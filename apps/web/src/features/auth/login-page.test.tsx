import type { MemberProfile } from '@charterdesk/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearAuthToken } from '../../shared/auth/auth-token';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { LoginPage } from './login-page';

/** An account a booking on the Russian site opened; `languageChosen` says whether its holder saved one since. */
const profile = (languageChosen: boolean): MemberProfile => ({
  id: 12,
  emailAddress: 'ivan@example.com',
  name: 'Ivan',
  surname: 'Petrov',
  phone: null,
  birthDate: null,
  language: 'ru',
  languageChosen,
  currency: null,
  newsletter: false,
  isEmailConfirmed: true,
});

async function signInOnTheEnglishPage(account: MemberProfile) {
  await i18n.changeLanguage('en');
  const api = mockApi({
    Authenticate: () => ({
      result: { accessToken: 'token', encryptedAccessToken: 'token', expireInSeconds: 3600, userId: 12 },
    }),
    GetProfile: () => ({ result: account }),
  });
  renderRoutes(
    [
      { path: '/login', Component: LoginPage },
      { path: '/account/dashboard', element: <h1>dashboard</h1> },
    ],
    '/login',
  );
  fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'ivan@example.com' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'Ivan-Travels-2026' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await screen.findByRole('heading', { name: 'dashboard' });
  expect(api.callsTo('Authenticate')).toHaveLength(1);
}

describe('signing in', () => {
  beforeAll(async () => {
    await initI18n('ru', ['common', 'pages', 'account']);
  });
  afterEach(async () => {
    clearAuthToken();
    await i18n.changeLanguage('ru');
  });

  it('keeps the page’s language when the account only holds the one it was opened in', async () => {
    await signInOnTheEnglishPage(profile(false));
    expect(i18n.language).toBe('en');
  });

  it('switches the site to the language the holder chose in their settings', async () => {
    await signInOnTheEnglishPage(profile(true));
    expect(i18n.language).toBe('ru');
  });
});
