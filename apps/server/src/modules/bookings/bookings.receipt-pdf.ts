import {
  type AgencyInfo,
  type Culture,
  type MessageKey,
  type OrderDetail,
  translate,
} from '@charterdesk/domain';
import { startAgencyPdf } from './agency-pdf.js';
import { formatMinor } from './bookings.money.js';

export interface ReceiptPdfInput {
  culture: Culture;
  order: OrderDetail;
  agency: AgencyInfo;
  /** travel notices of the destination countries (Thailand 45 days, Egypt visa, …) as plain text */
  notices: { title: string; text: string }[];
}

const local = (v: string) => v.replace('T', ' ');
const duration = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** The itinerary receipt / e-ticket as a PDF in the order's language. */
export function renderItineraryPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const { culture, order, agency } = input;
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(culture, key, params);
  const money = (amount: number) => `${formatMinor(amount, order.price.currency)} ${order.price.currency}`;

  const { doc, done } = startAgencyPdf(agency, t('Receipt.Title'), order.pnr);

  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(12).fillColor('#12355b').text(text).fillColor('#000');
    doc.moveDown(0.2).font('regular').fontSize(10);
  };

  doc
    .font('bold')
    .fontSize(13)
    .text(`${t('Mail.Pnr')}: ${order.pnr}`);

  heading(t('Mail.Passengers'));
  for (const p of order.passengers) {
    const tickets = p.tickets
      .map((x) => `${order.flights[x.flightIndex]?.flightNumber ?? ''} ${x.ticketNumber}`.trim())
      .join(', ');
    doc.font('bold').text(`${p.surname} ${p.name}`, { continued: true });
    doc.font('regular').text(`  (${p.type}) — ${t('Mail.TicketNumber')}: ${tickets}`);
  }

  heading(t('Mail.Flights'));
  for (const f of order.flights) {
    doc
      .font('bold')
      .text(
        `${f.flightNumber} · ${f.airlineName}  ${f.origin.cityName} (${f.origin.code}) → ${f.destination.cityName} (${f.destination.code})`,
      );
    doc
      .font('regular')
      .text(
        `${t('Mail.Departure')}: ${local(f.departureLocal)} · ${t('Mail.Arrival')}: ${local(f.arrivalLocal)} · ` +
          `${t('Receipt.Duration')}: ${duration(f.durationMinutes)} · ${t('Receipt.Cabin')}: ${f.cabinClass}`,
      );
    if (f.baggageKg !== undefined) {
      doc.text(
        f.baggageKg > 0
          ? t('Receipt.Baggage', { kg: f.baggageKg, hand: f.handBaggageKg ?? 0 })
          : t('Receipt.HandBaggageOnly', { hand: f.handBaggageKg ?? 0 }),
      );
    }
    doc.moveDown(0.3);
  }

  heading(t('Receipt.Fare'));
  doc.text(`${t('Receipt.FlightsPrice')}: ${money(order.price.flights)}`);
  if (order.price.insurance) doc.text(`${t('Receipt.Insurance')}: ${money(order.price.insurance)}`);
  if (order.price.discount) doc.text(`${t('Receipt.Discount')}: −${money(order.price.discount)}`);
  doc
    .font('bold')
    .text(`${t('Mail.TotalPaid')}: ${money(order.price.total)}`)
    .font('regular');

  heading(t('Receipt.Important'));
  for (const line of [t('Receipt.CheckIn'), t('Receipt.Passport'), t('Receipt.Charter')])
    doc.text(`• ${line}`);
  for (const n of input.notices) {
    doc.moveDown(0.3).font('bold').text(n.title).font('regular').text(n.text);
  }

  doc
    .moveDown(1)
    .fontSize(8)
    .fillColor('#555')
    .text(`${t('Receipt.Agency')}: ${agency.legalEntity}, ${agency.address}`);
  doc.end();
  return done;
}
