import {
  authenticateResultSchema,
  changeMemberPasswordInputSchema,
  confirmEmailInputSchema,
  confirmEmailResultSchema,
  deleteMemberAccountInputSchema,
  isAdultAccountHolder,
  memberDashboardSchema,
  memberOrderIdInputSchema,
  memberOrderSchema,
  memberProfileSchema,
  registerInputSchema,
  registerResultSchema,
  resetPasswordByLinkInputSchema,
  resetPasswordByLinkResultSchema,
  savedPassengerSchema,
  saveSavedPassengerInputSchema,
  sendPasswordResetLinkInputSchema,
  updateMemberProfileInputSchema,
  updateMemberSettingsInputSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import type { RateLimit } from '../../kernel/rate-limits.js';
import { isCommonPassword } from '../identity/password-policy.js';
import type { AccountsService } from './accounts.service.js';

/** The most common passwords are refused as a validation error of the field (400, localized). */
const notCommon = { error: 'Account.PasswordTooCommon' } as const;

/** Public account services (register, links) and the signed-in member's own `Member` service. */
export function registerAccountRoutes(
  app: FastifyInstance,
  service: AccountsService,
  options: { clock: () => Date; emailLinkLimit?: RateLimit },
) {
  // every call may send an e-mail: one address must not use us to flood an inbox
  const mailLimit = options.emailLinkLimit ? { rateLimit: options.emailLinkLimit } : {};
  const today = () => options.clock().toISOString().slice(0, 10);

  registerAppService(app, 'Account', {
    Register: method({
      summary: 'Opens a member account and e-mails a confirmation link (the same answer for a known address)',
      input: registerInputSchema.refine((v) => !isCommonPassword(v.password), {
        ...notCommon,
        path: ['password'],
      }),
      output: registerResultSchema,
      ...mailLimit,
      handler: (input, ctx) =>
        service.register(input, { tenantId: ctx.session.tenantId, culture: ctx.culture }),
    }),
    ConfirmEmail: method({
      summary: "Confirms a member's e-mail address with the e-mailed single-use token",
      input: confirmEmailInputSchema,
      output: confirmEmailResultSchema,
      handler: (input) => service.confirmEmail(input.token),
    }),
    SendPasswordResetLink: method({
      summary: 'E-mails a password reset link when the address has an account (the answer never says)',
      input: sendPasswordResetLinkInputSchema,
      output: z.null(),
      ...mailLimit,
      handler: (input, ctx) =>
        service.sendPasswordResetLink(input.emailAddress, {
          tenantId: ctx.session.tenantId,
          culture: ctx.culture,
        }),
    }),
    ResetPassword: method({
      summary: 'Sets a new password with an e-mailed single-use token (reset, or the first password)',
      input: resetPasswordByLinkInputSchema.refine((v) => !isCommonPassword(v.newPassword), {
        ...notCommon,
        path: ['newPassword'],
      }),
      output: resetPasswordByLinkResultSchema,
      handler: (input) => service.resetPassword(input.token, input.newPassword),
    }),
  });

  const member = 'member' as const;
  registerAppService(app, 'Member', {
    GetProfile: method({
      summary: "The signed-in member's profile and settings",
      access: member,
      output: memberProfileSchema,
      handler: (_input, ctx) => service.getProfile(ctx.session),
    }),
    UpdateProfile: method({
      summary: 'Updates name, phone and date of birth (the account holder is 18 or older)',
      access: member,
      input: updateMemberProfileInputSchema.refine(
        (v) => !v.birthDate || isAdultAccountHolder(v.birthDate, today()),
        {
          error: 'Account.MustBeAdult',
          path: ['birthDate'],
        },
      ),
      output: memberProfileSchema,
      handler: (input, ctx) => service.updateProfile(ctx.session, input),
    }),
    UpdateSettings: method({
      summary: 'Interface language, currency and newsletter, applied at every sign-in',
      access: member,
      input: updateMemberSettingsInputSchema,
      output: memberProfileSchema,
      handler: (input, ctx) => service.updateSettings(ctx.session, input),
    }),
    ChangePassword: method({
      summary:
        'Changes the password (asks the current one); ends every other session and answers a new token',
      access: member,
      input: changeMemberPasswordInputSchema.refine((v) => !isCommonPassword(v.newPassword), {
        ...notCommon,
        path: ['newPassword'],
      }),
      output: authenticateResultSchema,
      handler: (input, ctx) => service.changePassword(ctx.session, input.currentPassword, input.newPassword),
    }),
    CloseAccount: method({
      summary: 'Deletes the account (asks the password): login and personal data go, orders stay anonymised',
      access: member,
      input: deleteMemberAccountInputSchema,
      output: z.null(),
      handler: (input, ctx) => service.closeAccount(ctx.session, input.password, ctx.culture),
    }),
    GetPassengers: method({
      summary: "The member's saved passengers, to fill a booking's passenger form",
      access: member,
      output: z.object({ items: z.array(savedPassengerSchema) }),
      handler: (_input, ctx) => service.listPassengers(ctx.session),
    }),
    SavePassenger: method({
      summary: 'Adds (no id) or updates a saved passenger',
      access: member,
      // as in a booking (AddOrder), a passenger is not born after today
      input: saveSavedPassengerInputSchema.refine((v) => v.birthday <= today(), {
        error: 'Validation.InvalidDate',
        path: ['birthday'],
      }),
      output: savedPassengerSchema,
      handler: (input, ctx) => service.savePassenger(ctx.session, input),
    }),
    DeletePassenger: method({
      summary: 'Deletes a saved passenger',
      access: member,
      input: z.object({ id: z.coerce.number().int() }),
      output: z.null(),
      handler: (input, ctx) => service.deletePassenger(ctx.session, input.id),
    }),
    GetBookings: method({
      summary: 'Every flight and transfer order of the member, newest first',
      access: member,
      output: z.object({ items: z.array(memberOrderSchema) }),
      handler: (_input, ctx) => service.bookings(ctx.session, ctx.culture),
    }),
    GetDashboard: method({
      summary: 'The next trip (countdown, check-in opening, its transfer) and the latest orders',
      access: member,
      output: memberDashboardSchema,
      handler: (_input, ctx) => service.dashboard(ctx.session, ctx.culture),
    }),
    RequestCancellation: method({
      summary: 'Asks to cancel a confirmed booking before the trip (WaitingForCancel; staff handle it)',
      access: member,
      input: memberOrderIdInputSchema,
      output: memberOrderSchema,
      handler: (input, ctx) => service.requestCancellation(ctx.session, input.orderId, ctx.culture),
    }),
  });
}
