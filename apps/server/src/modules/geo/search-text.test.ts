import { describe, expect, it } from 'vitest';
import {
  boundedEditDistance,
  foldSearchText,
  prefixEditDistance,
  switchKeyboardLayout,
  transliterateRussian,
} from './search-text.js';

describe('search text folding', () => {
  it('folds Turkish dotted and dotless i, case and diacritics', () => {
    for (const v of ['İstanbul', 'istanbul', 'ISTANBUL', 'Istanbul'])
      expect(foldSearchText(v)).toBe('istanbul');
    expect(foldSearchText('Gazipaşa-Alanya')).toBe('gazipasa alanya');
    expect(foldSearchText('Şarm El-Şeyh')).toBe('sarm el seyh');
  });

  it('folds Russian ё and й', () => {
    expect(foldSearchText('Орёл')).toBe(foldSearchText('Орел'));
    expect(foldSearchText('Тайланд')).toBe(foldSearchText('Таиланд'));
  });

  it('transliterates Russian as people type it', () => {
    expect(transliterateRussian(foldSearchText('Москва'))).toBe('moskva');
    expect(transliterateRussian(foldSearchText('Шереметьево'))).toBe('sheremetevo');
  });

  it('switches keyboard layouts both ways', () => {
    expect(switchKeyboardLayout('fynfkmz')).toBe('анталья');
    expect(switchKeyboardLayout('ьщылм')).toBe('moskv');
  });

  it('measures small edit distances, transpositions included, and gives up early', () => {
    expect(boundedEditDistance('sheremetyevo', 'sheremetevo', 2)).toBe(1);
    expect(boundedEditDistance('antlaya', 'antalya', 2)).toBe(1);
    expect(boundedEditDistance('abc', 'xyzuvw', 2)).toBe(3);
  });

  it('measures the distance of a query to the closest prefix of a longer name', () => {
    expect(prefixEditDistance('antl', 'antalya', 1)).toBe(1);
    expect(prefixEditDistance('sheremetyevo', 'sheremetevo international', 2)).toBe(1);
    expect(prefixEditDistance('moskv', 'moskva', 1)).toBe(0);
    expect(prefixEditDistance('xyzw', 'antalya', 1)).toBe(2);
    expect(prefixEditDistance('antalya', 'ant', 2)).toBe(3);
  });
});
