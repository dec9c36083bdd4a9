import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxBankMerchants, sandboxBankRefunds, sandboxBankSessions } from './sandbox-bank.tables.js';

export type SessionRow = typeof sandboxBankSessions.$inferSelect;
export type RefundRow = typeof sandboxBankRefunds.$inferSelect;

/** What a refund can see and write while the refunded payment's row is locked. */
export interface RefundLedger {
  payment: SessionRow;
  findRefund(merchantId: string, refundRef: string): Promise<RefundRow | undefined>;
  /** minor units already refunded (not declined) on the payment */
  refundedTotal(): Promise<number>;
  /**
   * Records the refund unless the merchant already used its refundRef: then nothing is written and the
   * stored refund comes back with `inserted: false` (it may belong to another payment or amount).
   */
  recordRefund(
    row: typeof sandboxBankRefunds.$inferInsert,
  ): Promise<{ refund: RefundRow; inserted: boolean }>;
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
        if (!payment) return undefined;
        const findRefund = async (merchantId: string, refundRef: string) => {
          const [row] = await tx
            .select()
            .from(sandboxBankRefunds)
            .where(
              and(eq(sandboxBankRefunds.merchantId, merchantId), eq(sandboxBankRefunds.refundRef, refundRef)),
            );
          return row;
        };
        return fn({
          payment,
          findRefund,
          async refundedTotal() {
            const [row] = await tx
              .select({ total: sql<string>`coalesce(sum(${sandboxBankRefunds.amount}), 0)` })
              .from(sandboxBankRefunds)
              .where(
                and(eq(sandboxBankRefunds.sessionId, sessionId), eq(sandboxBankRefunds.status, 'refunded')),
              );
            return Number(row?.total ?? 0);
          },
          async recordRefund(values) {
            // The payment's lock orders refunds of one payment, but the same refundRef may arrive for
            // another payment (locked by another transaction): the unique index (merchant, refundRef) is
            // what makes one id one refund. On a conflict the insert waits for the other transaction and
            // writes nothing; the next statement (read committed) sees the stored refund.
            const [inserted] = await tx
              .insert(sandboxBankRefunds)
              .values(values)
              .onConflictDoNothing({ target: [sandboxBankRefunds.merchantId, sandboxBankRefunds.refundRef] })
              .returning();
            if (inserted) return { refund: inserted, inserted: true };
            const stored = await findRefund(values.merchantId, values.refundRef);
            // DO NOTHING skipped the row only because a committed refund holds the key: it must be readable
            if (!stored) throw new Error(`refund ${values.refundRef} conflicted but is not stored`);
            return { refund: stored, inserted: false };
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
