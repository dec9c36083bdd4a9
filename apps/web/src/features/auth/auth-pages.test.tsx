import { CULTURES, type Culture, MESSAGES } from '@charterdesk/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../shared/i18n/i18n';
import { mockApi, renderRoutes } from '../../test/flights/test-app';
import { RAW_MESSAGE_KEY } from '../../test/raw-message-key';
import { RegisterPage, ResetPasswordPage } from './auth-pages';

describe('the registration and password reset forms', () => {
  beforeAll(async () => {
    await initI18n('ru', ['common', 'pages', 'account']);
  });
  afterEach(async () => {
    await i18n.changeLanguage('ru');
  });

  it.each(CULTURES)('write the rules of the shared schemas as sentences (%s)', async (culture: Culture) => {
    await i18n.changeLanguage(culture);
    const api = mockApi({});
    renderRoutes([{ path: '/register', Component: RegisterPage }], '/register');
    fireEvent.change(screen.getByTestId('register-password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByTestId('register-password-repeat'), { target: { value: 'abd' } });
    fireEvent.click(screen.getByTestId('register-submit'));
    const texts = MESSAGES[culture];
    const form = screen.getByTestId('register-form');
    expect(await screen.findByText(texts['Account.PasswordTooShort'])).toBeInTheDocument();
    expect(screen.getAllByText(texts['Validation.Required']).length).toBeGreaterThan(0);
    expect(form.textContent).not.toMatch(RAW_MESSAGE_KEY);
    expect(api.callsTo('Register')).toHaveLength(0);
  });

  it('writes the new password rules as sentences on the reset page', async () => {
    await i18n.changeLanguage('en');
    mockApi({});
    renderRoutes([{ path: '/resetPassword', Component: ResetPasswordPage }], '/resetPassword?token=abc');
    fireEvent.change(screen.getByTestId('reset-password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByTestId('reset-password-repeat'), { target: { value: 'abd' } });
    fireEvent.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByText(MESSAGES.en['Account.PasswordTooShort'])).toBeInTheDocument();
    expect(screen.getByTestId('reset-form').textContent).not.toMatch(RAW_MESSAGE_KEY);
  });
});
