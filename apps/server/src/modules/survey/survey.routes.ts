import {
  getAllSurveyAnswersInputSchema,
  pagedResultSchema,
  SURVEY_REASONS,
  type SurveyReason,
  saveSurveyInputSchema,
  surveyAnswerDtoSchema,
  surveySummaryInputSchema,
  surveySummarySchema,
} from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import { createLimiter } from '../../kernel/rate-limits.js';
// biome-ignore lint/style/noRestrictedImports: known boundary debt (#16 item 5), to go through that module's service
import type { SurveyRepository } from './survey.repository.js';

const orders = { permissions: ['Pages.Orders'] } as const;

/**
 * Survey/Save: one answer of the abandoned-checkout survey, limited per address against flooding; and for
 * admins (Pages.Orders) the answers of their site variant and counts per reason.
 */
export function registerSurveyRoutes(app: FastifyInstance, repo: SurveyRepository, clock: () => Date) {
  // 10 answers per address per 10 minutes (in Redis when REDIS_URL is set, shared by every instance)
  const surveyLimit = createLimiter(app, 'survey', { max: 10, windowSeconds: 600 }, (request) => request.ip);
  registerAppService(app, 'Survey', {
    Save: method({
      summary: 'Stores why a visitor left the booking page (six reasons or other text ≤ 500 characters)',
      input: saveSurveyInputSchema,
      output: z.null(),
      handler: async (input, ctx) => {
        await surveyLimit(ctx.request);
        await repo.insert({
          tenantId: ctx.session.tenantId,
          reason: input.reason,
          text: input.text ?? null,
          searchId: input.searchId ?? null,
          orderId: input.orderId ?? null,
          culture: ctx.culture,
          creationTime: clock(),
        });
        return null;
      },
    }),
    GetAll: method({
      summary:
        'Admin: answers of the caller’s site variant, newest first; filters Reason, From, To (UTC days)',
      input: getAllSurveyAnswersInputSchema,
      output: pagedResultSchema(surveyAnswerDtoSchema),
      access: orders,
      handler: async (input, ctx) => {
        const page = await repo.list(ctx.session.tenantId, input);
        return {
          totalCount: page.totalCount,
          items: page.items.map((a) => ({
            id: a.id,
            reason: a.reason as SurveyReason,
            text: a.text,
            culture: a.culture,
            searchId: a.searchId,
            orderId: a.orderId,
            creationTime: a.creationTime.toISOString(),
          })),
        };
      },
    }),
    GetSummary: method({
      summary: 'Admin: how many answers chose each reason in a period (From, To: UTC days, both included)',
      input: surveySummaryInputSchema,
      output: surveySummarySchema,
      access: orders,
      handler: async (input, ctx) => {
        const counts = new Map(
          (await repo.countByReason(ctx.session.tenantId, input)).map((r) => [r.reason, r.n]),
        );
        const items = SURVEY_REASONS.map((reason) => ({ reason, count: counts.get(reason) ?? 0 }));
        return { total: items.reduce((sum, i) => sum + i.count, 0), items };
      },
    }),
  });
}
