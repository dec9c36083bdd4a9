import { z } from 'zod';
import {
  GENDERS,
  getOrderByPnrInputSchema,
  ORDER_STATES,
  passengerInputSchema,
} from '../bookings/bookings.schemas.js';
import { CULTURES } from '../common/culture.js';
import { CURRENCIES } from '../common/currency.js';
import { isoDateSchema } from '../common/dates.js';
import { ORDER_KINDS } from '../transfers/order-transfer.schemas.js';

/**
 * Customer accounts (members of a site variant): register, e-mailed links, profile, saved passengers,
 * settings and the member's bookings. The same schemas validate the web forms and the API.
 */

/** Members' passwords: at least 10 characters; the server also refuses the most common ones. */
export const MEMBER_PASSWORD_MIN_LENGTH = 10;
export const memberPasswordSchema = z
  .string()
  .min(MEMBER_PASSWORD_MIN_LENGTH, { error: 'Account.PasswordTooShort' })
  .max(128);

const personName = z.string().trim().min(1).max(64);
const email = z.email({ error: 'Validation.Email' }).max(256);

/** ABP's Account/Register plus our consents; `userName` (ABP's) defaults to the e-mail address. */
export const registerInputSchema = z.object({
  name: personName,
  surname: personName,
  emailAddress: email,
  userName: z.string().trim().max(256).nullish(),
  password: memberPasswordSchema,
  isAdult: z.literal(true, { error: 'Account.MustBeAdult' }),
  termsAccepted: z.literal(true, { error: 'Account.MustAcceptTerms' }),
  newsletter: z.boolean().default(false),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;
/** ABP's RegisterOutput: false until the address is confirmed by its e-mailed link. */
export const registerResultSchema = z.object({ canLogin: z.boolean() });

/** The web form adds the repeat field; only the form checks it. */
export const registerFormSchema = registerInputSchema
  .extend({ passwordRepeat: z.string() })
  .refine((v) => v.password === v.passwordRepeat, {
    error: 'Account.PasswordsDiffer',
    path: ['passwordRepeat'],
  });

export const sendPasswordResetLinkInputSchema = z.object({ emailAddress: email });

/** Sets a password from an e-mailed link (reset, or the first password of an account opened by a booking). */
export const resetPasswordByLinkInputSchema = z.object({
  token: z.string().trim().min(20).max(200),
  newPassword: memberPasswordSchema,
});
export const resetPasswordFormSchema = z
  .object({ newPassword: memberPasswordSchema, newPasswordRepeat: z.string() })
  .refine((v) => v.newPassword === v.newPasswordRepeat, {
    error: 'Account.PasswordsDiffer',
    path: ['newPasswordRepeat'],
  });
/** Where the owner of the link signs in next: staff at /admin/login, members at /login. */
export const resetPasswordByLinkResultSchema = z.object({
  canLogin: z.boolean(),
  kind: z.enum(['staff', 'member']),
});

export const confirmEmailInputSchema = z.object({ token: z.string().trim().min(20).max(200) });
export const confirmEmailResultSchema = z.object({ confirmed: z.boolean() });

// ---- the signed-in member ----

export const memberProfileSchema = z.object({
  id: z.number().int(),
  emailAddress: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  language: z.enum(CULTURES),
  /** the holder saved `language` in their settings: sign-in switches the site to it (else it keeps the page's) */
  languageChosen: z.boolean(),
  currency: z.enum(CURRENCIES).nullable(),
  newsletter: z.boolean(),
  isEmailConfirmed: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const updateMemberProfileInputSchema = z.object({
  name: personName,
  surname: personName,
  /** E.164-ish, as the booking contact's phone; empty = none */
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^(\+[1-9]\d{7,14})?$/, { error: 'Booking.InvalidPhone' }))
    .nullish()
    .transform((v) => (v ? v : null)),
  /**
   * optional, as the phone: an emptied date field (`''`) means "not given", a filled one must be a real date;
   * the account holder must be 18 or older (spec §5), which the server checks against today
   */
  birthDate: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(isoDateSchema.nullable()),
});
export type UpdateMemberProfileInput = z.infer<typeof updateMemberProfileInputSchema>;

export const updateMemberSettingsInputSchema = z.object({
  language: z.enum(CULTURES),
  currency: z.enum(CURRENCIES).nullable(),
  newsletter: z.boolean(),
});
export type UpdateMemberSettingsInput = z.infer<typeof updateMemberSettingsInputSchema>;

export const changeMemberPasswordInputSchema = z.object({
  currentPassword: z.string().min(1).max(128),
  newPassword: memberPasswordSchema,
});
export const changeMemberPasswordFormSchema = changeMemberPasswordInputSchema
  .extend({ newPasswordRepeat: z.string() })
  .refine((v) => v.newPassword === v.newPasswordRepeat, {
    error: 'Account.PasswordsDiffer',
    path: ['newPasswordRepeat'],
  });

export const deleteMemberAccountInputSchema = z.object({ password: z.string().min(1).max(128) });

/** A traveller kept on the account: added from the member's bookings, editable, used to prefill forms. */
export const savedPassengerSchema = z.object({
  id: z.number().int(),
  gender: z.enum(GENDERS),
  name: z.string(),
  surname: z.string(),
  birthday: z.string(),
  nationality: z.string(),
  passportNumber: z.string().nullable(),
  passportExpiry: z.string().nullable(),
  turkishId: z.string().nullable(),
});
export type SavedPassenger = z.infer<typeof savedPassengerSchema>;

/** Create (no id) or update (id) a saved passenger; the same field rules as the passenger form. */
export const saveSavedPassengerInputSchema = passengerInputSchema
  .pick({ gender: true, name: true, surname: true, birthday: true, nationality: true })
  .extend({
    id: z.number().int().nullish(),
    passportNumber: passengerInputSchema.shape.passportNumber.nullish().transform((v) => v ?? null),
    passportExpiry: isoDateSchema.nullish().transform((v) => v ?? null),
    turkishId: passengerInputSchema.shape.turkishId,
  });
export type SaveSavedPassengerInput = z.infer<typeof saveSavedPassengerInputSchema>;

/** One order in the member's lists (flights or a transfer). */
export const memberOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  pnr: z.string(),
  state: z.enum(ORDER_STATES),
  creationTime: z.string(),
  total: z.object({ amount: z.number().int(), currency: z.string() }),
  /** IATA codes and city names of the trip (a transfer: its airport and its zone, whose code is empty) */
  from: z.object({ code: z.string(), name: z.string() }),
  to: z.object({ code: z.string(), name: z.string() }),
  /** airport-local `YYYY-MM-DDTHH:mm` of the first departure (a transfer: its pickup) and its IANA zone */
  startsLocal: z.string(),
  timeZone: z.string().nullable(),
  /** the instant of the first departure / pickup, UTC ISO: for countdowns */
  startsAt: z.string(),
  returnLocal: z.string().nullable(),
  passengerCount: z.number().int(),
  /** Confirmed and not yet begun: the member may ask for a cancellation */
  canRequestCancellation: z.boolean(),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;

export const memberDashboardSchema = z.object({
  /** the next trip that has not begun (Paid, Confirmed or WaitingForCancel), soonest first */
  nextTrip: memberOrderSchema
    .extend({
      /** when check-in opens (charter: 3 h before departure, help rules), UTC ISO; null for a transfer */
      checkInOpensAt: z.string().nullable(),
      /** when check-in closes (spec §9: 1 h 15 international, 50 min domestic), departure-airport local time
       * `YYYY-MM-DDTHH:mm`; null for a transfer */
      checkInClosesLocal: z.string().nullable(),
      /** a transfer order of the same member around this trip's arrival, if any */
      transferOrderId: z.string().nullable(),
    })
    .nullable(),
  recentOrders: z.array(memberOrderSchema),
});
export type MemberDashboard = z.infer<typeof memberDashboardSchema>;

export const memberOrderIdInputSchema = z.object({ orderId: z.string().uuid() });

/** PNR page: e-mail a link that manages the booking to the order's own contact address (same input). */
export const sendManageLinkInputSchema = getOrderByPnrInputSchema;
