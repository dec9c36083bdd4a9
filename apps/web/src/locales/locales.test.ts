import { CULTURES } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../shared/i18n/resources';

/**
 * Namespaces loaded by their own lazy chunk instead of shipping with the public site (the admin back
 * office adds `admin` with i18n.addResourceBundle); checked like the others.
 */
const LAZY_NAMESPACES = ['admin'] as const;
const ALL_NAMESPACES = [...NAMESPACES, ...LAZY_NAMESPACES];

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const byLanguage = new Map(
  CULTURES.map((lng) => {
    const keys: Flat = new Map();
    for (const ns of ALL_NAMESPACES) {
      for (const [key, text] of flatten(files[`./${lng}/${ns}.json`] ?? {})) keys.set(`${ns}:${key}`, text);
    }
    return [lng, keys] as const;
  }),
);
const allKeys = new Set([...byLanguage.values()].flatMap((keys) => [...keys.keys()]));

describe('locales', () => {
  it('has every namespace file in every language, and no file outside the namespace list', () => {
    const expected = CULTURES.flatMap((lng) => ALL_NAMESPACES.map((ns) => `./${lng}/${ns}.json`)).sort();
    expect(Object.keys(files).sort()).toEqual(expected);
  });

  it.each(CULTURES)('%s has every key, as a non-empty string', (lng) => {
    const keys = byLanguage.get(lng)!;
    const missing = [...allKeys].filter((key) => !keys.has(key));
    const empty = [...keys]
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([k]) => k);
    expect(missing, `keys missing in ${lng}`).toEqual([]);
    expect(empty, `empty or non-text values in ${lng}`).toEqual([]);
  });

  it.each(CULTURES.filter((lng) => lng !== 'ru'))('%s uses the same {{placeholders}} as ru', (lng) => {
    const reference = byLanguage.get('ru')!;
    const keys = byLanguage.get(lng)!;
    const mismatched = [...reference]
      .filter(([key, text]) => typeof text === 'string' && typeof keys.get(key) === 'string')
      .filter(
        ([key, text]) => placeholders(text as string).join() !== placeholders(keys.get(key) as string).join(),
      )
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});
