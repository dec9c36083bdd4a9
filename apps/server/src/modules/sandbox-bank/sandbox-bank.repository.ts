import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxBankMerchants, sandboxBankSessions } from './sandbox-bank.tables.js';

export type SessionRow = typeof sandboxBankSessions.$inferSelect;

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
