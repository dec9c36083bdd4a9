import type { Db } from '../../db/client.js';
import type { MailAttachment, Mailer } from './mailer.js';
import { claimDueMail, enqueueMail, markMailFailed, markMailSent, type OutboxRow } from './outbox.js';

/** Minutes before each new attempt of an e-mail the server refused; then it stays failed for staff. */
const MAIL_RETRY_MINUTES = [1, 5, 15, 60, 240];

/** An e-mail to queue: who it is for and what it says (an order's when `orderId` is set). */
export interface OutgoingMail {
  tenantId: number | null;
  orderId?: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/**
 * Sends the mail outbox: claims what is due (one worker per message, across instances), sends it through the
 * mailer with the attachments its kind carries, and records the answer, retrying with back-off. Modules queue
 * through `send` (or `outbox.ts` in their own transaction) and never talk to the mailer themselves.
 */
export function createOutboxSender(deps: {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  clock: () => Date;
  log: { warn(obj: object, msg: string): void };
  /** documents rendered at send time (an order's itinerary receipt, a transfer voucher) */
  attachmentsFor?: (mail: OutboxRow) => Promise<MailAttachment[]>;
}) {
  const { db, clock } = deps;

  /** Sends what is due now; answers how many it tried. */
  async function drain(): Promise<number> {
    const now = clock();
    const due = await claimDueMail(db, now);
    for (const m of due) {
      try {
        await deps.mailer.send({
          to: m.to,
          from: deps.mailFrom,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
          replyTo: m.replyTo ?? undefined,
          attachments: (await deps.attachmentsFor?.(m)) ?? [],
        });
        await markMailSent(db, m.id, clock());
      } catch (err) {
        const delay = MAIL_RETRY_MINUTES[m.attempts - 1];
        deps.log.warn({ err, mailId: m.id, attempts: m.attempts }, 'e-mail not sent; will retry');
        await markMailFailed(
          db,
          m.id,
          String(err),
          delay === undefined ? null : new Date(now.getTime() + delay * 60_000),
        );
      }
    }
    return due.length;
  }

  /**
   * Stores an e-mail in the outbox (sent after commit, retried) and sends what is due now, best effort; in the
   * background when the caller must not wait for the mail server.
   */
  async function send(mail: OutgoingMail, options: { background?: boolean } = {}): Promise<void> {
    const now = clock();
    await enqueueMail(db, { ...mail, status: 'pending', nextAttemptAt: now, creationTime: now });
    const sent = drain().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
    // in the background, the caller's answer takes no longer for an e-mail than without one
    if (!options.background) await sent;
  }

  return { drain, send };
}
export type OutboxSender = ReturnType<typeof createOutboxSender>;
