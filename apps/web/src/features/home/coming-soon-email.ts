import { type Culture, subscribeComingSoonInputSchema } from '@charterdesk/domain';
import { domainText, isDomainKey } from '../../shared/i18n/domain-texts';

// The subscription form's checks, loaded when the form is first used: they bring zod and the domain's
// messages (of the page's language), which the home page does not need to paint.

/** The e-mail's first error in the culture, or undefined when it is a valid address. */
export function subscribeEmailError(email: string, culture: Culture): string | undefined {
  const result = subscribeComingSoonInputSchema.shape.email.safeParse(email);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message ?? 'Validation.Email';
  return domainText(
    culture,
    email.trim() === ''
      ? 'Validation.Required'
      : isDomainKey(culture, message)
        ? message
        : 'Validation.Email',
  );
}

/** The text when the request failed without an answer from the server. */
export const internalErrorText = (culture: Culture): string => domainText(culture, 'Abp.InternalError');
