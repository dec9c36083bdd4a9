/**
 * What a phone's keyboard does in a name typed as in the passport: a capital for each word, and no autocorrection or
 * spelling check (they turned "Petrov" into "Petrol").
 */
export const PASSPORT_NAME_KEYBOARD = {
  autoCapitalize: 'words',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/** The same for a passport's number or series (or a booking code): letters in capitals, as printed. */
export const PASSPORT_CODE_KEYBOARD = {
  autoCapitalize: 'characters',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
