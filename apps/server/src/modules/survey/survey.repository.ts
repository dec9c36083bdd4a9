import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { surveyAnswers } from './survey.tables.js';

/** Survey answers of one tenant (null = host). */
export function createSurveyRepository(db: Db) {
  return {
    async insert(row: typeof surveyAnswers.$inferInsert): Promise<void> {
      await db.insert(surveyAnswers).values(row);
    },
    async countByReason(tenantId: number | null): Promise<{ reason: string; n: number }[]> {
      return db
        .select({ reason: surveyAnswers.reason, n: count() })
        .from(surveyAnswers)
        .where(tenantId === null ? isNull(surveyAnswers.tenantId) : and(eq(surveyAnswers.tenantId, tenantId)))
        .groupBy(surveyAnswers.reason);
    },
  };
}
export type SurveyRepository = ReturnType<typeof createSurveyRepository>;
