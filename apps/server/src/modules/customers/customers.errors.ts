import { AppError } from '../../kernel/errors.js';

/** Refusals of customer management, with stable keys for the web app. */
export const customerErrors = {
  duplicateEmail: (email: string) =>
    new AppError({
      status: 409,
      key: 'customers.duplicate_email',
      message: 'Customers.DuplicateEmail',
      messageParams: { email },
    }),
};
