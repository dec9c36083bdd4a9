import {
  type AgencyInfo,
  type Culture,
  checkInClosesLocal,
  formatCheckInCloses,
  formatDuration,
  formatMoney,
  formatSignedMoney,
  formatTripDateTime,
  type MessageKey,
  type OrderFlight,
  type PassengerTypeFare,
  translate,
} from '@charterdesk/domain';

export interface ReceiptData {
  culture: Culture;
  pnr: string;
  contactName: string;
  passengers: {
    name: string;
    surname: string;
    type: string;
    tickets: { flightIndex: number; number: string }[];
  }[];
  flights: OrderFlight[];
  total: number;
  currency: string;
  /** the fare per passenger type, insurance and discount; absent on older orders */
  price?: { perPassenger?: PassengerTypeFare[]; insurance: number; discount: number };
  /** the booking's page (with its access token), the check-in help and support pages */
  links?: { booking: string; checkInHelp: string; support: string };
  agency?: Pick<
    AgencyInfo,
    'brandName' | 'legalEntity' | 'address' | 'phone' | 'email' | 'tourismAssociationNumber'
  >;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Where blocks added to the receipt e-mail after it is rendered (a transfer bought with it, the transfer offer,
 * the set-password link) go: inside the receipt's card, above its footer, so they keep its width and margins.
 */
export const RECEIPT_EXTRAS = '<!--receipt-extras-->';

const BRAND = '#1864ab';

/** An e-mail's call to action: a link drawn as the brand's button (mail clients ignore stylesheets). */
export const mailButton = (label: string, url: string) =>
  `<a href="${esc(url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${esc(label)}</a>`;
const MUTED = '#495057';
const CELL = 'padding:8px 10px;border-bottom:1px solid #e9ecef;vertical-align:top';

/**
 * The itinerary receipt e-mail, the same document as its PDF: the agency's header, the PNR, a button to the
 * booking, the passengers with their e-tickets per flight, the flights in local times, the fare, links to
 * check-in help and support. Single-column tables that read on a 375 px screen and in common mail clients;
 * the plain-text part says the same.
 */
export function renderReceipt(d: ReceiptData): { subject: string; text: string; html: string } {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(d.culture, key, params);
  const money = (amount: number) => formatMoney(amount, d.currency, d.culture);
  const brand = d.agency?.brandName ?? 'CharterDesk';
  const type = (p: { type: string }) => t(`Doc.PassengerType.${p.type}` as MessageKey);
  const ticketsOf = (p: ReceiptData['passengers'][number]) =>
    p.tickets.map((x) => `${d.flights[x.flightIndex]?.flightNumber ?? ''}: ${x.number}`);
  const place = (p: OrderFlight['origin']) => `${p.cityName} (${p.code})`;
  const baggage = (f: OrderFlight) =>
    f.baggageKg === undefined
      ? null
      : f.baggageKg > 0
        ? t('Doc.BaggageCell', { kg: f.baggageKg, hand: f.handBaggageKg ?? 0 })
        : t('Doc.HandOnlyCell', { hand: f.handBaggageKg ?? 0 });
  const flightFacts = (f: OrderFlight) =>
    [
      `${t('Doc.Departure')}: ${formatTripDateTime(f.departureLocal, d.culture)}`,
      f.cancelled
        ? null
        : t('Doc.CheckInUntil', {
            time: formatCheckInCloses(checkInClosesLocal(f), f.departureLocal, d.culture),
          }),
      `${t('Doc.Arrival')}: ${formatTripDateTime(f.arrivalLocal, d.culture)}`,
      `${t('Doc.Duration')}: ${formatDuration(f.durationMinutes, d.culture)} · ${t('Doc.Class')}: ${t(`Doc.Cabin.${f.cabinClass}` as MessageKey)}`,
      baggage(f) ? `${t('Doc.Baggage')}: ${baggage(f)}` : null,
    ].filter((l): l is string => l !== null);
  const fares: [string, string][] = [
    ...(d.price?.perPassenger ?? []).map(
      (f) =>
        [
          t('Doc.FareCount', { type: t(`Doc.PassengerType.${f.type}` as MessageKey), count: f.count }),
          money(f.total * f.count),
        ] as [string, string],
    ),
    ...(d.price?.insurance ? [[t('Receipt.Insurance'), money(d.price.insurance)] as [string, string]] : []),
    ...(d.price?.discount
      ? [
          [t('Receipt.Discount'), formatSignedMoney(-d.price.discount, d.currency, d.culture)] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  const total = money(d.total);

  const text = [
    t('Mail.TicketGreeting', { name: d.contactName }),
    '',
    t('Mail.TicketIntro'),
    '',
    `${t('Mail.Pnr')}: ${d.pnr}`,
    ...(d.links ? [`${t('Doc.OpenBooking')}: ${d.links.booking}`] : []),
    '',
    `${t('Mail.Passengers')}:`,
    ...d.passengers.map(
      (p) => `  ${p.surname} ${p.name} (${type(p)}) — ${t('Mail.TicketNumber')}: ${ticketsOf(p).join(', ')}`,
    ),
    '',
    `${t('Mail.Flights')}:`,
    ...d.flights.flatMap((f) => [
      `  ${f.flightNumber} ${f.airlineName}: ${place(f.origin)} → ${place(f.destination)}`,
      ...flightFacts(f).map((l) => `    ${l}`),
    ]),
    `  ${t('Doc.LocalTimes')}`,
    '',
    ...fares.map(([label, value]) => `${label}: ${value}`),
    `${t('Mail.TotalPaid')}: ${total}`,
    '',
    t('Mail.Footer'),
    ...(d.links
      ? [
          '',
          `${t('Doc.CheckInHelp')}: ${d.links.checkInHelp}`,
          `${t('Doc.ContactSupport')}: ${d.links.support}`,
        ]
      : []),
    ...(d.agency ? ['', t('Doc.Support', { phone: d.agency.phone, email: d.agency.email })] : []),
  ].join('\n');

  const section = (title: string) =>
    `<tr><td style="padding:20px 24px 6px;font-size:15px;font-weight:bold;color:${BRAND}">${esc(title)}</td></tr>`;
  const passengerRows = d.passengers
    .map(
      (
        p,
      ) => `<tr><td style="${CELL}"><strong>${esc(`${p.surname} ${p.name}`)}</strong> <span style="color:${MUTED}">· ${esc(type(p))}</span><br>
<span style="font-size:13px;color:${MUTED}">${esc(t('Mail.TicketNumber'))}:</span><br><span style="font-family:Consolas,monospace;font-size:13px">${ticketsOf(p).map(esc).join('<br>')}</span></td></tr>`,
    )
    .join('');
  const flightRows = d.flights
    .map(
      (
        f,
      ) => `<tr><td style="${CELL}"><strong>${esc(f.flightNumber)}</strong> <span style="color:${MUTED}">${esc(f.airlineName)}</span><br>
<strong>${esc(place(f.origin))} → ${esc(place(f.destination))}</strong><br>
<span style="font-size:13px">${flightFacts(f).map(esc).join('<br>')}</span></td></tr>`,
    )
    .join('');
  const fareRows = [...fares, [t('Mail.TotalPaid'), total] as [string, string]]
    .map(
      ([label, value], i, all) =>
        `<tr><td style="${CELL}${i === all.length - 1 ? ';font-weight:bold' : ''}">${esc(label)}</td><td style="${CELL};text-align:right;white-space:nowrap${i === all.length - 1 ? ';font-weight:bold' : ''}">${esc(value)}</td></tr>`,
    )
    .join('');

  const html = `<!doctype html><html lang="${d.culture}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(t('Mail.TicketSubject', { pnr: d.pnr }))}</title></head>
<body style="margin:0;padding:0;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529;font-size:15px;line-height:1.45">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f3f5"><tr><td align="center" style="padding:12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="padding:18px 24px;border-bottom:3px solid ${BRAND}"><span style="font-size:22px;font-weight:bold;color:${BRAND}">${esc(brand)}</span>${
    d.agency
      ? `<br><span style="font-size:12px;color:${MUTED}">${esc(d.agency.legalEntity)} · ${esc(d.agency.tourismAssociationNumber)}</span>`
      : ''
  }</td></tr>
<tr><td style="padding:20px 24px 0"><p style="margin:0 0 8px">${esc(t('Mail.TicketGreeting', { name: d.contactName }))}</p>
<p style="margin:0 0 16px">${esc(t('Mail.TicketIntro'))}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#e7f5ff;border-radius:6px"><tr><td style="padding:12px 16px"><span style="font-size:13px;color:${MUTED}">${esc(t('Mail.Pnr'))}</span><br><span style="font-size:26px;font-weight:bold;letter-spacing:2px;color:${BRAND}">${esc(d.pnr)}</span></td></tr></table>
${d.links ? `<p style="margin:16px 0 0">${mailButton(t('Doc.OpenBooking'), d.links.booking)}</p>` : ''}</td></tr>
${section(t('Mail.Passengers'))}
<tr><td style="padding:0 14px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${passengerRows}</table></td></tr>
${section(t('Mail.Flights'))}
<tr><td style="padding:0 14px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${flightRows}</table>
<p style="margin:6px 10px 0;font-size:12px;color:${MUTED}">${esc(t('Doc.LocalTimes'))}</p></td></tr>
${section(t('Doc.Fares'))}
<tr><td style="padding:0 14px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${fareRows}</table></td></tr>
${RECEIPT_EXTRAS}
<tr><td style="padding:20px 24px;font-size:13px;color:${MUTED}"><p style="margin:0 0 12px">${esc(t('Mail.Footer'))}</p>${
    d.links
      ? `<p style="margin:0 0 12px"><a href="${esc(d.links.checkInHelp)}" style="color:${BRAND}">${esc(t('Doc.CheckInHelp'))}</a> · <a href="${esc(d.links.support)}" style="color:${BRAND}">${esc(t('Doc.ContactSupport'))}</a></p>`
      : ''
  }${
    d.agency
      ? `<p style="margin:0">${esc(t('Doc.Support', { phone: d.agency.phone, email: d.agency.email }))}<br>${esc(d.agency.legalEntity)}, ${esc(d.agency.address)}</p>`
      : ''
  }</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: t('Mail.TicketSubject', { pnr: d.pnr }), text, html };
}
