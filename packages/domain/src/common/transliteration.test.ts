import { describe, expect, it } from 'vitest';
import { hasCyrillic, toPassportSpelling } from './transliteration.js';

describe('passport spelling of Cyrillic names (ICAO 9303)', () => {
  it('spells names as Russian passports do', () => {
    expect(toPassportSpelling('Пётр')).toBe('PETR');
    expect(toPassportSpelling('Щукин')).toBe('SHCHUKIN');
    expect(toPassportSpelling('Юлия Ильина')).toBe('IULIIA ILINA');
    expect(toPassportSpelling('Андрей Хабаров-Цой')).toBe('ANDREI KHABAROV-TSOI');
    expect(toPassportSpelling('Подъячев')).toBe('PODIEIACHEV');
    expect(toPassportSpelling('Эмиль Жуков')).toBe('EMIL ZHUKOV');
    expect(toPassportSpelling('Мар’яна Їжак')).toBe('MARIANA IZHAK');
  });

  it('keeps Latin letters and drops what a passport cannot hold', () => {
    expect(toPassportSpelling('  Anna  Мария 2 ')).toBe('ANNA MARIIA');
    expect(toPassportSpelling('Vera')).toBe('VERA');
  });

  it('tells Cyrillic from Latin input', () => {
    expect(hasCyrillic('Пётр')).toBe(true);
    expect(hasCyrillic('Petr')).toBe(false);
  });
});
