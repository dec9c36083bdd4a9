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
  return createErrorMapWith(culture, translate(culture, 'Validation.Required'));
}

/**
 * The same error map given the culture's "This field is required" text: the browser holds only its own
 * language's messages (MESSAGES, which `translate` reads, has all three).
 */
export function createErrorMapWith(culture: Culture, requiredText: string): z.core.$ZodErrorMap {
  const base = zodLocales[culture]().localeError;
  return (issue) => {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) {
      return requiredText;
    }
    if (
      issue.code === 'too_small' &&
      issue.origin === 'string' &&
      issue.minimum === 1 &&
      issue.input === ''
    ) {
      return requiredText;
    }
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
