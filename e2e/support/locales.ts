import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { repoRoot } from './server.js';

/** The web app's own translation files, read at test time so a wording change never breaks a journey. */
export const LOCALES = ['ru', 'en', 'tr'] as const;
export type Locale = (typeof LOCALES)[number];

const localesDir = join(repoRoot, 'apps', 'web', 'src', 'locales');

export interface Messages {
  /** i18next-style key `namespace:path.to.key` (namespace = JSON file name); throws when missing. */
  t(key: string, values?: Record<string, string | number>): string;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const dir = join(localesDir, locale);
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  const namespaces: Record<string, unknown> = {};
  for (const file of files) {
    namespaces[basename(file, '.json')] = JSON.parse(await readFile(join(dir, file), 'utf8'));
  }

  const t = (key: string, values: Record<string, string | number> = {}): string => {
    const [namespace, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
    let node: unknown = namespaces[namespace];
    for (const part of path.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    if (typeof node !== 'string') {
      throw new Error(`no string at ${key} in ${join(dir, `${namespace}.json`)}`);
    }
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
  return { t };
}
