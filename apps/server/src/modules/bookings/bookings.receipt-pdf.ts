import {
  type AgencyInfo,
  type Culture,
  checkInClosesLocal,
  formatCheckInCloses,
  formatDuration,
  formatMoney,
  formatSignedMoney,
  formatTripDate,
  formatTripTime,
  type MessageKey,
  type OrderDetail,
  type OrderFlight,
  translate,
} from '@charterdesk/domain';
import { drawTable, note, startAgencyPdf } from './agency-pdf.js';
import { noticesForTrip } from './travel-notices.js';

export interface ReceiptPdfInput {
  culture: Culture;
  order: OrderDetail;
  agency: AgencyInfo;
  /**
   * travel notices of the trip's countries (Thailand 45 days, Egypt visa, …) as plain text, by their content page;
   * the receipt prints those that concern its passengers and flights
   */
  notices: { slug: string; title: string; text: string }[];
}

/** "Анталья — Antalya Airport (AYT)": the city, the airport when its name says more, and the code. */
export function placeLabel(p: OrderFlight['origin']): string {
  const airport = p.name && p.name !== p.cityName ? ` — ${p.name}` : '';
  return `${p.cityName}${airport} (${p.code})`;
}

/** Each notice once, however many of the trip's countries it applies to. */
export function distinctNotices<N extends { title: string; text: string }>(notices: N[]): N[] {
  const seen = new Set<string>();
  return notices.filter((n) => {
    const key = `${n.title}\n${n.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The itinerary receipt / e-ticket as a document in the order's language: the agency's letterhead and a
 * QR code of PNR and surname, then tables of passengers with their e-tickets, of flights, and of the fare
 * per passenger type, money and dates in the culture's formats, and each notice of the route that concerns the
 * booking once.
 */
export async function renderItineraryPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { culture, order, agency } = input;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(culture, key, params);
  const money = (amount: number) => formatMoney(amount, order.price.currency, culture);
  const lead = order.passengers[0];

  const pdf = await startAgencyPdf(agency, {
    title: t('Receipt.Title'),
    reference: `${t('Mail.Pnr')}: ${order.pnr}`,
    subtitle: `${t('Doc.BookedOn', { date: formatTripDate(order.creationTime.slice(0, 10), culture) })} · ${t('Doc.Status')}: ${t('Doc.StatusConfirmed')}`,
    qrText: `PNR ${order.pnr} / ${lead?.surname ?? order.contact.surname}`,
    labels: {
      taxNumber: t('Doc.TaxNumber'),
      tradeRegister: t('Doc.TradeRegister'),
      scan: t('Doc.ScanCaption'),
    },
  });

  pdf.heading(t('Mail.Passengers'));
  drawTable(
    pdf,
    [
      { header: '#', weight: 0.35, align: 'right' },
      { header: t('Doc.Passenger'), weight: 2.2 },
      { header: t('Doc.Type'), weight: 1 },
      { header: t('Doc.Document'), weight: 1.2 },
      { header: t('Doc.Tickets'), weight: 2.8 },
    ],
    order.passengers.map((p, i) => ({
      cells: [
        String(i + 1),
        `${p.surname} ${p.name}`,
        t(`Doc.PassengerType.${p.type}` as MessageKey),
        `${p.nationality} ${p.passportNumber}`,
        p.tickets
          .map((x) => `${order.flights[x.flightIndex]?.flightNumber ?? ''}: ${x.ticketNumber}`)
          .join('\n'),
      ],
    })),
  );

  pdf.heading(t('Mail.Flights'));
  drawTable(
    pdf,
    [
      { header: t('Doc.Flight'), weight: 1 },
      { header: t('Doc.Route'), weight: 2.5 },
      { header: t('Doc.Departure'), weight: 1.45 },
      { header: t('Doc.Arrival'), weight: 1.45 },
      { header: t('Doc.Duration'), weight: 1.05 },
      { header: t('Doc.Class'), weight: 1 },
      { header: t('Doc.Baggage'), weight: 1.25 },
    ],
    order.flights.map((f) => ({
      cells: [
        `${f.flightNumber}\n${f.airlineName}`,
        `${placeLabel(f.origin)}\n→ ${placeLabel(f.destination)}`,
        `${formatTripDate(f.departureLocal, culture)}\n${formatTripTime(f.departureLocal, culture)}${
          f.cancelled
            ? ''
            : `\n${t('Doc.CheckInUntil', { time: formatCheckInCloses(checkInClosesLocal(f), f.departureLocal, culture) })}`
        }`,
        `${formatTripDate(f.arrivalLocal, culture)}\n${formatTripTime(f.arrivalLocal, culture)}`,
        formatDuration(f.durationMinutes, culture),
        t(`Doc.Cabin.${f.cabinClass}` as MessageKey),
        f.baggageKg === undefined
          ? '—'
          : f.baggageKg > 0
            ? t('Doc.BaggageCell', { kg: f.baggageKg, hand: f.handBaggageKg ?? 0 })
            : t('Doc.HandOnlyCell', { hand: f.handBaggageKg ?? 0 }),
      ],
    })),
  );
  note(pdf, t('Doc.LocalTimes'));

  pdf.heading(t('Doc.Fares'));
  const fareRows: { cells: string[]; bold?: boolean }[] = (order.price.perPassenger ?? []).map((f) => ({
    cells: [
      t('Doc.FareCount', { type: t(`Doc.PassengerType.${f.type}` as MessageKey), count: f.count }),
      money(f.baseFare),
      money(f.taxes),
      money(f.total),
      money(f.total * f.count),
    ],
  }));
  if (fareRows.length === 0)
    fareRows.push({ cells: [t('Receipt.FlightsPrice'), '', '', '', money(order.price.flights)] });
  if (order.price.insurance)
    fareRows.push({ cells: [t('Receipt.Insurance'), '', '', '', money(order.price.insurance)] });
  if (order.price.discount)
    fareRows.push({
      cells: [
        `${t('Receipt.Discount')}${order.couponCode ? ` (${order.couponCode})` : ''}`,
        '',
        '',
        '',
        formatSignedMoney(-order.price.discount, order.price.currency, culture),
      ],
    });
  fareRows.push({ cells: [t('Mail.TotalPaid'), '', '', '', money(order.price.total)], bold: true });
  drawTable(
    pdf,
    [
      { header: t('Doc.Passenger'), weight: 2.2 },
      { header: t('Doc.BaseFare'), weight: 1.2, align: 'right' },
      { header: t('Doc.Taxes'), weight: 1.2, align: 'right' },
      { header: t('Doc.PerPassenger'), weight: 1.2, align: 'right' },
      { header: t('Doc.Total'), weight: 1.3, align: 'right' },
    ],
    fareRows,
  );
  // a transfer bought in the same checkout was charged with the flights: the receipt says what the card paid
  const combined = order.combinedTotal;
  if (combined && combined.amount !== order.total.amount) {
    for (const transfer of order.linkedTransfers ?? []) {
      note(
        pdf,
        t('Mail.CheckoutTransferPrice', {
          amount: formatMoney(transfer.total.amount, transfer.total.currency, culture),
          total: formatMoney(combined.amount, combined.currency, culture),
        }),
      );
    }
  }

  pdf.heading(t('Receipt.Important'));
  const { doc, width } = pdf;
  const bullets = [t('Receipt.CheckIn'), t('Receipt.Passport'), t('Receipt.Charter')];
  doc
    .font('regular')
    .fontSize(9)
    .list(bullets, { width, bulletRadius: 1.6, textIndent: 10, bulletIndent: 2 });
  for (const n of distinctNotices(noticesForTrip(input.notices, order))) {
    doc
      .moveDown(0.4)
      .font('bold')
      .fontSize(9)
      .text(n.title, { width })
      .font('regular')
      .text(n.text, { width });
  }

  doc.moveDown(1.2);
  note(pdf, `${t('Receipt.Agency')}: ${agency.legalEntity}, ${agency.address}`);
  note(pdf, t('Doc.Support', { phone: agency.phone, email: agency.email }));
  doc.end();
  return pdf.done;
}
