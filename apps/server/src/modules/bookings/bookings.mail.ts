import { type Culture, type OrderFlight, translate } from '@charterdesk/domain';
import { formatMinor } from './bookings.money.js';

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
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const local = (v: string) => v.replace('T', ' ');

/** The itinerary receipt: PNR, passengers with ticket numbers, flights in local times, price; text and HTML. */
export function renderReceipt(d: ReceiptData): { subject: string; text: string; html: string } {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(d.culture, key, params);
  const flightLine = (f: OrderFlight) =>
    `${f.flightNumber} ${f.origin.code} ${f.origin.cityName} → ${f.destination.code} ${f.destination.cityName}: ` +
    `${t('Mail.Departure')} ${local(f.departureLocal)}, ${t('Mail.Arrival')} ${local(f.arrivalLocal)}`;
  const ticketsOf = (p: ReceiptData['passengers'][number]) =>
    p.tickets.map((x) => `${d.flights[x.flightIndex]?.flightNumber ?? ''} ${x.number}`).join(', ');
  const total = `${formatMinor(d.total, d.currency)} ${d.currency}`;
  const text = [
    t('Mail.TicketGreeting', { name: d.contactName }),
    '',
    t('Mail.TicketIntro'),
    '',
    `${t('Mail.Pnr')}: ${d.pnr}`,
    '',
    `${t('Mail.Passengers')}:`,
    ...d.passengers.map((p) => `  ${p.surname} ${p.name} — ${t('Mail.TicketNumber')}: ${ticketsOf(p)}`),
    '',
    `${t('Mail.Flights')}:`,
    ...d.flights.map((f) => `  ${flightLine(f)}`),
    '',
    `${t('Mail.TotalPaid')}: ${total}`,
    '',
    t('Mail.Footer'),
  ].join('\n');
  const html = `<!doctype html><html lang="${d.culture}"><body style="font-family:sans-serif">
<p>${esc(t('Mail.TicketGreeting', { name: d.contactName }))}</p>
<p>${esc(t('Mail.TicketIntro'))}</p>
<h2>${esc(t('Mail.Pnr'))}: ${esc(d.pnr)}</h2>
<h3>${esc(t('Mail.Passengers'))}</h3>
<table border="1" cellpadding="4" cellspacing="0">${d.passengers
    .map(
      (p) =>
        `<tr><td>${esc(`${p.surname} ${p.name}`)}</td><td>${esc(t('Mail.TicketNumber'))}: ${esc(ticketsOf(p))}</td></tr>`,
    )
    .join('')}</table>
<h3>${esc(t('Mail.Flights'))}</h3>
<ul>${d.flights.map((f) => `<li>${esc(flightLine(f))}</li>`).join('')}</ul>
<p><strong>${esc(t('Mail.TotalPaid'))}: ${esc(total)}</strong></p>
<p style="color:#666">${esc(t('Mail.Footer'))}</p>
</body></html>`;
  return { subject: t('Mail.TicketSubject', { pnr: d.pnr }), text, html };
}
