import path from 'node:path';
import type { OrderDetail } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_AGENCY_INFO } from '../../db/seed/seed.js';
import { textOfPdf } from '../../testing/pdf-text.js';
import { loadContent } from '../content/content.loader.js';
import { renderItineraryPdf } from './bookings.receipt-pdf.js';

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
  slug: 'notices/ukrainian-passport-turkey-russia',
  title: 'Ukrainian passport holders',
  text: 'A return ticket or a Russian internal passport is needed on flights from Turkey to Russia.',
};
const THAILAND_NOTICE = {
  slug: 'notices/thailand-stay',
  title: 'Thailand: 45 days',
  text: 'Leave within 45 days.',
};

const render = (culture: 'ru' | 'en' | 'tr', over: Partial<OrderDetail> = {}) =>
  renderItineraryPdf({
    culture,
    order: { ...order, ...over },
    agency: DEMO_AGENCY_INFO,
    // the trip's two countries both list the Ukrainian notice: it must appear once, where it applies
    notices: [UKRAINE_NOTICE, UKRAINE_NOTICE, THAILAND_NOTICE, THAILAND_NOTICE],
  });

/** The Ukrainian passport notice as content/ has it, in each language (its text as the PDF gets it). */
const content = loadContent(path.resolve(import.meta.dirname, '../../../../../content'));
const ukraineNotices = (culture: 'ru' | 'en' | 'tr') => {
  const page = content[culture].get(UKRAINE_NOTICE.slug)!;
  return [{ slug: page.slug, title: page.title, text: page.text }];
};
/** Anna Smirnova with a Ukrainian passport, flying Antalya → Moscow (Vnukovo). */
const ukrainianHomeward: Partial<OrderDetail> = {
  passengers: [{ ...order.passengers[0]!, nationality: 'UA' }],
  flights: [
    {
      ...order.flights[0]!,
      flightNumber: 'ZF 2902',
      origin: place('AYT', 'Анталья', 'TR'),
      destination: place('VKO', 'Москва', 'RU'),
    },
  ],
};

const occurrences = (text: string, part: string) => text.split(part).length - 1;
// table cells wrap into several text lines: compare with every run of white space as one space
const plain = (s: string) => s.replace(/[\s\u00a0\u202f]+/g, ' ');

describe('itinerary receipt PDF', () => {
  it('is a Russian document: translated types and class, culture money and dates, notices once', async () => {
    const pdf = await render('ru');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = plain(await textOfPdf(pdf));
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
    // Moscow → Antalya is international: check-in closes 1 h 15 min before the 09:40 departure
    expect(text).toContain('Регистрация до 08:25');
    expect(text).toContain('4 ч 15 мин');
    expect(text).toContain('Şirinyalı');
    // Russian passports to Antalya: the Ukrainian passport notice is not theirs; Thailand's once
    expect(text).not.toContain('Ukrainian passport holders');
    expect(occurrences(text, 'Leave within 45 days.')).toBe(1);
    expect(text).toContain('20 кг');
  });

  it('is an English document', async () => {
    const text = plain(await textOfPdf(await render('en')));
    expect(text).toContain('Itinerary receipt');
    expect(text).toContain('Adult');
    expect(text).toContain('Child');
    expect(text).toContain('Economy');
    expect(text).toContain('€1,045.29');
    expect(text).toContain('5 December 2026 09:40');
    expect(text).toContain('Check-in until 08:25');
    expect(text).not.toContain('Ukrainian passport holders');
  });

  it('is a Turkish document', async () => {
    const text = plain(await textOfPdf(await render('tr')));
    expect(text).toContain('Seyahat belgesi');
    expect(text).toContain('Yetişkin');
    expect(text).toContain('Çocuk');
    expect(text).toContain('Ekonomi');
    expect(text).toContain('€1.045,29');
    expect(text).toContain('5 Aralık 2026 09:40');
    expect(text).toContain('Check-in son saati 08:25');
    expect(text).toMatch(/4 sa\.? 15 dk/);
  });

  it('says what the card was charged when a transfer was bought with the flights', async () => {
    const withTransfer: Partial<OrderDetail> = {
      linkedTransfers: [
        {
          id: 't1',
          pnr: 'UXUHHG',
          state: 'Confirmed',
          pickupLocal: '2026-12-05T14:30',
          airportCode: 'AYT',
          districtName: 'Кемер',
          vehicleName: 'Седан',
          total: { amount: 4500, currency: 'EUR' },
          path: '/transferDetail/t1?token=x',
        },
      ],
      combinedTotal: { amount: 109029, currency: 'EUR' },
    };
    const text = plain(await textOfPdf(await render('ru', withTransfer)));
    expect(text).toContain('Трансфер 45,00 €; списано с карты одним платежом вместе с билетами: 1 090,29 €.');
    // paid alone: no such line
    expect(plain(await textOfPdf(await render('ru')))).not.toContain('одним платежом');
  });

  it('prints the Ukrainian passport notice once for a Ukrainian passport from Turkey to Russia only', async () => {
    expect(
      occurrences(
        plain(await textOfPdf(await render('en', ukrainianHomeward))),
        'Ukrainian passport holders',
      ),
    ).toBe(1);
    // Russian passports the same way home: not theirs
    const russians = { ...ukrainianHomeward, passengers: order.passengers };
    expect(plain(await textOfPdf(await render('en', russians)))).not.toContain('Ukrainian passport holders');

    // the notice as content/ has it, in each language, with no space before its full stop
    const expected = {
      ru: ['Граждане с паспортом Украины', 'внутренний паспорт РФ. Пришлите'],
      en: ['Ukrainian passport holders', 'Russian internal passport. Send us'],
      tr: ['Ukrayna pasaportu sahipleri', 'Rusya iç pasaportu olması gerekir.'],
    } as const;
    for (const culture of ['ru', 'en', 'tr'] as const) {
      const args = { culture, agency: DEMO_AGENCY_INFO, notices: ukraineNotices(culture) };
      const homeward = plain(
        await textOfPdf(await renderItineraryPdf({ ...args, order: { ...order, ...ukrainianHomeward } })),
      );
      for (const part of expected[culture]) expect(homeward, culture).toContain(part);
      expect(homeward, culture).not.toMatch(/\s\./);
      const outward = plain(await textOfPdf(await renderItineraryPdf({ ...args, order })));
      expect(outward, culture).not.toContain(expected[culture][0]);
    }
  });
});
