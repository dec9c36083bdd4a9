import { z } from 'zod';

/** "Why did you not complete the transaction" (spec §2): six reasons or other free text. */
export const SURVEY_REASONS = [
  'clarifyLater',
  'checkingPrices',
  'priceDiffers',
  'formDifficult',
  'securityDoubt',
  'detailsMissing',
  'other',
] as const;
export type SurveyReason = (typeof SURVEY_REASONS)[number];

/** Spec §5/§9: the free text is at most 500 characters. */
export const SURVEY_TEXT_MAX = 500;

export const saveSurveyInputSchema = z
  .object({
    reason: z.enum(SURVEY_REASONS),
    text: z.string().trim().max(SURVEY_TEXT_MAX, { error: 'Survey.TextTooLong' }).optional(),
    searchId: z.string().uuid().optional(),
    orderId: z.string().uuid().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'other' && !v.text) {
      ctx.addIssue({ code: 'custom', message: 'Validation.Required', path: ['text'] });
    }
  });
export type SaveSurveyInput = z.infer<typeof saveSurveyInputSchema>;
