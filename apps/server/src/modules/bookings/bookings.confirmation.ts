import {
  type AgencyInfo,
  type Culture,
  formatMoney,
  formatTripDate,
  parseCulture,
  type TransferOffer,
  transferOfferPath,
  translate,
} from '@charterdesk/domain';
import { RECEIPT_EXTRAS, renderReceipt } from './bookings.mail.js';
import type { OrderRow } from './bookings.repository.js';
import { ticketUrl } from './order-reads.js';
import { renderTransferConfirmation, transferConfirmationOf } from './transfer-confirmation.mail.js';

/** Outbox kinds of the confirmation a paid order sends (the PDF attached at send time follows the kind). */
export const CONFIRMATION_MAIL_KIND = { flight: 'ticket', transfer: 'reservation' } as const;

/**
 * The e-mail that confirms a paid order, in the order's language: the itinerary receipt with its tickets for
 * flights, the reservation confirmation for a transfer. Used on capture and by both ResendTicket calls.
 */
export function confirmationMail(
  order: OrderRow,
  flight: {
    issued: { passengerId: number; segmentPosition: number; number: string }[];
    passengers: { id: number; name: string; surname: string; type: string }[];
  },
  agency: AgencyInfo | undefined,
  extras: {
    /** the "set your password" link of an account this booking opened */
    setPasswordUrl?: string | undefined;
    /** the site's address: the e-mail links to the booking (with its access token), check-in help, support */
    publicUrl?: string;
    /** flights ("ZF 9012") re-timed between booking and payment: the traveller learns it here */
    retimedFlights?: readonly string[];
    /** an airport transfer at the destination, prefilled from the booking (needs publicUrl) */
    transferOffer?: TransferOffer | null;
    /** transfers bought in the same checkout: told here, with a link to each one's page */
    transfers?: readonly CheckoutTransferMail[];
  } = {},
): { kind: string; subject: string; text: string; html: string } {
  if (order.kind === 'transfer' && order.transfer) {
    return {
      kind: CONFIRMATION_MAIL_KIND.transfer,
      ...withSetPasswordLink(
        renderTransferConfirmation(
          transferConfirmationOf({ ...order, transfer: order.transfer }),
          agency,
          extras.publicUrl
            ? `${extras.publicUrl}${ticketUrl(order)}&locale=${parseCulture(order.culture) ?? 'ru'}`
            : undefined,
        ),
        order.culture as Culture,
        extras.setPasswordUrl,
      ),
    };
  }
  const culture = (parseCulture(order.culture) ?? 'ru') as Culture;
  const site = extras.publicUrl;
  return {
    kind: CONFIRMATION_MAIL_KIND.flight,
    ...withSetPasswordLink(
      withTransferOffer(
        withCheckoutTransfers(
          withScheduleNotice(
            renderReceipt({
              culture,
              pnr: order.pnr,
              contactName: `${order.contactName} ${order.contactSurname}`,
              passengers: flight.passengers.map((p) => ({
                name: p.name,
                surname: p.surname,
                type: p.type,
                // in flight order: the tickets come from reads without one (on payment and on a resend)
                tickets: flight.issued
                  .filter((t) => t.passengerId === p.id)
                  .sort((a, b) => a.segmentPosition - b.segmentPosition)
                  .map((t) => ({ flightIndex: t.segmentPosition, number: t.number })),
              })),
              flights: order.itinerary,
              total: order.totalAmount,
              currency: order.currency,
              price: order.price,
              ...(agency ? { agency } : {}),
              ...(site
                ? {
                    links: {
                      booking: `${site}/ticketDetail/${order.id}?token=${encodeURIComponent(order.accessToken)}&locale=${culture}`,
                      checkInHelp: `${site}/help/checkInAndBoarding?locale=${culture}`,
                      support: `${site}/contact?locale=${culture}`,
                    },
                  }
                : {}),
            }),
            culture,
            extras.retimedFlights ?? [],
          ),
          culture,
          extras.transfers ?? [],
          order,
        ),
        culture,
        site && extras.transferOffer
          ? {
              offer: extras.transferOffer,
              url: `${site}${transferOfferPath(extras.transferOffer, { id: order.id, token: order.accessToken })}&locale=${culture}`,
            }
          : undefined,
      ),
      culture,
      extras.setPasswordUrl,
    ),
  };
}

/**
 * A booking whose flight was re-timed before it was paid: its receipt already has the new times, and says so
 * at the top, so the traveller does not keep the times they saw when booking.
 */
function withScheduleNotice<M extends { text: string; html: string }>(
  mail: M,
  culture: Culture,
  flights: readonly string[],
): M {
  if (flights.length === 0) return mail;
  const note = translate(culture, 'Mail.RetimedBeforePayment', { flights: flights.join(', ') });
  const block = `<div style="margin:0;padding:12px 16px;background:#fff9db;border-bottom:1px solid #ffe066;font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#212529">${esc(note)}</div>`;
  const html = /<body[^>]*>/.test(mail.html)
    ? mail.html.replace(/<body[^>]*>/, (b) => `${b}${block}`)
    : block + mail.html;
  return { ...mail, text: `${note}\n\n${mail.text}`, html };
}

