// The part of the transfer booking's check that needs zod, a chunk of its own (loadTransferBookingCheck in
// booking-form.ts).
import {
  type AddTransferOrderInput,
  addTransferOrderInputSchema,
  type Culture,
  isAdultAccountHolder,
  parseFormDate,
} from '@charterdesk/domain';
import { domainErrorMap } from '../../../shared/i18n/domain-error-map';
import {
  getAt,
  memberToBookingField,
  OPTIONAL,
  type TransferBookingContext,
  type TransferBookingFormValues,
  toAddTransferOrderRaw,
} from './booking-form';

/**
 * The shared AddTransferOrder schema plus the rules that need today's date (the account holder is 18 or
 * older, no birthday in the future). Errors keep message keys so they follow a language switch.
 */
export function validateTransferBooking(
  values: TransferBookingFormValues,
  ctx: TransferBookingContext,
  culture: Culture,
  today: string,
): { order: AddTransferOrderInput | null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const add = (field: string | undefined, message: string) => {
    if (!field || errors[field]) return;
    const empty = !OPTIONAL.has(field) && getAt(values, field) === '';
    errors[field] = empty ? 'Validation.Required' : message;
  };
  // DD-MM-YYYY only: an ISO date typed in by hand would otherwise pass through unnoticed.
  const birthday = parseFormDate(values.contact.birthday);
  if (values.contact.birthday.trim() && !birthday) add('contact.birthday', 'Validation.InvalidDate');
  const parsed = addTransferOrderInputSchema.safeParse(toAddTransferOrderRaw(values, ctx), {
    error: domainErrorMap(culture),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(memberToBookingField(issue.path.join('.')), issue.message);
  if (birthday && birthday > today) add('contact.birthday', 'Validation.InvalidDate');
  else if (birthday && !isAdultAccountHolder(birthday, today))
    add('contact.birthday', 'Booking.ContactUnderage');
  if (Object.keys(errors).length > 0 || !parsed.success) return { order: null, errors };
  return { order: parsed.data, errors };
}
