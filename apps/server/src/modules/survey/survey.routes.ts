import {
  getAllSurveyAnswersInputSchema,
  pagedResultSchema,
  saveSurveyInputSchema,
  surveyAnswerDtoSchema,
  surveySummaryInputSchema,
  surveySummarySchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import { createLimiter } from '../../kernel/rate-limits.js';
import type { SurveyService } from './survey.service.js';

const orders = { permissions: ['Pages.Orders'] } as const;

/**
 * Survey/Save: one answer of the abandoned-checkout survey, limited per address against flooding; and for
 * admins (Pages.Orders) the answers of their site variant and counts per reason.
 */
export function registerSurveyRoutes(app: FastifyInstance, service: SurveyService) {
  // 10 answers per address per 10 minutes (in Redis when REDIS_URL is set, shared by every instance)
  const surveyLimit = createLimiter(app, 'survey', { max: 10, windowSeconds: 600 }, (request) => request.ip);
  registerAppService(app, 'Survey', {
    Save: method({
      summary: 'Stores why a visitor left the booking page (six reasons or other text ≤ 500 characters)',
      input: saveSurveyInputSchema,
      output: z.null(),
      handler: async (input, ctx) => {
        await surveyLimit(ctx.request);
        await service.save(ctx.session.tenantId, ctx.culture, input);
        return null;
      },
    }),
    GetAll: method({
      summary:
        'Admin: answers of the caller’s site variant, newest first; filters Reason, From, To (UTC days)',
      input: getAllSurveyAnswersInputSchema,
      output: pagedResultSchema(surveyAnswerDtoSchema),
      access: orders,
      handler: (input, ctx) => service.list(ctx.session.tenantId, input),
    }),
    GetSummary: method({
      summary: 'Admin: how many answers chose each reason in a period (From, To: UTC days, both included)',
      input: surveySummaryInputSchema,
      output: surveySummarySchema,
      access: orders,
      handler: (input, ctx) => service.summary(ctx.session.tenantId, input),
    }),
  });
}
