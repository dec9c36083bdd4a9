import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { mailOutbox } from './notifications.tables.js';

/**
 * The mail outbox's reads and writes. Other modules queue and withdraw e-mails with these functions inside
 * their own transaction (an e-mail exists exactly when what it tells was committed); the sending loop claims,
 * sends and records them (bookings' mail-outbox.ts drives it, with the PDFs of its orders).
 */

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewMail = typeof mailOutbox.$inferInsert;
type Executor = Db | Tx;

/** Queues an e-mail (due at `nextAttemptAt`) in the caller's transaction; answers its id. */
export async function enqueueMail(tx: Executor, mail: NewMail): Promise<number> {
  const [row] = await tx.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** Takes back an e-mail that has not gone out yet; false when it is being sent or was sent. */
export async function withdrawPendingMail(tx: Executor, id: number): Promise<boolean> {
  const withdrawn = await tx
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')))
    .returning({ id: mailOutbox.id });
  return withdrawn.length > 0;
}

/** Whether an order's e-mail of one of these kinds has gone out, or was tried (sent, sending or failed). */
export async function anyMailTried(
  tx: Executor,
  orderId: string,
  kinds: readonly string[],
): Promise<boolean> {
  const [tried] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.orderId, orderId),
        inArray(mailOutbox.kind, [...kinds]),
        inArray(mailOutbox.status, ['sent', 'sending', 'failed']),
      ),
    )
    .limit(1);
  return Boolean(tried);
}

/** E-mails of an order that went out: kind and time, for the traveller's timeline. */
export function sentMailsOf(
  db: Executor,
  orderId: string,
): Promise<{ kind: string; sentTime: Date | null }[]> {
  return db
    .select({ kind: mailOutbox.kind, sentTime: mailOutbox.sentTime })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.status, 'sent')))
    .orderBy(asc(mailOutbox.id));
}

/** Every e-mail of an order with its delivery state, for staff. */
export function mailsOfOrder(db: Executor, orderId: string) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      creationTime: mailOutbox.creationTime,
      sentTime: mailOutbox.sentTime,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.id));
}

/** Claims due messages (pending, or stuck in sending for 10 minutes) so that one worker sends each. */
export function claimDueMail(db: Db, now: Date, limit = 20): Promise<OutboxRow[]> {
  const stuck = new Date(now.getTime() - 10 * 60_000);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        sql`(${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz)
          or (${mailOutbox.status} = 'sending' and ${mailOutbox.nextAttemptAt} <= ${stuck.toISOString()}::timestamptz)`,
      )
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ status: 'sending', nextAttemptAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** The mail server accepted the message. */
export async function markMailSent(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentTime: now, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** The mail server refused it: tried again at `retryAt`, or failed for good (null). */
export async function markMailFailed(
  db: Executor,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { status: 'pending', nextAttemptAt: retryAt, lastError: error }
        : { status: 'failed', lastError: error },
    )
    .where(eq(mailOutbox.id, id));
}
