import { type SaveSurveyInput, SURVEY_REASONS, type SurveyReason } from '@charterdesk/domain';
import type { SurveyRepository } from './survey.repository.js';

type ListFilter = Parameters<SurveyRepository['list']>[1];
type SummaryFilter = Parameters<SurveyRepository['countByReason']>[1];

/** The abandoned-checkout survey: answers stored per site variant, listed and counted for staff. */
export function createSurveyService(deps: { repository: SurveyRepository; clock: () => Date }) {
  const { repository: repo, clock } = deps;
  return {
    /** Stores one answer in the caller's site variant and language. */
    async save(tenantId: number | null, culture: string, input: SaveSurveyInput): Promise<void> {
      await repo.insert({
        tenantId,
        reason: input.reason,
        text: input.text ?? null,
        searchId: input.searchId ?? null,
        orderId: input.orderId ?? null,
        culture,
        creationTime: clock(),
      });
    },

    /** A page of a site variant's answers, newest first. */
    async list(tenantId: number | null, input: ListFilter) {
      const page = await repo.list(tenantId, input);
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

    /** How many answers chose each reason in a period (every reason listed, zero included). */
    async summary(tenantId: number | null, input: SummaryFilter) {
      const counts = new Map((await repo.countByReason(tenantId, input)).map((r) => [r.reason, r.n]));
      const items = SURVEY_REASONS.map((reason) => ({ reason, count: counts.get(reason) ?? 0 }));
      return { total: items.reduce((sum, i) => sum + i.count, 0), items };
    },
  };
}
export type SurveyService = ReturnType<typeof createSurveyService>;
