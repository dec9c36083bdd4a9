import type { OrderDetail } from '@charterdesk/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { DEMO_AGENCY_INFO } from '../../db/seed/seed.js';
import { renderItineraryPdf } from './bookings.receipt-pdf.js';

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  return text;
}

const place = (code: string, cityName: string, countryCode: string) => ({
  code,
  name: cityName,
  cityName,
  countryCode,
  timeZone: 'Europe/Istanbul',
});

const order: OrderDetail = {
  id: '6d8f8a52-3f6e-4b55-9d5b-6c1c2d3e4f50',
  kind: 'flight',
  transfer: null,
  pnr: 'K7Q2XM',
  state: 'Confirmed',
  creationTime: '2026-11-22T10:00:00.000Z',
  holdExpiresAt: '2026-11-22T10:20:00.000Z',
  total: { amount: 64_200, currency: 'EUR' },
  price: { currency: 'EUR', flights: 64_200, insurance: 0, discount: 0, total: 64_200 },
  insurance: false,
  couponCode: null,
  contact: { name: 'ANNA', surname: 'SMIRNOVA', email: 'a***@example.com', mobilePhone: '********4567' },
  passengers: [
    {
      type: 'adult',
      gender: 'female',
      name: 'ANNA',
      surname: 'SMIRNOVA',
      nationality: 'RU',
      passportNumber: '******567',
      tickets: [{ flightIndex: 0, ticketNumber: '2351234567890' }],
    },
  ],
  flights: [
    {
      direction: 'outbound',
      airlineCode: 'ZF',
      airlineName: 'AZUR air',
      flightNumber: 'ZF 2901',
      origin: place('VKO', 'Москва', 'RU'),
      destination: place('AYT', 'Анталья', 'TR'),
      departureLocal: '2026-12-05T09:40',
      arrivalLocal: '2026-12-05T13:55',
      durationMinutes: 255,
      cabinClass: 'economy',
      baggageKg: 20,
      handBaggageKg: 8,
    },
  ],
  payment: { status: 'approved', reason: null, completionTime: '2026-11-22T10:05:00.000Z' },
};

describe('itinerary receipt PDF', () => {
  it('is a PDF in the order’s language with PNR, names, ticket numbers, Cyrillic and Turkish letters', async () => {
    const pdf = await renderItineraryPdf({
      culture: 'ru',
      order,
      agency: DEMO_AGENCY_INFO,
      notices: [{ title: 'Таиланд: вылет в течение 45 дней', text: 'Обратный рейс не позднее 45 дней.' }],
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('K7Q2XM');
    expect(text).toContain('SMIRNOVA');
    expect(text).toContain('2351234567890');
    expect(text).toContain('Маршрутная квитанция');
    expect(text).toContain('Анталья');
    expect(text).toContain('Şirinyalı');
    expect(text).toContain('1 ч 15 мин');
    expect(text).toContain('45 дней');
    expect(text).toContain('20 кг');
  });

  it('speaks Turkish for a Turkish order', async () => {
    const text = await pdfText(
      await renderItineraryPdf({ culture: 'tr', order, agency: DEMO_AGENCY_INFO, notices: [] }),
    );
    expect(text).toContain('Seyahat belgesi');
    expect(text).toContain('1 sa 15 dk');
  });
});
