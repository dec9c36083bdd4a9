import { CULTURES, type Culture, MESSAGES, type MemberProfile } from '@charterdesk/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { RAW_MESSAGE_KEY } from '../../test/raw-message-key';
import { AccountProfilePage } from './profile-page';

/** The demo traveller as the server answers GetProfile: no phone, no date of birth yet. */
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

function renderProfile(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ GetPassengers: () => ({ result: { items: [] } }), ...handlers });
  renderRoutes([{ path: '/account/profile', Component: AccountProfilePage }], '/account/profile');
  return api;
}

const form = () => screen.getByTestId('profile-form');
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label);

/** Opens the saved-passenger dialog and fills Ivan Petrov, born 1985-03-04; SavePassenger answers what it got. */
async function newPassengerIvan() {
  const api = renderProfile({
    SavePassenger: (call) => ({ result: { id: 1, ...(call.body as object) } }),
  });
  fireEvent.click(await screen.findByTestId('passenger-add'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(input(dialog, i18n.t('account:profile.name')), { target: { value: 'Ivan' } });
  fireEvent.change(input(dialog, i18n.t('account:profile.surname')), { target: { value: 'Petrov' } });
  fireEvent.change(input(dialog, i18n.t('account:profile.birthDate')), { target: { value: '1985-03-04' } });
  return { api, dialog };
}

describe('the profile page', () => {
  beforeAll(async () => {
    await initI18n('ru', ['common', 'pages', 'account', 'booking', 'transfers']);
  });
  afterEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it.each(CULTURES)('shows the errors of the shared rules as sentences (%s)', async (culture: Culture) => {
    await i18n.changeLanguage(culture);
    const api = renderProfile();
    fireEvent.change(input(form(), i18n.t('account:profile.phone')), { target: { value: '12' } });
    fireEvent.change(input(form(), i18n.t('account:profile.name')), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await within(form()).findByText(MESSAGES[culture]['Booking.InvalidPhone'])).toBeInTheDocument();
    expect(within(form()).getByText(MESSAGES[culture]['Validation.Required'])).toBeInTheDocument();
    expect(form().textContent).not.toMatch(RAW_MESSAGE_KEY);
    expect(api.callsTo('UpdateProfile')).toHaveLength(0);
  });

  it('saves a phone without a date of birth: the date is optional', async () => {
    const api = renderProfile({
      UpdateProfile: (call) => ({ result: { ...member.profile, ...(call.body as object) } }),
    });
    fireEvent.change(input(form(), i18n.t('account:profile.phone')), {
      target: { value: '+7 900 111-22-33' },
    });
    fireEvent.click(screen.getByTestId('profile-save'));
    await waitFor(() => expect(api.callsTo('UpdateProfile')).toHaveLength(1));
    expect(api.callsTo('UpdateProfile')[0]?.body).toEqual({
      name: 'Demo',
      surname: 'Traveller',
      phone: '+79001112233',
      birthDate: null,
    });
    expect(form().textContent).not.toMatch(RAW_MESSAGE_KEY);
  });

  it("keeps the server's rule for a filled date of birth (18 or older) and shows its answer", async () => {
    const api = renderProfile({
      UpdateProfile: () => ({
        error: {
          message: 'Your request is not valid!',
          validationErrors: [{ message: MESSAGES.ru['Account.MustBeAdult'], members: ['birthDate'] }],
        },
      }),
    });
    fireEvent.change(input(form(), i18n.t('account:profile.birthDate')), { target: { value: '2015-06-01' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await within(form()).findByText(MESSAGES.ru['Account.MustBeAdult'])).toBeInTheDocument();
    expect(api.callsTo('UpdateProfile')[0]?.body).toMatchObject({ birthDate: '2015-06-01' });
  });

  it.each(CULTURES)(
    'asks for the date of birth of a saved passenger in words, and checks the rest (%s)',
    async (culture: Culture) => {
      await i18n.changeLanguage(culture);
      const api = renderProfile();
      fireEvent.click(await screen.findByTestId('passenger-add'));
      const dialog = await screen.findByRole('dialog');
      fireEvent.change(input(dialog, i18n.t('account:profile.name')), { target: { value: 'Иван' } });
      fireEvent.change(input(dialog, i18n.t('account:profile.surname')), { target: { value: 'PETROV' } });
      fireEvent.change(input(dialog, i18n.t('account:profile.passportNumber')), { target: { value: '1' } });
      fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('account:profile.save') }));
      const texts = MESSAGES[culture];
      expect(await within(dialog).findByText(texts['Validation.Required'])).toBeInTheDocument();
      expect(within(dialog).getByText(texts['Booking.LatinName'])).toBeInTheDocument();
      expect(within(dialog).getByText(texts['Booking.InvalidPassportNumber'])).toBeInTheDocument();
      expect(dialog.textContent).not.toMatch(RAW_MESSAGE_KEY);
      expect(api.callsTo('SavePassenger')).toHaveLength(0);
    },
  );

  it('saves a passenger without the optional passport fields', async () => {
    const { api, dialog } = await newPassengerIvan();
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('account:profile.save') }));
    await waitFor(() => expect(api.callsTo('SavePassenger')).toHaveLength(1));
    expect(api.callsTo('SavePassenger')[0]?.body).toMatchObject({
      name: 'IVAN',
      surname: 'PETROV',
      birthday: '1985-03-04',
      passportNumber: null,
      passportExpiry: null,
      turkishId: null,
    });
  });

  it.each(CULTURES)(
    'refuses a half-typed date instead of saving it as not set, keeping what was typed (%s)',
    async (culture: Culture) => {
      await i18n.changeLanguage(culture);
      const api = renderProfile({
        UpdateProfile: (call) => ({ result: { ...member.profile, ...(call.body as object) } }),
      });
      fireEvent.change(input(form(), i18n.t('account:profile.phone')), {
        target: { value: '+7 900 111-22-33' },
      });
      const date = input(form(), i18n.t('account:profile.birthDate')) as HTMLInputElement;
      // what Chromium reports for "12.05.____": an empty value the browser knows to be unfinished (jsdom has no
      // date input of its own)
      Object.defineProperty(date, 'validity', {
        value: { ...date.validity, badInput: true },
        configurable: true,
      });
      fireEvent.click(screen.getByTestId('profile-save'));
      expect(
        await within(form()).findByText(MESSAGES[culture]['Validation.InvalidDate']),
      ).toBeInTheDocument();
      expect(api.callsTo('UpdateProfile')).toHaveLength(0);
      expect(input(form(), i18n.t('account:profile.phone'))).toHaveValue('+7 900 111-22-33');

      // finished (or emptied), the date no longer stops the save
      Object.defineProperty(date, 'validity', {
        value: { ...date.validity, badInput: false },
        configurable: true,
      });
      fireEvent.change(date, { target: { value: '1980-05-12' } });
      fireEvent.click(screen.getByTestId('profile-save'));
      await waitFor(() => expect(api.callsTo('UpdateProfile')).toHaveLength(1));
      expect(api.callsTo('UpdateProfile')[0]?.body).toMatchObject({ birthDate: '1980-05-12' });
    },
  );

  it('refuses a half-typed passport expiry of a saved passenger instead of saving none', async () => {
    const { api, dialog } = await newPassengerIvan();
    const expiry = input(dialog, i18n.t('account:profile.passportExpiry')) as HTMLInputElement;
    Object.defineProperty(expiry, 'validity', {
      value: { ...expiry.validity, badInput: true },
      configurable: true,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('account:profile.save') }));
    expect(await within(dialog).findByText(MESSAGES.ru['Validation.InvalidDate'])).toBeInTheDocument();
    expect(api.callsTo('SavePassenger')).toHaveLength(0);
  });
});
