import { CULTURES, type Culture, MESSAGES, type MemberProfile } from '@charterdesk/domain';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { CURRENCY_STORAGE_KEY } from '../../shared/lib/currency-preference';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { RAW_MESSAGE_KEY } from '../../test/raw-message-key';
import { AccountSettingsPage } from './settings-page';

/** The demo traveller: Russian stored on the account (applied at sign-in), no currency of its own. */
const member = vi.hoisted(() => ({
  profile: {
    id: 7,
    emailAddress: 'traveller@charterdesk.example',
    name: 'Demo',
    surname: 'Traveller',
    phone: null,
    birthDate: null,
    language: 'ru',
    languageChosen: true,
    currency: null,
    newsletter: false,
    isEmailConfirmed: true,
  } as MemberProfile,
}));
vi.mock('../../shared/auth/use-member', () => ({
  useMember: () => ({ profile: member.profile, isSignedIn: true, isLoading: false }),
}));

function renderSettings() {
  const api = mockApi({
    UpdateSettings: (call) => ({ result: { ...member.profile, ...(call.body as object) } }),
  });
  renderRoutes([{ path: '/account/settings', Component: AccountSettingsPage }], '/account/settings');
  return api;
}

const languageSelect = () =>
  within(screen.getByTestId('settings-form')).getByLabelText(i18n.t('account:settings.language'));

describe('the settings page', () => {
  beforeAll(async () => {
    await initI18n('ru', ['common', 'pages', 'account', 'booking', 'transfers']);
  });
  afterEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it.each(CULTURES)('shows the password rules as sentences (%s)', async (culture: Culture) => {
    await i18n.changeLanguage(culture);
    const api = renderSettings();
    const form = screen.getByTestId('password-form');
    const field = (label: string) => within(form).getByLabelText(label);
    fireEvent.change(field(i18n.t('account:settings.new')), { target: { value: 'abc' } });
    fireEvent.change(field(i18n.t('account:settings.repeat')), { target: { value: 'abd' } });
    fireEvent.click(within(form).getByRole('button', { name: i18n.t('account:settings.change') }));
    const texts = MESSAGES[culture];
    expect(await within(form).findByText(texts['Account.PasswordTooShort'])).toBeInTheDocument();
    expect(within(form).getByText(texts['Account.PasswordsDiffer'])).toBeInTheDocument();
    expect(within(form).getByText(texts['Validation.Required'])).toBeInTheDocument();
    expect(form.textContent).not.toMatch(RAW_MESSAGE_KEY);
    expect(api.callsTo('ChangePassword')).toHaveLength(0);
  });

  it('shows the language the site is in and keeps it on a save that changes nothing', async () => {
    await i18n.changeLanguage('tr');
    const shown = vi.spyOn(notifications, 'show');
    const api = renderSettings();
    expect(languageSelect()).toHaveValue('tr');
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(shown).toHaveBeenCalled());
    expect(api.callsTo('UpdateSettings')[0]?.body).toEqual({
      language: 'tr',
      currency: null,
      newsletter: false,
    });
    expect(i18n.language).toBe('tr');
    expect(shown.mock.calls[0]?.[0].message).toBe(i18n.getFixedT('tr', 'account')('settings.saved'));
  });

  it('switches to a language picked in the select, and says so in it', async () => {
    await i18n.changeLanguage('tr');
    const shown = vi.spyOn(notifications, 'show');
    const api = renderSettings();
    fireEvent.change(languageSelect(), { target: { value: 'en' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(shown).toHaveBeenCalled());
    expect(api.callsTo('UpdateSettings')[0]?.body).toMatchObject({ language: 'en' });
    expect(i18n.language).toBe('en');
    expect(shown.mock.calls[0]?.[0].message).toBe(i18n.getFixedT('en', 'account')('settings.saved'));
    expect(i18n.getFixedT('en', 'account')('settings.saved')).not.toBe(
      i18n.getFixedT('tr', 'account')('settings.saved'),
    );
  });

  it('follows a language switch made while the page is open, unless the select was changed', async () => {
    renderSettings();
    expect(languageSelect()).toHaveValue('ru');
    await act(async () => {
      await i18n.changeLanguage('tr');
    });
    await waitFor(() => expect(languageSelect()).toHaveValue('tr'));
    fireEvent.change(languageSelect(), { target: { value: 'en' } });
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    expect(languageSelect()).toHaveValue('en');
  });

  it("keeps the site's currency on a save that leaves the account's currency as it was, and applies a new one", async () => {
    const stored = member.profile;
    member.profile = { ...stored, currency: 'RUB' };
    try {
      window.localStorage.removeItem(CURRENCY_STORAGE_KEY);
      const shown = vi.spyOn(notifications, 'show');
      const api = renderSettings();
      fireEvent.click(screen.getByTestId('settings-save'));
      await waitFor(() => expect(shown).toHaveBeenCalled());
      expect(api.callsTo('UpdateSettings')[0]?.body).toMatchObject({ currency: 'RUB' });
      // the visitor looks at prices in another currency now: changing the newsletter must not switch them
      expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBeNull();
      const currency = within(screen.getByTestId('settings-form')).getByLabelText(
        i18n.t('account:settings.currency'),
      );
      fireEvent.change(currency, { target: { value: 'USD' } });
      fireEvent.click(screen.getByTestId('settings-save'));
      await waitFor(() => expect(api.callsTo('UpdateSettings')).toHaveLength(2));
      await waitFor(() => expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('USD'));
    } finally {
      member.profile = stored;
    }
  });
});
