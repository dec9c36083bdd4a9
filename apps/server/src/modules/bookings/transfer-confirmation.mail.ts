import {
  type AgencyInfo,
  type Culture,
  formatDuration,
  formatMoney,
  formatTripDateTime,
  type MessageKey,
  type OrderTransfer,
  parseCulture,
  translate,
} from '@charterdesk/domain';
import { mailButton } from './bookings.mail.js';

export interface TransferConfirmationData {
  culture: string;
  pnr: string;
  contactName: string;
  contactSurname: string;
  transfer: OrderTransfer;
  total: number;
  currency: string;
}

/** What the confirmation and the voucher say, taken from a transfer order's stored row. */
export function transferConfirmationOf(order: {
  culture: string;
  pnr: string;
  contactName: string;
  contactSurname: string;
  transfer: OrderTransfer;
  totalAmount: number;
  currency: string;
}): TransferConfirmationData {
  return {
    culture: order.culture,
    pnr: order.pnr,
    contactName: order.contactName,
    contactSurname: order.contactSurname,
    transfer: order.transfer,
    total: order.totalAmount,
    currency: order.currency,
  };
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The facts of a transfer reservation as label/value lines, in the order's language: shared by the
 * confirmation e-mail and the PDF voucher so both always say the same.
 */
export function transferFacts(d: TransferConfirmationData): {
  culture: Culture;
  t: (key: MessageKey, params?: Record<string, string | number>) => string;
  lines: [string, string][];
  nextSteps: string;
} {
  const culture = parseCulture(d.culture) ?? 'ru';
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(culture, key, params);
  const x = d.transfer;
  const fromAirport = x.direction === 'fromAirport';
  const airport = `${x.airportName} (${x.airportCode})`;
  const zone = `${x.districtName}, ${x.cityName}`;
  const lines: [string, string][] = [
    [t('Mail.TransferBookingNumber'), d.pnr],
    [t('Mail.TransferRoute'), fromAirport ? `${airport} → ${zone}` : `${zone} → ${airport}`],
    [
      t(fromAirport ? 'Mail.TransferLanding' : 'Mail.TransferPickupTime'),
      formatTripDateTime(x.pickupLocal, culture),
    ],
    [
      t('Mail.TransferVehicle'),
      `${x.vehicleName} (${t('Mail.TransferCapacity', { passengers: x.passengerCapacity, bags: x.baggageCapacity })})`,
    ],
    [t('Mail.TransferParty'), `${x.passengers} / ${x.luggage}`],
    [
      t('Mail.TransferDuration'),
      t('Mail.TransferMinutes', { duration: formatDuration(x.transferMinutes, culture) }),
    ],
    [
      t('Mail.TransferPickupPoint'),
      fromAirport ? t('Mail.TransferArrivalsHall', { airport }) : `${x.address}, ${zone}`,
    ],
  ];
  if (fromAirport) lines.push([t('Mail.TransferDropOff'), `${x.address}, ${zone}`]);
  if (x.flightNumber) lines.push([t('Mail.TransferFlight'), x.flightNumber]);
  if (x.note) lines.push([t('Mail.TransferNote'), x.note]);
  lines.push([t('Mail.TransferPrice'), formatMoney(d.total, d.currency, culture)]);
  return {
    culture,
    t,
    lines,
    nextSteps: t(fromAirport ? 'Mail.TransferNextFromAirport' : 'Mail.TransferNextToAirport'),
  };
}

/** The reservation confirmation of a paid transfer: what, when, where to meet, what next, whom to call. */
export function renderTransferConfirmation(
  d: TransferConfirmationData,
  agency: Pick<AgencyInfo, 'brandName' | 'phone' | 'email' | 'messagingLink'> | undefined,
  /** the booking's page with its access token: a traveller without an account opens it only from here */
  bookingUrl?: string,
): { subject: string; text: string; html: string } {
  const { culture, t, lines, nextSteps } = transferFacts(d);
  const greeting = t('Mail.TicketGreeting', { name: `${d.contactName} ${d.contactSurname}` });
  const contacts = agency
    ? t('Mail.TransferContacts', {
        phone: agency.phone,
        email: agency.email,
        messaging: agency.messagingLink,
      })
    : t('Mail.Questions');
  const text = [
    greeting,
    '',
    t('Mail.TransferIntro'),
    '',
    ...(bookingUrl ? [`${t('Doc.OpenBooking')}: ${bookingUrl}`, ''] : []),
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `${t('Mail.TransferNextSteps')}:`,
    nextSteps,
    '',
    contacts,
    ...(agency ? [agency.brandName] : []),
  ].join('\n');
  const html = `<!doctype html><html lang="${culture}"><body style="font-family:sans-serif">
<p>${esc(greeting)}</p>
<p>${esc(t('Mail.TransferIntro'))}</p>
${bookingUrl ? `<p>${mailButton(t('Doc.OpenBooking'), bookingUrl)}</p>` : ''}
<table border="1" cellpadding="4" cellspacing="0">${lines
    .map(([label, value]) => `<tr><th align="left">${esc(label)}</th><td>${esc(value)}</td></tr>`)
    .join('')}</table>
<h3>${esc(t('Mail.TransferNextSteps'))}</h3>
<p>${esc(nextSteps)}</p>
<p style="color:#666">${esc(contacts)}${agency ? `<br>${esc(agency.brandName)}` : ''}</p>
</body></html>`;
  return { subject: t('Mail.TransferSubject', { pnr: d.pnr }), text, html };
}
