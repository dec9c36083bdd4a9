import { saveSurveyInputSchema } from '@charterdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { method, registerAppService } from '../../kernel/app-service.js';
import { errors } from '../../kernel/errors.js';
import { createLoginThrottle } from '../identity/login-throttle.js';
import type { SurveyRepository } from './survey.repository.js';

/** Survey/Save: one answer of the abandoned-checkout survey; limited per address against flooding. */
export function registerSurveyRoutes(app: FastifyInstance, repo: SurveyRepository, clock: () => Date) {
  // 10 answers per address per 10 minutes (the throttle counts "failures": here, every answer)
  const limiter = createLoginThrottle({ maxFailures: 10, windowSeconds: 600, now: () => clock().getTime() });
  registerAppService(app, 'Survey', {
    Save: method({
      summary: 'Stores why a visitor left the booking page (six reasons or other text ≤ 500 characters)',
      input: saveSurveyInputSchema,
      output: z.null(),
      handler: async (input, ctx) => {
        const wait = limiter.retryAfter(ctx.session.tenantId, ctx.request.ip, 'survey');
        if (wait > 0) throw errors.tooManyRequests(wait);
        limiter.recordFailure(ctx.session.tenantId, ctx.request.ip, 'survey');
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
  });
}
