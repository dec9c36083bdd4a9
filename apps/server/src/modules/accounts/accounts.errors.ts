import { AppError } from '../../kernel/errors.js';

/** Refusals of the customer-account services, with stable keys for the web app. */
export const accountErrors = {
  linkInvalid: () =>
    new AppError({
      status: 422,
      key: 'accounts.link_invalid',
      message: 'Account.LinkInvalid',
      details: 'Account.LinkInvalidDetails',
    }),
  wrongPassword: () =>
    new AppError({ status: 422, key: 'accounts.wrong_password', message: 'Account.WrongPassword' }),
};
