import { AppError } from '../../kernel/errors.js';

/** Refusals of user and role management, with stable keys for the web app. */
export const identityErrors = {
  duplicateUserName: (userName: string) =>
    new AppError({
      status: 409,
      key: 'identity.duplicate_user_name',
      message: 'Identity.DuplicateUserName',
      messageParams: { userName },
    }),
  duplicateEmail: (email: string) =>
    new AppError({
      status: 409,
      key: 'identity.duplicate_email',
      message: 'Identity.DuplicateEmail',
      messageParams: { email },
    }),
  duplicateRoleName: (name: string) =>
    new AppError({
      status: 409,
      key: 'identity.duplicate_role',
      message: 'Identity.DuplicateRoleName',
      messageParams: { name },
    }),
  unknownRole: (name: string) =>
    new AppError({
      status: 422,
      key: 'identity.unknown_role',
      message: 'Identity.UnknownRole',
      messageParams: { name },
    }),
  unknownPermission: (name: string) =>
    new AppError({
      status: 422,
      key: 'identity.unknown_permission',
      message: 'Identity.UnknownPermission',
      messageParams: { name },
    }),
  wrongPassword: () =>
    new AppError({ status: 422, key: 'identity.wrong_password', message: 'Identity.WrongPassword' }),
  cannotDeleteSelf: () =>
    new AppError({ status: 422, key: 'identity.cannot_delete_self', message: 'Identity.CannotDeleteSelf' }),
  cannotDeleteAdmin: () =>
    new AppError({ status: 422, key: 'identity.cannot_delete_admin', message: 'Identity.CannotDeleteAdmin' }),
  staticRole: () =>
    new AppError({ status: 422, key: 'identity.static_role', message: 'Identity.StaticRoleCannotBeChanged' }),
};
