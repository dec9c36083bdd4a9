import { describe, expect, it } from 'vitest';
import { compareCodeUnits, foldSearchText } from './text.js';

describe('compareCodeUnits', () => {
  it('orders ISO dates, airport-local times and ids as their time and text order', () => {
    const values = ['2026-12-01T09:05', '2026-11-30T23:59', '2026-12-01T10:00', '2027-01-01T00:00'];
    expect([...values].sort(compareCodeUnits)).toEqual([
      '2026-11-30T23:59',
      '2026-12-01T09:05',
      '2026-12-01T10:00',
      '2027-01-01T00:00',
    ]);
    // the order the pages showed with localeCompare, for the text they compare
    const ids = ['9f3c-01', '1895', '1a2b-ff', '0000-9', 'AYT', 'IST', 'ADB'];
    expect([...ids].sort(compareCodeUnits)).toEqual([...ids].sort((a, b) => a.localeCompare(b)));
  });

  it('compares code units, not letters of a language, and finds equal text equal', () => {
    expect(compareCodeUnits('B', 'a')).toBe(-1);
    expect(compareCodeUnits('a', 'B')).toBe(1);
    expect(compareCodeUnits('2026-12-01', '2026-12-01')).toBe(0);
  });
});

describe('foldSearchText', () => {
  it('folds Turkish and Russian letters, case and punctuation alike', () => {
    expect(foldSearchText('İstanbul')).toBe(foldSearchText('ISTANBUL'));
    expect(foldSearchText('Таиланд')).toBe(foldSearchText('Тайланд'));
    expect(foldSearchText('  Sheremetyevo-(SVO) ')).toBe('sheremetyevo svo');
  });
});
