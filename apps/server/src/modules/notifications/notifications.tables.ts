import { index, integer, pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * E-mails to send after commit (DESIGN §1 outbox): written in the transaction of what causes them (an order's
 * payment, refund or schedule change, a contact message), sent after it, retried with back-off until sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: integer('tenant_id'),
    orderId: uuid('order_id'),
    kind: varchar('kind', { length: 32 }).notNull(),
    to: varchar('to', { length: 256 }).notNull(),
    subject: varchar('subject', { length: 256 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** where replies go when not to the sender (a contact message: the visitor who wrote it) */
    replyTo: varchar('reply_to', { length: 256 }),
    status: varchar('status', { length: 8 }).$type<'pending' | 'sending' | 'sent' | 'failed'>().notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    lastError: text('last_error'),
    creationTime: ts('creation_time').notNull(),
    sentTime: ts('sent_time'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
