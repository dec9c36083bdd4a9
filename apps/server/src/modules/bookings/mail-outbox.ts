import { type AgencyInfo, type Culture, parseCulture } from '@charterdesk/domain';
import type { MailAttachment } from '../notifications/mailer.js';
import { CONFIRMATION_MAIL_KIND } from './bookings.confirmation.js';
import type { BookingsServiceDeps } from './bookings.deps.js';
import { renderItineraryPdf } from './bookings.receipt-pdf.js';
import type { OrderReads } from './order-reads.js';
import { transferConfirmationOf } from './transfer-confirmation.mail.js';
import { renderTransferVoucherPdf } from './transfer-voucher-pdf.js';

/** Minutes before each new attempt of an e-mail the server refused; then it stays failed for staff. */
const MAIL_RETRY_MINUTES = [1, 5, 15, 60, 240];

/**
 * The order e-mails' outbox: stored with the change that causes them, sent after commit with their PDFs,
 * retried.
 */
export function createMailOutbox(deps: BookingsServiceDeps, reads: Pick<OrderReads, 'detail'>) {
  const { repository: repo, clock } = deps;
  const { detail } = reads;

  /** Agency contacts for a confirmation; a failing settings read must not fail a paid order's capture. */
  async function agencyOf(tenantId: number | null): Promise<AgencyInfo | undefined> {
    try {
      return await deps.agencyInfo?.(tenantId);
    } catch (err) {
      deps.log.warn({ err }, 'agency info unavailable for the confirmation e-mail');
      return undefined;
    }
  }

  /** The itinerary receipt PDF of an order, rendered at send time from the order as it is then. */
  async function receiptAttachment(orderId: string): Promise<MailAttachment[]> {
    if (!deps.receiptContext) return [];
    const order = await repo.findOrder(orderId);
    if (order?.kind !== 'flight') return [];
    const culture = (parseCulture(order.culture) ?? 'ru') as Culture;
    const d = await detail(order);
    const countries = [...new Set(d.flights.map((f) => f.destination.countryCode))];
    const context = await deps.receiptContext(order.tenantId, countries, culture);
    const pdf = await renderItineraryPdf({
      culture,
      order: d,
      agency: context.agency,
      notices: context.notices,
    });
    return [{ filename: `itinerary-${order.pnr}.pdf`, content: pdf, contentType: 'application/pdf' }];
  }

  /** The transfer voucher PDF of an order, rendered at send time like the itinerary receipt. */
  async function voucherAttachment(orderId: string): Promise<MailAttachment[]> {
    if (!deps.receiptContext) return [];
    const order = await repo.findOrder(orderId);
    if (order?.kind !== 'transfer' || !order.transfer) return [];
    const culture = (parseCulture(order.culture) ?? 'ru') as Culture;
    const { agency } = await deps.receiptContext(order.tenantId, [], culture);
    const pdf = await renderTransferVoucherPdf(
      transferConfirmationOf({ ...order, transfer: order.transfer }),
      agency,
    );
    return [{ filename: `transfer-${order.pnr}.pdf`, content: pdf, contentType: 'application/pdf' }];
  }

  /**
   * Stores an e-mail in the outbox (sent after commit, retried) and sends what is due now, best effort; in the
   * background when the caller must not wait for the mail server.
   */
  async function sendMail(
    m: {
      tenantId: number | null;
      orderId?: string;
      kind: string;
      to: string;
      subject: string;
      text: string;
      html?: string;
      replyTo?: string;
    },
    options: { background?: boolean } = {},
  ): Promise<void> {
    const now = clock();
    await repo.enqueueMail({ ...m, status: 'pending', nextAttemptAt: now, creationTime: now });
    const sent = drainOutbox().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
    // in the background, the caller's answer takes no longer for an e-mail than without one
    if (!options.background) await sent;
  }

  async function drainOutbox(): Promise<number> {
    const now = clock();
    const due = await repo.claimDueMail(now);
    for (const m of due) {
      try {
        await deps.mailer.send({
          to: m.to,
          from: deps.mailFrom,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
          replyTo: m.replyTo ?? undefined,
          attachments:
            // a re-timed flight's notice carries the corrected itinerary receipt
            (m.kind === CONFIRMATION_MAIL_KIND.flight || m.kind === 'scheduleChange') && m.orderId
              ? [
                  ...(await receiptAttachment(m.orderId)),
                  // the voucher of a transfer bought in the same checkout rides with the confirmation
                  ...(m.kind === CONFIRMATION_MAIL_KIND.flight
                    ? (
                        await Promise.all(
                          (await repo.companionsOf(m.orderId)).map((c) => voucherAttachment(c.id)),
                        )
                      ).flat()
                    : []),
                ]
              : m.kind === CONFIRMATION_MAIL_KIND.transfer && m.orderId
                ? await voucherAttachment(m.orderId)
                : [],
        });
        await repo.markMailSent(m.id, clock());
      } catch (err) {
        const delay = MAIL_RETRY_MINUTES[m.attempts - 1];
        deps.log.warn({ err, mailId: m.id, attempts: m.attempts }, 'e-mail not sent; will retry');
        await repo.markMailFailed(
          m.id,
          String(err),
          delay === undefined ? null : new Date(now.getTime() + delay * 60_000),
        );
      }
    }
    return due.length;
  }

  return { agencyOf, sendMail, drainOutbox };
}
export type MailOutbox = ReturnType<typeof createMailOutbox>;
