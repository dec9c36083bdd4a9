import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The most common passwords (zxcvbn-ts's list of about 49,000, from leaked password sets), lower-cased, one
 * per line between newlines: a member's password must not be one of them.
 *
 * Kept as ONE string, read on first use: the package's module holds the list as 49,000 strings (with a Set,
 * about 60,000 objects), which a serving process would keep for ever and every full garbage collection would
 * have to mark — for a check that runs only when a member sets a password. So the list's CommonJS file is
 * required, copied into the string and dropped from the require cache. A scan of the string costs well
 * under a millisecond.
 */
let common: string | undefined;

function commonPasswords(): string {
  if (common === undefined) {
    // the list's own file (the package's index would load its other dictionaries too)
    const id = require.resolve('@zxcvbn-ts/language-common/dist/passwords.json.cjs');
    const passwords = require(id) as string[];
    common = `\n${passwords.map((p) => p.toLowerCase()).join('\n')}\n`;
    delete require.cache[id];
  }
  return common;
}

/** Whether the password is one of the common ones, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  const candidate = password.toLowerCase();
  // a newline can never be part of a listed password; without this check "a\nb" could match two entries
  if (candidate.includes('\n') || candidate === '') return false;
  return commonPasswords().includes(`\n${candidate}\n`);
}
