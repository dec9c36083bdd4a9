import type { PassengerType } from '../flights/flights.schemas.js';

/** Whole years between a birth date and a day (both ISO dates), as a person counts birthdays. */
export function ageOn(birthDate: string, onDate: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDate.split('-').map(Number) as [number, number, number];
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/**
 * DESIGN §3: the type follows the age on the date of the trip's last flight — infant under 2,
 * child 2 to under 12, adult 12 and over.
 */
export function passengerTypeOn(birthDate: string, lastFlightDate: string): PassengerType {
  const age = ageOn(birthDate, lastFlightDate);
  if (age < 2) return 'infant';
  if (age < 12) return 'child';
  return 'adult';
}

/** The booking's contact / account holder must be 18 or older (spec §5). */
export function isAdultAccountHolder(birthDate: string, today: string): boolean {
  return ageOn(birthDate, today) >= 18;
}

/** Passport valid more than 4 months after the return (after departure for one-way), DESIGN §3. */
export function isPassportValidForTrip(expiryDate: string, lastFlightDate: string): boolean {
  const [y, m, d] = lastFlightDate.split('-').map(Number) as [number, number, number];
  const limit = new Date(Date.UTC(y, m - 1 + 4, d));
  return Date.parse(`${expiryDate}T00:00:00Z`) > limit.getTime();
}

/** DD-MM-YYYY (forms) → YYYY-MM-DD (wire), or undefined when it is not a real date. */
export function parseFormDate(value: string): string | undefined {
  const m = /^(\d{2})[-./](\d{2})[-./](\d{4})$/.exec(value.trim());
  if (!m) return undefined;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

export function toFormDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}-${m}-${y}`;
}

/** Names: Latin letters, spaces and hyphens (and apostrophes, as in O'NEIL), stored upper-case. */
export function isLatinName(value: string): boolean {
  return /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/.test(value.trim()) && value.trim().length <= 50;
}

export function normalizeName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** Turkish national identity number: 11 digits, first not 0, with its two checksum digits. */
export function isValidTurkishId(value: string): boolean {
  if (!/^[1-9]\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
}

/** Uniform random integer in [0, max) from Web Crypto (present in browsers and Node), rejection-sampled. */
function randomBelow(max: number): number {
  const buf = new Uint32Array(1);
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    if (buf[0]! < limit) return buf[0]! % max;
  }
}

/** PNR alphabet: upper-case letters and digits without the look-alikes 0/O/1/I. */
export const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function isValidPnr(value: string): boolean {
  return new RegExp(`^[${PNR_ALPHABET}]{6}$`).test(value);
}

export function generatePnr(): string {
  return Array.from({ length: 6 }, () => PNR_ALPHABET[randomBelow(PNR_ALPHABET.length)]).join('');
}

/** E-ticket number: 13 digits, the airline's 3-digit prefix and a 10-digit serial. */
export function isValidTicketNumber(value: string): boolean {
  return /^\d{13}$/.test(value);
}

export function generateTicketNumber(airlinePrefix: string): string {
  if (!/^\d{3}$/.test(airlinePrefix)) throw new Error(`airline prefix must be 3 digits: ${airlinePrefix}`);
  return airlinePrefix + String(randomBelow(100_000) * 100_000 + randomBelow(100_000)).padStart(10, '0');
}