/**
 * The receipt offers an airport transfer for the landing (issue #12): prefilled from the booking and linked to
 * it, so its pickup moves with the flight.
 */
function withTransferOffer<M extends { text: string; html: string }>(
  mail: M,
  culture: Culture,
  offer: { offer: TransferOffer; url: string } | undefined,
): M {
  if (!offer) return mail;
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(culture, key, params);
  const title = t('Mail.TransferOfferTitle', { airport: offer.offer.airportName });
  const body = t('Mail.TransferOfferText', {
    date: formatTripDate(`${offer.offer.date}T${offer.offer.time}`, culture),
    time: offer.offer.time,
  });
  const text = `${mail.text}

${title}
${body}
${t('Mail.TransferOfferButton')}: ${offer.url}
`;
  const block = `<div style="margin:24px 0;padding:16px;border:1px solid #d3f9d8;border-radius:8px;background:#ebfbee;font-family:Arial,Helvetica,sans-serif">
<p style="margin:0 0 8px;font-size:17px;font-weight:bold">${esc(title)}</p>
<p style="margin:0 0 12px">${esc(body)}</p>
<p style="margin:0"><a href="${esc(offer.url)}" style="display:inline-block;background:#2b8a3e;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${esc(t('Mail.TransferOfferButton'))}</a></p>
</div>`;
  return { ...mail, text, html: withBlock(mail.html, block) };
}

/** A transfer bought in the same checkout, as the flight's confirmation tells it. */
type CheckoutTransferMail = Pick<OrderRow, 'pnr' | 'transfer' | 'totalAmount'> & { url: string };

/**
 * The transfers bought with the flights in one checkout (one payment, one e-mail): each with its pickup, zone
 * and vehicle and a button to its own page; their vouchers are attached at send time.
 */
function withCheckoutTransfers<M extends { text: string; html: string }>(
  mail: M,
  culture: Culture,
  transfers: readonly CheckoutTransferMail[],
  flights: { totalAmount: number; currency: string },
): M {
  let { text, html } = mail;
  const money = (amount: number) => formatMoney(amount, flights.currency, culture);
  const charged = transfers.reduce((sum, x) => sum + x.totalAmount, flights.totalAmount);
  for (const { pnr, transfer: t, url, totalAmount } of transfers) {
    if (!t) continue;
    const title = translate(culture, 'Mail.CheckoutTransferTitle', { pnr });
    const body = translate(culture, 'Mail.CheckoutTransferText', {
      airport: t.airportName,
      district: t.districtName,
      date: formatTripDate(t.pickupLocal, culture),
      time: t.pickupLocal.slice(11, 16),
      vehicle: t.vehicleName,
    });
    const price = translate(culture, 'Mail.CheckoutTransferPrice', {
      amount: money(totalAmount),
      total: money(charged),
    });
    const button = translate(culture, 'Mail.CheckoutTransferButton');
    const link = `${url}${url.includes('?') ? '&' : '?'}locale=${culture}`;
    text += `\n\n${title}\n${body}\n${price}\n${button}: ${link}\n`;
    const block = `<div style="margin:24px 0;padding:16px;border:1px solid #dee2e6;border-radius:8px;background:#f8f9fa;font-family:Arial,Helvetica,sans-serif">
<p style="margin:0 0 8px;font-size:17px;font-weight:bold">${esc(title)}</p>
<p style="margin:0 0 8px">${esc(body)}</p>
<p style="margin:0 0 12px;font-weight:bold">${esc(price)}</p>
<p style="margin:0"><a href="${esc(link)}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${esc(button)}</a></p>
</div>`;
    html = withBlock(html, block);
  }
  return { ...mail, text, html };
}

/** A block added to a rendered e-mail: inside the receipt's card where it has one, else at the end. */
function withBlock(html: string, block: string): string {
  if (html.includes(RECEIPT_EXTRAS))
    return html.replace(RECEIPT_EXTRAS, `<tr><td style="padding:0 24px">${block}</td></tr>${RECEIPT_EXTRAS}`);
  return html.includes('</body>') ? html.replace('</body>', `${block}</body>`) : html + block;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The confirmation of a first booking ends with the link that sets the password of the account the booking
 * opened (spec §1: an account is opened on booking), single-use, 7 days.
 */
function withSetPasswordLink<M extends { text: string; html: string }>(
  mail: M,
  culture: Culture,
  url: string | undefined,
): M {
  if (!url) return mail;
  const t = (key: Parameters<typeof translate>[1]) => translate(parseCulture(culture) ?? 'ru', key);
  const text = `${mail.text}

${t('Mail.SetPasswordIntro')}
${url}
`;
  const block = `<div style="margin:24px 0;padding:16px;border:1px solid #d0ebff;border-radius:8px;background:#e7f5ff">
<p style="margin:0 0 12px">${esc(t('Mail.SetPasswordIntro'))}</p>
<p style="margin:0"><a href="${esc(url)}" style="display:inline-block;background:#1864ab;color:#ffffff;text-decoration:none;font-weight:bold;padding:10px 18px;border-radius:6px">${esc(t('Mail.SetPasswordButton'))}</a></p>
</div>`;
  return { ...mail, text, html: withBlock(mail.html, block) };
}
