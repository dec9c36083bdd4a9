// The part of the booking form's check that needs zod, a chunk of its own (see booking-form.ts).
import {
  type AddOrderInput,
  type Culture,
  createAddOrderInputSchema,
  isAdultAccountHolder,
  isPassportValidForTrip,
  parseFormDate,
  passengerGroupProblems,
  passengerInputSchema,
  passengerTypeOn,
  sharedPassportProblems,
  tripPassengerProblems,
} from '@charterdesk/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { set } from 'react-hook-form';
import { domainErrorMap } from '../../../shared/i18n/domain-error-map';
import {
  type BookingContext,
  type BookingFormValues,
  memberToFieldPath,
  toAddOrderRaw,
} from './booking-form';

/**
 * The shared AddOrder schema plus the trip rules (ages on the last flight date, passport validity,
 * Turkish ID on domestic Turkish flights). Errors keep message keys so they follow a language switch.
 */
export function createCheckResolver(
  getContext: () => BookingContext,
  getCulture: () => Culture,
  today: () => string,
): Resolver<BookingFormValues, unknown, AddOrderInput> {
  const schema = createAddOrderInputSchema(today);
  return async (values) => {
    const ctx = getContext();
    const raw = toAddOrderRaw(values, ctx);
    const errors: Record<string, unknown> = {};
    const add = (path: (string | number)[], message: string) => {
      const field = memberToFieldPath(path.join('.'));
      if (!field) return;
      const key = field === 'passengers' ? 'passengers.root' : field;
      // An untouched field says "required" rather than "invalid value".
      const empty = getAt(values as unknown as Record<string, unknown>, field) === '';
      const text = empty && message !== 'Booking.TurkishIdRequired' ? 'Validation.Required' : message;
      if (!getAt(errors, key)) set(errors, key, { type: 'validate', message: text });
    };
    const parsed = schema.safeParse(raw, { error: domainErrorMap(getCulture()) });
    if (!parsed.success)
      for (const issue of parsed.error.issues) add(issue.path as (string | number)[], issue.message);
    // The schema's cross-field rules run only once every shape is right: repeat them here on what
    // is readable now, so the visitor sees every problem at once (the schema's own messages win).
    for (const problem of passengerGroupProblems(
      raw.passengers.map((p) => ({ type: p.type, infantOf: p.infantOf ?? null })),
    ))
      add(problem.path, problem.key);
    for (const problem of sharedPassportProblems(
      raw.passengers.map((p) => ({
        type: p.type,
        nationality: p.nationality,
        passportSerial: p.passportSerial ?? null,
        passportNumber: p.passportNumber,
      })),
    ))
      add(problem.path, problem.key);
    const now = today();
    const contactBirthday = parseFormDate(values.contact.birthday);
    if (contactBirthday && !isAdultAccountHolder(contactBirthday, now))
      add(['contact', 'birthday'], 'Booking.ContactUnderage');
    values.passengers.forEach((p, i) => {
      const birthday = parseFormDate(p.birthday);
      if (birthday && birthday > now) add(['passengers', i, 'birthday'], 'Validation.InvalidDate');
      const expiry = parseFormDate(p.passportExpiry);
      if (expiry && expiry <= now) add(['passengers', i, 'passportExpiry'], 'Booking.PassportExpired');
    });
    // Trip rules need every passenger's own shape; run them on those that are valid so far.
    const passengers = raw.passengers.map((p) => passengerInputSchema.safeParse(p));
    if (passengers.every((p) => p.success)) {
      for (const problem of tripPassengerProblems(
        passengers.map((p) => p.data!),
        ctx.trip,
      ))
        add(problem.path, problem.key);
    } else {
      // Per passenger: age and passport against the trip for those whose dates are readable.
      values.passengers.forEach((p, i) => {
        const birthday = parseFormDate(p.birthday);
        const expiry = parseFormDate(p.passportExpiry);
        if (!ctx.trip.lastFlightDate) return;
        if (birthday && passengerTypeOn(birthday, ctx.trip.lastFlightDate) !== p.type)
          add(['passengers', i, 'birthday'], AGE_KEYS[p.type]);
        if (expiry && !isPassportValidForTrip(expiry, ctx.trip.lastFlightDate))
          add(['passengers', i, 'passportExpiry'], 'Booking.PassportTooShort');
      });
    }
    // the add-on shows its own errors once the form was submitted
    if (ctx.transferIncomplete) set(errors, 'transfer', { type: 'validate', message: 'Validation.Required' });
    if (Object.keys(errors).length > 0 || !parsed.success)
      return { values: {}, errors: errors as FieldErrors<BookingFormValues> };
    return { values: parsed.data, errors: {} };
  };
}

const AGE_KEYS = {
  adult: 'Booking.AgeNotAdult',
  child: 'Booking.AgeNotChild',
  infant: 'Booking.AgeNotInfant',
} as const;

function getAt(obj: Record<string, unknown>, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as never)[k] : undefined), obj);
}
