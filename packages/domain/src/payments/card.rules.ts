/** Card rules shared by the payment form and the sandbox bank (DESIGN §3). Card data never reaches our API. */

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Luhn checksum of a digit string. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 16 digits passing Luhn (spec §9). */
export function isValidCardNumber(value: string): boolean {
  const d = digitsOnly(value);
  return d.length === 16 && passesLuhn(d);
}

/** Month 1–12 and the card not expired at `now` (valid through the end of its month). */
export function isValidExpiry(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  return fullYear > y || (fullYear === y && month >= m);
}

export function isValidCvc(value: string): boolean {
  return /^\d{3}$/.test(value);
}

/** Card owner as embossed: Latin letters, spaces, hyphens, apostrophes and dots. */
export function isValidCardOwner(value: string): boolean {
  return /^[A-Za-z][A-Za-z .'-]{1,58}[A-Za-z.]$/.test(value.trim());
}

/**
 * BINs (first six digits) of Turkish banks used by the sandbox and the live check; a card of a Turkish bank
 * must be charged in TRY (spec §5). A real deployment loads the acquirer's full BIN table.
 */
export const TURKISH_BINS: readonly string[] = [
  '979200', // Troy test range
  '979204',
  '540061',
  '545616',
  '454360',
  '404591',
  '589004',
  '552879',
];

export function isTurkishCard(cardNumber: string): boolean {
  return TURKISH_BINS.includes(digitsOnly(cardNumber).slice(0, 6));
}

/** Masked PAN for receipts and logs: first six and last four digits. */
export function maskCardNumber(cardNumber: string): string {
  const d = digitsOnly(cardNumber);
  return `${d.slice(0, 6)}******${d.slice(-4)}`;
}
