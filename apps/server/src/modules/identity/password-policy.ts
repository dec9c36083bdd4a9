import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (zxcvbn-ts's list of about 49,000, from leaked password sets): a member's
 * password must not be one of them. Loaded once, compared case-insensitively.
 */
let common: ReadonlySet<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
