import { integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The sandbox bank's own storage: it behaves as an external acquirer and shares no table with us.
 * Only a masked PAN is kept, never a full card number or CVC.
 */
export const sandboxBankMerchants = pgTable('sandbox_bank_merchants', {
  merchantId: varchar('merchant_id', { length: 64 }).primaryKey(),
  secret: varchar('secret', { length: 128 }).notNull(),
});

/** Payment sessions only: refunds of them are kept in sandbox_bank_refunds. */
export const sandboxBankSessions = pgTable('sandbox_bank_sessions', {
  id: uuid('id').primaryKey(),
  merchantId: varchar('merchant_id', { length: 64 }).notNull(),
  orderRef: varchar('order_ref', { length: 64 }).notNull(),
  amount: integer('amount').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  description: varchar('description', { length: 256 }).notNull(),
  returnUrl: varchar('return_url', { length: 1024 }).notNull(),
  language: varchar('language', { length: 2 }).notNull(),
  /** created → challenge → approved | declined | failed */
  status: varchar('status', { length: 16 }).notNull(),
  reason: varchar('reason', { length: 32 }),
  maskedPan: varchar('masked_pan', { length: 19 }),
  /** which test behaviour the card selected */
  scenario: varchar('scenario', { length: 24 }),
  otpAttempts: integer('otp_attempts').notNull().default(0),
  bankRef: varchar('bank_ref', { length: 32 }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
});

/** Refunds of approved sessions; the merchant's refund id makes a repeated request the same refund. */
export const sandboxBankRefunds = pgTable(
  'sandbox_bank_refunds',
  {
    id: uuid('id').primaryKey(),
    merchantId: varchar('merchant_id', { length: 64 }).notNull(),
    refundRef: varchar('refund_ref', { length: 64 }).notNull(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sandboxBankSessions.id),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** refunded | declined */
    status: varchar('status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 32 }),
    bankRef: varchar('bank_ref', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_bank_refunds_ref_uq').on(t.merchantId, t.refundRef)],
);
