import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names a country in each interface language, in any letter case, the same on every call', () => {
    expect(countryName('EG', 'en')).toBe('Egypt');
    expect(countryName('eg', 'ru')).toBe('Египет');
    expect(countryName('EG', 'tr')).toBe('Mısır');
    // a second call reads the same names (kept per language)
    expect(countryName('TH', 'en')).toBe('Thailand');
    expect(countryName('TH', 'ru')).toBe('Таиланд');
  });

  it('names no grouping, user-assigned or malformed code', () => {
    expect(countryName('EU', 'en')).toBeUndefined();
    expect(countryName('ZZ', 'ru')).toBeUndefined();
    expect(countryName('XA', 'en')).toBeUndefined();
    expect(countryName('TUR', 'en')).toBeUndefined();
  });

  it('names nothing in a language tag the runtime refuses', () => {
    expect(countryName('EG', 'not a language!')).toBeUndefined();
  });
});
