import { describe, expect, it } from 'vitest';
import {
  ageOn,
  generatePnr,
  generateTicketNumber,
  isAdultAccountHolder,
  isLatinName,
  isPassportValidForTrip,
  isValidPnr,
  isValidTicketNumber,
  isValidTurkishId,
  normalizeName,
  parseFormDate,
  passengerTypeOn,
  toFormDate,
} from './passenger.rules.js';

describe('passenger rules', () => {
  it('counts age by birthdays', () => {
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2000-02-29', '2026-03-01')).toBe(26);
    expect(ageOn('2014-12-10', '2026-12-09')).toBe(11);
    expect(ageOn('2014-12-10', '2026-12-10')).toBe(12);
  });

  it('types passengers by their age on the last flight of the trip', () => {
    expect(passengerTypeOn('2025-01-15', '2026-12-17')).toBe('infant');
    expect(passengerTypeOn('2024-12-17', '2026-12-17')).toBe('child');
    expect(passengerTypeOn('2014-12-18', '2026-12-17')).toBe('child');
    expect(passengerTypeOn('2014-12-17', '2026-12-17')).toBe('adult');
  });

  it('requires an adult account holder', () => {
    expect(isAdultAccountHolder('2008-11-22', '2026-11-22')).toBe(true);
    expect(isAdultAccountHolder('2008-11-23', '2026-11-22')).toBe(false);
  });

  it('requires a passport valid more than 4 months after the last flight', () => {
    expect(isPassportValidForTrip('2027-04-18', '2026-12-17')).toBe(true);
    expect(isPassportValidForTrip('2027-04-17', '2026-12-17')).toBe(false);
  });

  it('converts DD-MM-YYYY and rejects impossible dates', () => {
    expect(parseFormDate('29-02-2024')).toBe('2024-02-29');
    expect(parseFormDate('29-02-2025')).toBeUndefined();
    expect(parseFormDate('2024-02-01')).toBeUndefined();
    expect(toFormDate('2024-02-29')).toBe('29-02-2024');
  });

  it('accepts Latin names only and stores them upper-case', () => {
    expect(isLatinName('Anna-Maria')).toBe(true);
    expect(isLatinName("O'Neil")).toBe(true);
    expect(isLatinName('Анна')).toBe(false);
    expect(isLatinName('Şule')).toBe(false);
    expect(normalizeName('  anna   maria ')).toBe('ANNA MARIA');
  });

  it('checks Turkish national ID checksums', () => {
    expect(isValidTurkishId('10000000146')).toBe(true);
    expect(isValidTurkishId('10000000147')).toBe(false);
    expect(isValidTurkishId('01234567890')).toBe(false);
  });

  it('generates PNRs without look-alike characters and 13-digit e-tickets', () => {
    for (let i = 0; i < 200; i++) {
      const pnr = generatePnr();
      expect(isValidPnr(pnr)).toBe(true);
      expect(pnr).not.toMatch(/[0O1I]/);
    }
    const ticket = generateTicketNumber('235');
    expect(isValidTicketNumber(ticket)).toBe(true);
    expect(ticket.startsWith('235')).toBe(true);
  });
});
