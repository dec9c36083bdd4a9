import type { MessageKey } from '@charterdesk/domain';
import type { z } from 'zod';

export interface AppErrorOptions {
  status: number;
  /** stable string the web app can branch on, e.g. `bookings.seat_unavailable` */
  key: string;
  message: MessageKey;
  messageParams?: Record<string, string | number>;
  details?: MessageKey;
  detailsParams?: Record<string, string | number>;
  unAuthorizedRequest?: boolean;
  headers?: Record<string, string>;
}

/** A refusal we mean to send: mapped to the ABP envelope in one place (error-handler.ts), localized there. */
export class AppError extends Error {
  readonly options: AppErrorOptions;
  constructor(options: AppErrorOptions) {
    super(options.key);
    this.name = 'AppError';
    this.options = options;
  }
}

/** Raised by the validator compiler; the error handler re-parses with the request's culture. */
export class RequestValidationError extends Error {
  constructor(
    readonly schema: z.ZodType,
    readonly data: unknown,
  ) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

export const errors = {
  notLoggedIn: () =>
    new AppError({
      status: 401,
      key: 'auth.not_logged_in',
      message: 'Abp.NotLoggedIn',
      unAuthorizedRequest: true,
    }),
  permissionMissing: (permissions: string[]) =>
    new AppError({
      status: 403,
      key: 'auth.permission_missing',
      message: 'Abp.PermissionMissing',
      messageParams: { permissions: permissions.join(', ') },
      unAuthorizedRequest: true,
    }),
  entityNotFound: (entity: string, id: string | number) =>
    new AppError({
      status: 404,
      key: 'entity.not_found',
      message: 'Abp.EntityNotFound',
      messageParams: { entity, id },
    }),
  tooManyRequests: (retryAfterSeconds: number) =>
    new AppError({
      status: 429,
      key: 'rate_limit.exceeded',
      message: 'Abp.TooManyRequests',
      details: 'Abp.TooManyRequestsDetails',
      detailsParams: { seconds: retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
  /** Load shedding: the server is too busy to answer well; try again shortly. */
  serviceBusy: (retryAfterSeconds: number) =>
    new AppError({
      status: 503,
      key: 'server.busy',
      message: 'Abp.ServiceBusy',
      details: 'Abp.TooManyRequestsDetails',
      detailsParams: { seconds: retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
  /** A staff account calling a customer-account service (members only). */
  notAMember: () =>
    new AppError({
      status: 403,
      key: 'accounts.not_a_member',
      message: 'Account.NotAMember',
      unAuthorizedRequest: true,
    }),
  /** The one answer to every refused sign-in, so it never tells which part was wrong. */
  loginFailed: () =>
    new AppError({
      status: 401,
      key: 'auth.login_failed',
      message: 'Abp.LoginFailed',
      details: 'Abp.InvalidUserNameOrPassword',
      unAuthorizedRequest: false,
    }),
};
