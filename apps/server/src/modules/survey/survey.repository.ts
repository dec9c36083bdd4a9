import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ownedBy } from '../../db/tenancy.js';
import { utcDayRange } from '../../kernel/day-range.js';
import { sortingToOrderBy } from '../../kernel/sorting.js';
import { surveyAnswers } from './survey.tables.js';

export type SurveyAnswerRow = typeof surveyAnswers.$inferSelect;

export interface SurveyFilter {
  reason?: string | undefined;
  /** whole UTC days, both included */
  from?: string | undefined;
  to?: string | undefined;
}

const SORTS: Record<string, SQL> = {
  creationtime: sql`${surveyAnswers.creationTime}`,
  reason: sql`${surveyAnswers.reason}`,
};

function whereOf(tenantId: number | null, filter: SurveyFilter): SQL | undefined {
  const range = utcDayRange(filter.from, filter.to);
  return and(
    ownedBy(surveyAnswers.tenantId, tenantId),
    filter.reason ? eq(surveyAnswers.reason, filter.reason) : undefined,
    range.start ? gte(surveyAnswers.creationTime, range.start) : undefined,
    range.end ? lt(surveyAnswers.creationTime, range.end) : undefined,
  );
}

/** Survey answers of one tenant (null = host). */
export function createSurveyRepository(db: Db) {
  return {
    async insert(row: typeof surveyAnswers.$inferInsert): Promise<void> {
      await db.insert(surveyAnswers).values(row);
    },

    /** Answers per reason in a period (reasons nobody chose are absent). */
    async countByReason(
      tenantId: number | null,
      filter: Omit<SurveyFilter, 'reason'> = {},
    ): Promise<{ reason: string; n: number }[]> {
      return db
        .select({ reason: surveyAnswers.reason, n: count() })
        .from(surveyAnswers)
        .where(whereOf(tenantId, filter))
        .groupBy(surveyAnswers.reason);
    },

    /** One page of answers, newest first unless sorted otherwise. */
    async list(
      tenantId: number | null,
      filter: SurveyFilter & { sorting?: string | undefined; skipCount: number; maxResultCount: number },
    ): Promise<{ totalCount: number; items: SurveyAnswerRow[] }> {
      const where = whereOf(tenantId, filter);
      const [total] = await db.select({ n: count() }).from(surveyAnswers).where(where);
      const items = await db
        .select()
        .from(surveyAnswers)
        .where(where)
        .orderBy(
          ...sortingToOrderBy(filter.sorting, SORTS, [desc(surveyAnswers.creationTime)]),
          asc(surveyAnswers.id),
        )
        .offset(filter.skipCount)
        .limit(filter.maxResultCount);
      return { totalCount: total?.n ?? 0, items };
    },
  };
}
export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
