import { z } from 'zod';

/** A Markdown page of content/{culture}/ rendered to HTML by the server. */
export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  updated: z.string().nullable(),
  html: z.string(),
});
export type ContentPageDto = z.infer<typeof contentPageSchema>;

export const getContentPageInputSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[A-Za-z][\w-]*(\/[A-Za-z][\w-]*)?$/, { error: 'Validation.InvalidValue' }),
});

/** Help articles for the help centre's instant search: `text` is the plain article text. */
export const helpArticleSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  text: z.string(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;
