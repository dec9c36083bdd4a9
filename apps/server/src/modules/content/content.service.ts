import { type AgencyInfo, CULTURES, type Culture } from '@charterdesk/domain';
import type { ContentLibrary, ContentPage } from './content.loader.js';

/** Pages served from content/ at the same path in the web app. */
export const CONTENT_PAGE_SLUGS = [
  'faq',
  'aboutUs',
  'terms',
  'distanceSales',
  'privacy',
  'cookies',
  'legal',
  'press',
  'jobs',
  'applications',
] as const;

export interface RenderedDocument {
  culture: Culture;
  title: string;
  description: string;
  /** path + query of each language version, the first being ru (the default, also x-default) */
  alternates: { culture: Culture; path: string }[];
  canonicalPath: string;
  bodyHtml: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `/help/baggage` in ru, `/help/baggage?locale=en` otherwise: the web app reads the same parameter. */
export function localizedPath(pathname: string, culture: Culture): string {
  return culture === 'ru' ? pathname : `${pathname}?locale=${culture}`;
}

/** Help articles, FAQ, legal and company pages in three languages, with the agency's own figures filled in. */
export function createContentService(deps: {
  library: ContentLibrary;
  agencyInfo: (tenantId: number | null) => Promise<AgencyInfo>;
}) {
  const { library } = deps;

  async function page(
    slug: string,
    culture: Culture,
    tenantId: number | null,
  ): Promise<ContentPage | undefined> {
    const found = library[culture].get(slug);
    if (!found?.html.includes('{{')) return found;
    const info = await deps.agencyInfo(tenantId);
    const fill = (s: string, asHtml: boolean) =>
      s.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
        const v = (info as unknown as Record<string, unknown>)[key];
        return v === undefined ? whole : asHtml ? escapeHtml(String(v)) : String(v);
      });
    return { ...found, html: fill(found.html, true), text: fill(found.text, false) };
  }

  /** Travel notices whose `countries` front matter names the country (e.g. Thailand's 45-day rule). */
  function noticesFor(countryCode: string, culture: Culture): ContentPage[] {
    return [...library[culture].values()].filter(
      (p) =>
        p.slug.startsWith('notices/') &&
        (p.meta.countries ?? '')
          .split(',')
          .map((c) => c.trim().toUpperCase())
          .includes(countryCode.toUpperCase()),
    );
  }

  function helpArticles(culture: Culture): ContentPage[] {
    return [...library[culture].values()].filter((p) => p.slug.startsWith('help/'));
  }

  function documentFor(
    pathname: string,
    culture: Culture,
    parts: { title: string; description: string; bodyHtml: string },
  ): RenderedDocument {
    return {
      culture,
      ...parts,
      alternates: CULTURES.map((c) => ({ culture: c, path: localizedPath(pathname, c) })),
      canonicalPath: localizedPath(pathname, culture),
    };
  }

  const article = (p: ContentPage) =>
    `<article><h1>${escapeHtml(p.title)}</h1>${p.updated ? `<p><time datetime="${escapeHtml(p.updated)}">${escapeHtml(p.updated)}</time></p>` : ''}${p.html}</article>`;

  return {
    page,
    helpArticles,
    noticesFor,

    /** Every public path a crawler should find, for the sitemap. */
    publicPaths(): string[] {
      const help = helpArticles('ru').map((p) => `/${p.slug}`);
      return [
        '/',
        '/help',
        ...help,
        ...CONTENT_PAGE_SLUGS.filter((s) => library.ru.has(s)).map((s) => `/${s}`),
      ];
    },

    /** Server-rendered HTML of a public page (title, description, article), or undefined for app-only paths. */
    async render(
      pathname: string,
      culture: Culture,
      tenantId: number | null,
    ): Promise<RenderedDocument | undefined> {
      const path = pathname.replace(/\/+$/, '') || '/';
      if (path === '/') {
        const home = library[culture].get('home');
        if (!home) return undefined;
        const links = helpArticles(culture)
          .map((p) => `<li><a href="${localizedPath(`/${p.slug}`, culture)}">${escapeHtml(p.title)}</a></li>`)
          .join('');
        return documentFor(path, culture, {
          title: home.title,
          description: home.description,
          bodyHtml: `<main><h1>${escapeHtml(home.title)}</h1><p>${escapeHtml(home.description)}</p><ul>${links}</ul></main>`,
        });
      }
      if (path === '/help') {
        const index = library[culture].get('help');
        const items = helpArticles(culture)
          .map(
            (p) =>
              `<li><a href="${localizedPath(`/${p.slug}`, culture)}">${escapeHtml(p.title)}</a> — ${escapeHtml(p.description)}</li>`,
          )
          .join('');
        const title = index?.title ?? 'Help';
        return documentFor(path, culture, {
          title,
          description: index?.description ?? '',
          bodyHtml: `<main><h1>${escapeHtml(title)}</h1>${index?.html ?? ''}<ul>${items}</ul></main>`,
        });
      }
      const slug = path.slice(1);
      const isPublic = slug.startsWith('help/') || (CONTENT_PAGE_SLUGS as readonly string[]).includes(slug);
      if (!isPublic) return undefined;
      const p = await page(slug, culture, tenantId);
      if (!p) return undefined;
      return documentFor(path, culture, {
        title: p.title,
        description: p.description,
        bodyHtml: `<main>${article(p)}</main>`,
      });
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;
