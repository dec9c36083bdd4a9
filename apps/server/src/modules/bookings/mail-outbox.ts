import { type AgencyInfo, type Culture, parseCulture } from '@charterdesk/domain';
import type { MailAttachment } from '../notifications/mailer.js';
import type { OutboxRow } from '../notifications/outbox.js';
import { CONFIRMATION_MAIL_KIND } from './bookings.confirmation.js';
import type { BookingsServiceDeps } from './bookings.deps.js';
import { renderItineraryPdf } from './bookings.receipt-pdf.js';
import { detail } from './order-reads.js';
import { transferConfirmationOf } from './transfer-confirmation.mail.js';
import { renderTransferVoucherPdf } from './transfer-voucher-pdf.js';

// The order e-mails' side of the outbox (notifications/outbox-sender.ts sends it and deps.outbox queues and
// drains it): the agency's contacts for them and the PDFs they carry, rendered at send time. Each takes the
// service's dependencies first.

/** Agency contacts for a confirmation; a failing settings read must not fail a paid order's capture. */
export async function agencyOf(
  deps: BookingsServiceDeps,
  tenantId: number | null,
): Promise<AgencyInfo | undefined> {
  try {
    return await deps.agencyInfo?.(tenantId);
  } catch (err) {
    deps.log.warn({ err }, 'agency info unavailable for the confirmation e-mail');
    return undefined;
  }
}

/** The itinerary receipt PDF of an order, rendered at send time from the order as it is then. */
async function receiptAttachment(deps: BookingsServiceDeps, orderId: string): Promise<MailAttachment[]> {
  if (!deps.receiptContext) return [];
  const order = await deps.repository.findOrder(orderId);
  if (order?.kind !== 'flight') return [];
  const culture = (parseCulture(order.culture) ?? 'ru') as Culture;
  const d = await detail(deps, order, culture);
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
async function voucherAttachment(deps: BookingsServiceDeps, orderId: string): Promise<MailAttachment[]> {
  if (!deps.receiptContext) return [];
  const order = await deps.repository.findOrder(orderId);
  if (order?.kind !== 'transfer' || !order.transfer) return [];
  const culture = (parseCulture(order.culture) ?? 'ru') as Culture;
  const { agency } = await deps.receiptContext(order.tenantId, [], culture);
  const pdf = await renderTransferVoucherPdf(
    transferConfirmationOf({ ...order, transfer: order.transfer }),
    agency,
    deps.publicUrl,
  );
  return [{ filename: `transfer-${order.pnr}.pdf`, content: pdf, contentType: 'application/pdf' }];
}

/**
 * The documents an order's e-mail carries, rendered as the order is when it goes out: the itinerary receipt
 * with a flight's confirmation (and the voucher of a transfer bought in the same checkout) and with a
 * schedule change's notice, the voucher with a transfer's confirmation.
 */
export async function attachmentsFor(deps: BookingsServiceDeps, m: OutboxRow): Promise<MailAttachment[]> {
  if (!m.orderId) return [];
  if (m.kind === CONFIRMATION_MAIL_KIND.transfer) return voucherAttachment(deps, m.orderId);
  if (m.kind !== CONFIRMATION_MAIL_KIND.flight && m.kind !== 'scheduleChange') return [];
  const receipt = await receiptAttachment(deps, m.orderId);
  if (m.kind !== CONFIRMATION_MAIL_KIND.flight) return receipt;
  const companions = await deps.repository.companionsOf(m.orderId);
  const vouchers = await Promise.all(companions.map((c) => voucherAttachment(deps, c.id)));
  return [...receipt, ...vouchers.flat()];
}
