/**
 * Cyrillic names in their passport spelling: ICAO Doc 9303 (8th ed.), Part 3, transliteration of Cyrillic
 * characters, the table Russian foreign passports have used since 2014 ("Пётр Щукин" → "PETR SHCHUKIN").
 * Written here rather than taken from npm: the one package that claims ICAO (icao-transliteration 1.0.4)
 * writes MRZ filler characters ("<") for spaces and maps the Latin V to Y.
 */
const ICAO_9303: Readonly<Record<string, string>> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Е: 'E',
  Ё: 'E',
  Ж: 'ZH',
  З: 'Z',
  И: 'I',
  Й: 'I',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  Щ: 'SHCH',
  Ъ: 'IE',
  Ы: 'Y',
  Ь: '',
  Э: 'E',
  Ю: 'IU',
  Я: 'IA',
  // Ukrainian and Belarusian letters of the same table
  Є: 'IE',
  І: 'I',
  Ї: 'I',
  Ґ: 'G',
  Ў: 'U',
};

const CYRILLIC = /[\u0400-\u04FF]/;

/** Whether a typed name holds Cyrillic letters (then a passport spelling is worth suggesting). */
export function hasCyrillic(value: string): boolean {
  return CYRILLIC.test(value);
}

/**
 * The passport (ICAO 9303) spelling of a name in upper case; Latin letters, spaces and hyphens stay,
 * anything else is dropped. An apostrophe (Ukrainian "Мар'яна") is left out, as in passports.
 */
export function toPassportSpelling(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC').toUpperCase()) {
    const mapped = ICAO_9303[ch];
    if (mapped !== undefined) out += mapped;
    else if (/[A-Z -]/.test(ch)) out += ch;
  }
  return out.replace(/\s+/g, ' ').replace(/-+/g, '-').trim();
}
