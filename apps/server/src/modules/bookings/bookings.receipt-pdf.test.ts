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
  total: { amount: 104_529, currency: 'EUR' },
  price: {
    currency: 'EUR',
    flights: 104_529,
    perPassenger: [
      { type: 'adult', count: 1, baseFare: 52_000, taxes: 12_200, total: 64_200 },
      { type: 'child', count: 1, baseFare: 39_000, taxes: 1_329, total: 40_329 },
    ],
    insurance: 0,
    discount: 0,
    total: 104_529,
  },
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
    {
      type: 'child',
      gender: 'male',
      name: 'LEV',
      surname: 'SMIRNOV',
      nationality: 'RU',
      passportNumber: '******568',
      tickets: [{ flightIndex: 0, ticketNumber: '2351234567891' }],
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

const UKRAINE_NOTICE = {
  title: 'Ukrainian passport holders',
  text: 'A return ticket or a Russian internal passport is needed on flights from Turkey to Russia.',
};

const render = (culture: 'ru' | 'en' | 'tr') =>
  renderItineraryPdf({
    culture,
    order,
    agency: DEMO_AGENCY_INFO,
    // the trip's two countries both list this notice: it must appear once
    notices: [UKRAINE_NOTICE, UKRAINE_NOTICE, { title: 'Thailand: 45 days', text: 'Leave within 45 days.' }],
  });

const occurrences = (text: string, part: string) => text.split(part).length - 1;
// table cells wrap into several text lines: compare with every run of white space as one space
const plain = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('itinerary receipt PDF', () => {
  it('is a Russian document: translated types and class, culture money and dates, notices once', async () => {
    const pdf = await render('ru');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = plain(await pdfText(pdf));
    for (const part of [
      'K7Q2XM',
      'SMIRNOVA',
      '2351234567890',
      'ZF 2901: 2351234567891',
      'Маршрутная квитанция',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Взрослый');
    expect(text).toContain('Ребёнок');
    expect(text).toContain('Эконом');
    expect(text).not.toMatch(/\((adult|child|infant)\)|economy/);
    expect(text).toContain('1 045,29 €');
    expect(text).toContain('5 декабря 2026 г. 09:40');
    expect(text).toContain('4 ч 15 мин');
    expect(text).toContain('Şirinyalı');
    expect(occurrences(text, 'Ukrainian passport holders')).toBe(1);
    expect(text).toContain('Leave within 45 days.');
    expect(text).toContain('20 кг');
  });

  it('is an English document', async () => {
    const text = plain(await pdfText(await render('en')));
    expect(text).toContain('Itinerary receipt');
    expect(text).toContain('Adult');
    expect(text).toContain('Child');
    expect(text).toContain('Economy');
    expect(text).toContain('€1,045.29');
    expect(text).toContain('5 December 2026 09:40');
    expect(occurrences(text, 'Ukrainian passport holders')).toBe(1);
  });

  it('is a Turkish document', async () => {
    const text = plain(await pdfText(await render('tr')));
    expect(text).toContain('Seyahat belgesi');
    expect(text).toContain('Yetişkin');
    expect(text).toContain('Çocuk');
    expect(text).toContain('Ekonomi');
    expect(text).toContain('€1.045,29');
    expect(text).toContain('5 Aralık 2026 09:40');
    expect(text).toMatch(/4 sa\.? 15 dk/);
  });
});
