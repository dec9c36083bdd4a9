import type { Culture } from '@charterdesk/domain';
import { isApiError } from '../../../shared/api/api-error';
import { domainText, isDomainKey } from '../../../shared/i18n/domain-texts';
import type { AdminKey, AdminT } from './admin-i18n';

/**
 * - validation: 400 with validationErrors, shown next to fields;
 * - business: refused by a rule (409, 422, 404, 429), shown in the form;
 * - forbidden: 403, the "no permission" state; unauthorized: 401, the session ended;
 * - other: no usable answer or a server fault, left to the error dialog of spec §8.
 */
export type ServerErrorKind = 'validation' | 'business' | 'forbidden' | 'unauthorized' | 'other';

export interface FieldMessage<F extends string> {
  field: F;
  message: string;
}

export interface MappedServerError<F extends string> {
  kind: ServerErrorKind;
  fieldErrors: FieldMessage<F>[];
  /** messages for the alert atop the form */
  formMessages: string[];
}

/** `emailAddress`, `EmailAddress`, `input.emailAddress`, `domains.0` → a field of the form, or undefined. */
export function memberToField<F extends string>(member: string, fields: readonly F[]): F | undefined {
  for (const segment of member.split('.')) {
    const camel = segment.charAt(0).toLowerCase() + segment.slice(1);
    if ((fields as readonly string[]).includes(camel)) return camel as F;
  }
  return undefined;
}

/**
 * Sorts an API failure into what the form shows where. `keyFields` attaches business errors with a
 * stable key (e.g. `identity.duplicate_user_name`) to the field they are about.
 */
export function mapServerError<F extends string>(
  error: unknown,
  fields: readonly F[],
  keyFields: Readonly<Partial<Record<string, F>>> = {},
): MappedServerError<F> {
  const none: MappedServerError<F> = { kind: 'other', fieldErrors: [], formMessages: [] };
  if (!isApiError(error) || error.kind !== 'server' || error.code === null) return none;
  const withDetails = [error.message, ...(error.details ? [error.details] : [])];
  if (error.status === 401) return { ...none, kind: 'unauthorized', formMessages: withDetails };
  if (error.status === 403) return { ...none, kind: 'forbidden', formMessages: [error.message] };
  if (error.status === 400 && error.validationErrors.length > 0) {
    const fieldErrors: FieldMessage<F>[] = [];
    const formMessages: string[] = [];
    for (const item of error.validationErrors) {
      const field = item.members.map((member) => memberToField(member, fields)).find(Boolean);
      if (field && !fieldErrors.some((e) => e.field === field))
        fieldErrors.push({ field, message: item.message });
      else if (!field) formMessages.push(item.message);
    }
    return { kind: 'validation', fieldErrors, formMessages };
  }
  if (error.status >= 400 && error.status < 500) {
    const field = error.key ? keyFields[error.key] : undefined;
    if (field)
      return { kind: 'business', fieldErrors: [{ field, message: error.message }], formMessages: [] };
    return { kind: 'business', fieldErrors: [], formMessages: withDetails };
  }
  return none;
}

/** A field error as text: domain message keys and `admin:` keys in the current language, others as sent. */
export function errorText(culture: Culture, t: AdminT, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (isDomainKey(culture, message)) return domainText(culture, message);
  if (message.startsWith('admin:')) return t(message.slice('admin:'.length) as AdminKey);
  return message;
}
