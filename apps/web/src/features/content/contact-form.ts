import type { Culture } from '@charterdesk/domain';
import { isApiError } from '../../shared/api/api-error';
import { domainMessage } from '../../shared/i18n/domain-texts';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

export interface MappedContactError {
  /** validation errors of the server, next to their fields */
  fieldErrors: { field: ContactField; message: string }[];
  /** refusals (rate limit) and validation errors of no field, atop the form */
  formMessages: string[];
  /** nothing the form can show: left to the error dialog */
  unhandled: boolean;
}

/** `email`, `Email`, `input.email` → the form's field. */
function fieldOf(member: string): ContactField | undefined {
  for (const segment of member.split('.')) {
    const camel = segment.charAt(0).toLowerCase() + segment.slice(1);
    if ((CONTACT_FIELDS as readonly string[]).includes(camel)) return camel as ContactField;
  }
  return undefined;
}

/** Sorts a failed Contact/Send (or SubscribeComingSoon) into what the form shows where. */
export function mapContactError(error: unknown): MappedContactError {
  const none = { fieldErrors: [], formMessages: [], unhandled: true };
  if (!isApiError(error) || error.kind !== 'server') return none;
  if (error.status === 400 && error.validationErrors.length > 0) {
    const fieldErrors: MappedContactError['fieldErrors'] = [];
    const formMessages: string[] = [];
    for (const item of error.validationErrors) {
      const field = item.members.map(fieldOf).find(Boolean);
      if (field && !fieldErrors.some((e) => e.field === field))
        fieldErrors.push({ field, message: item.message });
      else if (!field) formMessages.push(item.message);
    }
    return { fieldErrors, formMessages, unhandled: false };
  }
  if (error.status >= 400 && error.status < 500) {
    return {
      fieldErrors: [],
      formMessages: [error.message, ...(error.details ? [error.details] : [])],
      unhandled: false,
    };
  }
  return none;
}

/** A field error as text: domain message keys (from the browser-side check) in the current language. */
export function contactErrorText(culture: Culture, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return domainMessage(culture, message);
}
