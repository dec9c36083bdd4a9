import { type Culture, type MessageKey, parseCulture, translate } from '@charterdesk/domain';
import { formatMinor } from './bookings.money.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function render(culture: Culture, subject: string, paragraphs: string[]) {
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html lang="${culture}"><body style="font-family:sans-serif">${paragraphs
      .map((p) => `<p>${esc(p)}</p>`)
      .join('')}</body></html>`,
  };
}

interface MailOrder {
  culture: string;
  pnr: string;
  contactName: string;
  contactSurname: string;
  /** a transfer has no tickets to void */
  kind?: string;
}

const cultureOf = (order: MailOrder): Culture => parseCulture(order.culture) ?? 'ru';

/** The customer's notice of a refund, in the order's language: how much went back and what it means. */
export function renderRefundMail(order: MailOrder, amount: number, currency: string, full: boolean) {
  const culture = cultureOf(order);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(culture, key, params);
  return render(culture, t('Mail.RefundSubject', { pnr: order.pnr }), [
    t('Mail.TicketGreeting', { name: `${order.contactName} ${order.contactSurname}` }),
    t('Mail.RefundIntro', { amount: formatMinor(amount, currency), currency, pnr: order.pnr }),
    t(full ? 'Mail.RefundFull' : 'Mail.RefundPartial'),
    t('Mail.RefundTiming'),
    t('Mail.Questions'),
  ]);
}

/**
 * The customer's notice that a payment approved after the booking expired was refunded in full: there never
 * was a booking to cancel, so it says why the money came back rather than "the booking is cancelled".
 */
export function renderLateRefundMail(order: MailOrder, amount: number, currency: string) {
  const culture = cultureOf(order);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(culture, key, params);
  return render(culture, t('Mail.LateRefundSubject', { pnr: order.pnr }), [
    t('Mail.TicketGreeting', { name: `${order.contactName} ${order.contactSurname}` }),
    t('Mail.LateRefundIntro', { pnr: order.pnr }),
    t('Mail.LateRefundAmount', { amount: formatMinor(amount, currency), currency }),
    t('Mail.RefundTiming'),
    t('Mail.LateRefundRebook'),
    t('Mail.Questions'),
  ]);
}

/** The customer's notice that a second charge of a booking paid once went back in full; the booking stands. */
export function renderDuplicateRefundMail(order: MailOrder, amount: number, currency: string) {
  const culture = cultureOf(order);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(culture, key, params);
  return render(culture, t('Mail.DuplicateRefundSubject', { pnr: order.pnr }), [
    t('Mail.TicketGreeting', { name: `${order.contactName} ${order.contactSurname}` }),
    t('Mail.DuplicateRefundIntro', { pnr: order.pnr }),
    t('Mail.DuplicateRefundAmount', { amount: formatMinor(amount, currency), currency }),
    t('Mail.RefundTiming'),
    t('Mail.Questions'),
  ]);
}

/** The customer's notice that staff cancelled the booking without a refund. */
export function renderCancelMail(order: MailOrder) {
  const culture = cultureOf(order);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(culture, key, params);
  return render(culture, t('Mail.CancelSubject', { pnr: order.pnr }), [
    t('Mail.TicketGreeting', { name: `${order.contactName} ${order.contactSurname}` }),
    t(order.kind === 'transfer' ? 'Mail.CancelIntroTransfer' : 'Mail.CancelIntro', { pnr: order.pnr }),
    t('Mail.CancelNoRefund'),
    t('Mail.Questions'),
  ]);
}

/**
 * The customer's answer to a cancellation request that staff settled without cancelling: the booking and
 * its tickets stay valid. Staff's note (what was agreed) goes along when there is one.
 */
export function renderCancelHandledMail(order: MailOrder, note?: string | null) {
  const culture = cultureOf(order);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(culture, key, params);
  const staffNote = note?.trim();
  return render(culture, t('Mail.CancelHandledSubject', { pnr: order.pnr }), [
    t('Mail.TicketGreeting', { name: `${order.contactName} ${order.contactSurname}` }),
    t('Mail.CancelHandledIntro', { pnr: order.pnr }),
    ...(staffNote ? [t('Mail.CancelHandledNote', { note: staffNote })] : []),
    t('Mail.Questions'),
  ]);
}
