import { type Culture, isMessageKey, MESSAGES, subscribeComingSoonInputSchema } from '@charterdesk/domain';

// The subscription form's checks, loaded when the form is first used: they bring zod and the domain's
// messages, which the home page does not need to paint.

/** The e-mail's first error in the culture, or undefined when it is a valid address. */
export function subscribeEmailError(email: string, culture: Culture): string | undefined {
  const result = subscribeComingSoonInputSchema.shape.email.safeParse(email);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? 'Validation.Email';
  return MESSAGES[culture][
    email.trim() === '' ? 'Validation.Required' : isMessageKey(message) ? message : 'Validation.Email'
  ];
}

/** The text when the request failed without an answer from the server. */
export const internalErrorText = (culture: Culture): string => MESSAGES[culture]['Abp.InternalError'];
