import { index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Answers of the abandoned-checkout survey (no personal data: reason, optional text, the search/order). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    reason: varchar('reason', { length: 24 }).notNull(),
    text: varchar('text', { length: 500 }),
    searchId: uuid('search_id'),
    orderId: uuid('order_id'),
    culture: varchar('culture', { length: 2 }).notNull(),
    creationTime: timestamp('creation_time', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('survey_answers_tenant_time_idx').on(t.tenantId, t.creationTime)],
);
