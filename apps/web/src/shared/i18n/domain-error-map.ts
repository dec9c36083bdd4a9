import { type Culture, createErrorMapWith } from '@charterdesk/domain';
import type { z } from 'zod';
import { domainText } from './domain-texts';

/**
 * The domain's zod error map ("This field is required", zod's own locale) for a language whose domain texts
 * are loaded. Apart from domain-texts.ts, so that pages reading texts do not bring zod's locales along.
 */
export function domainErrorMap(culture: Culture): z.core.$ZodErrorMap {
  return createErrorMapWith(culture, domainText(culture, 'Validation.Required'), {
    tooShort: domainText(culture, 'Validation.TooShort'),
    tooLong: domainText(culture, 'Validation.TooLong'),
    tooSmallNumber: domainText(culture, 'Validation.TooSmallNumber'),
    tooBigNumber: domainText(culture, 'Validation.TooBigNumber'),
  });
}
