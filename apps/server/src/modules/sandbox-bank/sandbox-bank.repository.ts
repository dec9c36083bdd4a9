import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxBankMerchants, sandboxBankSessions } from './sandbox-bank.tables.js';

export type SessionRow = typeof sandboxBankSessions.$inferSelect;

/**
 * Refunds are kept in the bank's own session ledger as rows with scenario `refund`: orderRef holds the
 * merchant's refund id (the idempotency key) and description the id of the refunded payment session.
 */
export const REFUND_SCENARIO = 'refund';

/** What a refund can see and write while the refunded payment's row is locked. */
export interface RefundLedger {
  payment: SessionRow;
  findRefund(merchantId: string, refundRef: string): Promise<SessionRow | undefined>;
  /** minor units already refunded (succeeded) on the payment */
  refundedTotal(): Promise<number>;
  insertRefund(row: typeof sandboxBankSessions.$inferInsert): Promise<SessionRow>;
}

/** The sandbox bank's own tables. */
export function createSandboxBankRepository(db: Db) {
  return {
    async merchantSecret(merchantId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ secret: sandboxBankMerchants.secret })
        .from(sandboxBankMerchants)
        .where(eq(sandboxBankMerchants.merchantId, merchantId));
      return row?.secret;
    },
    async upsertMerchant(merchantId: string, secret: string): Promise<void> {
      await db
        .insert(sandboxBankMerchants)
        .values({ merchantId, secret })
        .onConflictDoUpdate({ target: sandboxBankMerchants.merchantId, set: { secret } });
    },
    async insertSession(row: typeof sandboxBankSessions.$inferInsert): Promise<void> {
      await db.insert(sandboxBankSessions).values(row);
    },
    async findSession(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(sandboxBankSessions).where(eq(sandboxBankSessions.id, id));
      return row;
    },
    /**
     * Runs `fn` in one transaction holding the refunded payment session's row lock, so concurrent refunds
     * of one payment are checked against each other's amounts. Undefined when the session is unknown.
     */
    async withRefundLedger<T>(
      sessionId: string,
      fn: (ledger: RefundLedger) => Promise<T>,
    ): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(sandboxBankSessions)
          .where(eq(sandboxBankSessions.id, sessionId))
          .for('update');
        if (!payment || payment.scenario === REFUND_SCENARIO) return undefined;
        return fn({
          payment,
          async findRefund(merchantId, refundRef) {
            const [row] = await tx
              .select()
              .from(sandboxBankSessions)
              .where(
                and(
                  eq(sandboxBankSessions.merchantId, merchantId),
                  eq(sandboxBankSessions.scenario, REFUND_SCENARIO),
                  eq(sandboxBankSessions.orderRef, refundRef),
                ),
              );
            return row;
          },
          async refundedTotal() {
            const [row] = await tx
              .select({ total: sql<string>`coalesce(sum(${sandboxBankSessions.amount}), 0)` })
              .from(sandboxBankSessions)
              .where(
                and(
                  eq(sandboxBankSessions.scenario, REFUND_SCENARIO),
                  eq(sandboxBankSessions.description, sessionId),
                  eq(sandboxBankSessions.status, 'refunded'),
                ),
              );
            return Number(row?.total ?? 0);
          },
          async insertRefund(values) {
            const [row] = await tx.insert(sandboxBankSessions).values(values).returning();
            return row!;
          },
        });
      });
    },

    /** Moves a session on only from the expected states: a double submit changes nothing twice. */
    async transition(
      id: string,
      from: string[],
      values: Partial<typeof sandboxBankSessions.$inferInsert>,
    ): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(sandboxBankSessions)
        .set(values)
        .where(and(eq(sandboxBankSessions.id, id), inArray(sandboxBankSessions.status, from)))
        .returning();
      return row;
    },
  };
}
export type SandboxBankRepository = ReturnType<typeof createSandboxBankRepository>;
