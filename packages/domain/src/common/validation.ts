import type { z } from 'zod';
import { en as zodEn, ru as zodRu, tr as zodTr } from 'zod/locales';
import type { Culture } from './culture.js';
import { isMessageKey, translate } from './messages.js';

const zodLocales = { en: zodEn, ru: zodRu, tr: zodTr } as const;

/**
 * A zod error map for one culture: a missing value reads "This field is required" (spec §5),
 * custom messages that are message keys are translated, everything else uses zod's own locale.
 */
export function createErrorMap(culture: Culture): z.core.$ZodErrorMap {
  return createErrorMapWith(culture, translate(culture, 'Validation.Required'), {
    tooShort: translate(culture, 'Validation.TooShort'),
    tooLong: translate(culture, 'Validation.TooLong'),
    tooSmallNumber: translate(culture, 'Validation.TooSmallNumber'),
    tooBigNumber: translate(culture, 'Validation.TooBigNumber'),
  });
}

/** A text's length bounds in the culture's words, `{min}` / `{max}` left to fill. */
export interface LengthTexts {
  tooShort: string;
  tooLong: string;
}

/** A number's bounds in the culture's words ("At least {min}", "Not more than {max}"), `{min}` / `{max}` left to fill. */
export interface NumberBoundTexts {
  tooSmallNumber: string;
  tooBigNumber: string;
}

/**
 * The same error map given the culture's "This field is required" text and length texts: the browser holds only
 * its own language's messages (MESSAGES, which `translate` reads, has all three). A text too short or too long
 * reads "At least 2 characters" / "At most 11 characters", not zod's "Too small: expected string to have >=2
 * characters"; a number out of its inclusive bounds "At least 1" / "Not more than 60", not "Too big: expected
 * number to be <=60". Exclusive bounds (`.positive()`: ids, never typed in a form) keep zod's locale.
 */
export function createErrorMapWith(
  culture: Culture,
  requiredText: string,
  lengthTexts?: LengthTexts & Partial<NumberBoundTexts>,
): z.core.$ZodErrorMap {
  const base = zodLocales[culture]().localeError;
  return (issue) => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
      return requiredText;
    }
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.input === '') return requiredText;
    if (lengthTexts && issue.code === 'too_small' && issue.origin === 'string')
      return lengthTexts.tooShort.replace('{min}', String(issue.minimum));
    if (lengthTexts && issue.code === 'too_big' && issue.origin === 'string')
      return lengthTexts.tooLong.replace('{max}', String(issue.maximum));
    if (
      lengthTexts?.tooSmallNumber &&
      issue.code === 'too_small' &&
      issue.origin === 'number' &&
      issue.inclusive
    )
      return lengthTexts.tooSmallNumber.replace('{min}', String(issue.minimum));
    if (lengthTexts?.tooBigNumber && issue.code === 'too_big' && issue.origin === 'number' && issue.inclusive)
      return lengthTexts.tooBigNumber.replace('{max}', String(issue.maximum));
    return base(issue);
  };
}

export interface LocalizedIssue {
  message: string;
  /** camelCase member path, e.g. `passengers.0.name` */
  members: string[];
}

/** Parses with culture-specific messages; custom issue messages that are message keys get translated. */
export function localizeIssues(culture: Culture, schema: z.ZodType, data: unknown): LocalizedIssue[] {
  const result = schema.safeParse(data, { error: createErrorMap(culture) });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    message: isMessageKey(issue.message) ? translate(culture, issue.message) : issue.message,
    members: issue.path.length ? [issue.path.map(String).join('.')] : [],
  }));
}
