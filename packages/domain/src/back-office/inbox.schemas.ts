import { z } from 'zod';
import { isoDateSchema } from '../common/dates.js';
import { pagedRequestSchema } from '../common/paging.js';
import { SURVEY_REASONS } from '../survey/survey.schemas.js';

/** An optional `YYYY-MM-DD` from a query string ('' = no bound). */
const optionalDay = z
  .union([z.literal(''), isoDateSchema])
  .optional()
  .transform((v) => v || undefined);

/** Survey/GetSummary?From=&To=: a period of whole UTC days, both ends included; either end may be open. */
export const surveySummaryInputSchema = z
  .object({ from: optionalDay, to: optionalDay })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: 'custom', message: 'Validation.DateRangeOrder', path: ['to'] });
  });

// ---- survey answers ----

/** Survey/GetAll?Reason=&From=&To=&Sorting=&SkipCount=&MaxResultCount= */
export const getAllSurveyAnswersInputSchema = pagedRequestSchema
  .extend({
    reason: z
      .union([z.literal(''), z.enum(SURVEY_REASONS)])
      .optional()
      .transform((v) => v || undefined),
    from: optionalDay,
    to: optionalDay,
    sorting: z.string().trim().max(64).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: 'custom', message: 'Validation.DateRangeOrder', path: ['to'] });
  });

export const surveyAnswerDtoSchema = z.object({
  id: z.number().int(),
  reason: z.enum(SURVEY_REASONS),
  text: z.string().nullable(),
  culture: z.string(),
  searchId: z.string().nullable(),
  orderId: z.string().nullable(),
  creationTime: z.string(),
});
export type SurveyAnswerDto = z.infer<typeof surveyAnswerDtoSchema>;

/** Survey/GetSummary?From=&To=: answers per reason (every reason listed, zeros included). */
export const surveySummarySchema = z.object({
  total: z.number().int(),
  items: z.array(z.object({ reason: z.enum(SURVEY_REASONS), count: z.number().int() })),
});
export type SurveySummary = z.infer<typeof surveySummarySchema>;

// ---- contact messages ----

/** Contact/GetMessages?Keyword=&From=&To=&Sorting=&SkipCount=&MaxResultCount= (keyword: name, e-mail, subject). */
export const getContactMessagesInputSchema = pagedRequestSchema
  .extend({
    keyword: z.string().trim().max(256).optional(),
    from: optionalDay,
    to: optionalDay,
    sorting: z.string().trim().max(64).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: 'custom', message: 'Validation.DateRangeOrder', path: ['to'] });
  });

export const contactMessageListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  culture: z.string(),
  /** the first characters of the message, for the list */
  preview: z.string(),
  creationTime: z.string(),
});
export type ContactMessageListItem = z.infer<typeof contactMessageListItemSchema>;

export const contactMessageDtoSchema = contactMessageListItemSchema
  .omit({ preview: true })
  .extend({ message: z.string() });
export type ContactMessageDto = z.infer<typeof contactMessageDtoSchema>;

// ---- test e-mail ----

/** Setting/SendTestEmail {to}. */
export const sendTestEmailInputSchema = z.object({
  to: z
    .string()
    .trim()
    .min(1, { error: 'Validation.Required' })
    .pipe(z.email({ error: 'Validation.Email' }).max(256)),
});
export type SendTestEmailInput = z.input<typeof sendTestEmailInputSchema>;

export const sendTestEmailResultSchema = z.object({
  success: z.boolean(),
  /** 'smtp' = the SMTP server of the e-mail settings (or SMTP_URL), 'files' = .eml files of the app */
  transport: z.enum(['smtp', 'files']),
  /** localized outcome for the screen; on failure it carries the server's error text (never a secret) */
  message: z.string(),
});
export type SendTestEmailResult = z.infer<typeof sendTestEmailResultSchema>;
