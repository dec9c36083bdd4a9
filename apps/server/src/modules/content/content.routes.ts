import {
  contentPageSchema,
  getContentPageInputSchema,
  helpArticleSchema,
  listResultSchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { method, registerAppService } from '../../kernel/app-service.js';
import { errors } from '../../kernel/errors.js';
import { type ContentService, escapeHtml, localizedPath } from './content.service.js';

/** Content API for the web app, plus sitemap.xml and robots.txt for crawlers. */
export function registerContentRoutes(
  app: FastifyInstance,
  service: ContentService,
  publicUrl: string,
  /** more public paths (country and city pages) */
  extraPaths: () => Promise<string[]> = async () => [],
) {
  registerAppService(app, 'Content', {
    GetPage: method({
      summary: 'A help article, FAQ, legal or company page in the request language, rendered to HTML',
      input: getContentPageInputSchema,
      output: contentPageSchema,
      handler: async (input, ctx) => {
        const page = await service.page(input.slug, ctx.culture, ctx.session.tenantId);
        if (!page) throw errors.entityNotFound('ContentPage', input.slug);
        const { text: _text, ...dto } = page;
        return dto;
      },
    }),
    GetHelpArticles: method({
      summary: 'Every help article (title, description, plain text) for the instant help search',
      output: listResultSchema(helpArticleSchema),
      handler: (_input, ctx) => ({
        items: service.helpArticles(ctx.culture).map((p) => ({
          slug: p.slug.replace(/^help\//, ''),
          title: p.title,
          description: p.description,
          text: p.text,
        })),
      }),
    }),
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const urls = [...service.publicPaths(), ...(await extraPaths())].map((path) => {
      const links = (['ru', 'en', 'tr'] as const)
        .map(
          (c) =>
            `<xhtml:link rel="alternate" hreflang="${c}" href="${escapeHtml(publicUrl + localizedPath(path, c))}"/>`,
        )
        .join('');
      return (['ru', 'en', 'tr'] as const)
        .map((c) => `<url><loc>${escapeHtml(publicUrl + localizedPath(path, c))}</loc>${links}</url>`)
        .join('\n');
    });
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
  });

  // The back office stays out of search engines, except its sign-in page (issue #11 holds it to Lighthouse's
  // SEO ≥ 95, whose is-crawlable audit fails a page robots.txt disallows): it shows nothing but the form, and
  // its address is no secret. The longest matching rule wins (RFC 9309), so the Allow line outranks /admin.
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /admin/login\nDisallow: /admin\nDisallow: /api/\nAllow: /\nSitemap: ${publicUrl}/sitemap.xml\n`,
      ),
  );
}
