import { z } from 'zod';

/** ABP ErrorInfo; `key` is ours: a stable string the web app can branch on. */
export const validationErrorInfoSchema = z.object({
  message: z.string(),
  members: z.array(z.string()),
});
export const errorInfoSchema = z.object({
  code: z.number().int(),
  key: z.string().nullable().optional(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(validationErrorInfoSchema).nullable(),
});
export type ErrorInfo = z.infer<typeof errorInfoSchema>;

/** The ABP AjaxResponse envelope around every JSON answer under /api. */
export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    result: result.nullable(),
    targetUrl: z.string().nullable(),
    success: z.boolean(),
    error: errorInfoSchema.nullable(),
    unAuthorizedRequest: z.boolean(),
    __abp: z.literal(true),
  });
}
export interface Envelope<T> {
  result: T | null;
  targetUrl: string | null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
  __abp: true;
}
