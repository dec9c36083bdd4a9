import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CULTURES, type Culture } from '@charterdesk/domain';
import { Marked } from 'marked';

export interface ContentPage {
  /** path under the language folder without .md, e.g. `help/baggage`, `faq` */
  slug: string;
  title: string;
  description: string;
  /** legal pages: when the text was last changed (YYYY-MM-DD) */
  updated: string | null;
  /** rendered from our own reviewed Markdown (no raw HTML allowed in it) */
  html: string;
  /** plain text for the help search */
  text: string;
  /** every front-matter field (e.g. `countries` of a travel notice) */
  meta: Record<string, string>;
}

export type ContentLibrary = Record<Culture, Map<string, ContentPage>>;

const markdown = new Marked({ gfm: true, breaks: false });
// Our Markdown is reviewed text, but raw HTML in it is still refused: pages must stay safe to inject.
markdown.use({ renderer: { html: () => '' } });

function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const kv = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (kv) data[kv[1]!] = kv[2]!.trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { data, body: source.slice(match[0].length) };
}

/** Markdown as plain text (the help search, the travel notices of the itinerary PDF). */
export function plainText(md: string): string {
  return (
    md
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // emphasis and code marks hug their words: dropped, not spaced ("**passport**." read "passport .")
      .replace(/(?<=\S)[*_`]+|[*_`]+(?=\S)/g, '')
      .replace(/[#*_`>|-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full, base);
    return name.endsWith('.md') ? [path.relative(base, full)] : [];
  });
}

/** Reads content/{ru,en,tr}/**.md once: front matter (title, description, updated) + rendered HTML. */
export function loadContent(rootDir: string): ContentLibrary {
  const library = {} as ContentLibrary;
  for (const culture of CULTURES) {
    const pages = new Map<string, ContentPage>();
    const dir = path.join(rootDir, culture);
    for (const file of walk(dir)) {
      const slug = file.replace(/\\/g, '/').replace(/\.md$/, '');
      const { data, body } = parseFrontMatter(readFileSync(path.join(dir, file), 'utf8'));
      pages.set(slug, {
        slug,
        title: data.title ?? slug,
        description: data.description ?? '',
        updated: data.updated ?? null,
        html: markdown.parse(body, { async: false }) as string,
        text: plainText(body),
        meta: data,
      });
    }
    library[culture] = pages;
  }
  return library;
}
