import type { OrderTransfer } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_AGENCY_INFO } from '../../db/seed/seed.js';
import { textOfPdf } from '../../testing/pdf-text.js';
import { renderTransferConfirmation, type TransferConfirmationData } from './transfer-confirmation.mail.js';
import { renderTransferVoucherPdf, voucherLookupCode } from './transfer-voucher-pdf.js';

/** the QR caption may wrap: one space between words, whatever the line breaks */
const pdfText = async (pdf: Buffer) => (await textOfPdf(pdf)).replace(/\s+/g, ' ');

const transfer: OrderTransfer = {
  direction: 'fromAirport',
  airportCode: 'AYT',
  airportName: 'Antalya',
  districtId: 12,
  districtName: 'Kemer',
  cityName: 'Antalya',
  packageTypeId: 1,
  vehicleName: 'Minivan',
  passengerCapacity: 6,
  baggageCapacity: 6,
  transferMinutes: 140,
  pickupLocal: '2026-12-05T14:30',
  passengers: 4,
  luggage: 4,
  flightNumber: 'ZF 9012',
  address: 'Rixos Sungate',
  note: null,
};

const data = (culture: string, minutes = 140): TransferConfirmationData => ({
  culture,
  pnr: 'JZGHX8',
  contactName: 'IVAN',
  contactSurname: 'PETROV',
  transfer: { ...transfer, transferMinutes: minutes },
  total: 9_500,
  currency: 'EUR',
});

const CASES = [
  {
    culture: 'ru',
    caption: 'Номер брони и фамилия для поиска бронирования',
    flightCaption: 'для регистрации',
    long: 'около 2 ч 20 мин',
    short: 'около 35 мин',
  },
  {
    culture: 'en',
    caption: 'Booking number and surname, to find the booking',
    flightCaption: 'check-in',
    long: 'about 2h 20m',
    short: 'about 35m',
  },
  {
    culture: 'tr',
    caption: 'Rezervasyonu bulmak için rezervasyon numarası ve soyadı',
    flightCaption: 'Check-in',
    long: 'yaklaşık 2 sa 20 dk',
    short: 'yaklaşık 35 dk',
  },
] as const;

describe('the transfer voucher and confirmation', () => {
  it.each(CASES)(
    '$culture: the QR caption says what the code is for on a transfer (no check-in)',
    async ({ culture, caption, flightCaption }) => {
      const text = await pdfText(await renderTransferVoucherPdf(data(culture), DEMO_AGENCY_INFO));
      expect(text).toContain(caption);
      expect(text).not.toContain(flightCaption);
    },
  );

  it.each(CASES)(
    '$culture: the drive time reads in hours and minutes as flight durations do',
    async ({ culture, long, short }) => {
      const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
      expect(plain(await pdfText(await renderTransferVoucherPdf(data(culture), DEMO_AGENCY_INFO)))).toContain(
        long,
      );
      expect(plain(renderTransferConfirmation(data(culture), DEMO_AGENCY_INFO).text)).toContain(long);
      expect(plain(renderTransferConfirmation(data(culture, 35), DEMO_AGENCY_INFO).text)).toContain(short);
    },
  );

  it("codes the site's booking look-up with the booking number and surname filled in", () => {
    const d = { ...data('tr'), contactSurname: "O'NEIL ÖZ" };
    expect(voucherLookupCode(d, 'https://charterdesk.example/')).toBe(
      `https://charterdesk.example/pnr?pnr=${d.pnr}&surname=O%27NEIL+%C3%96Z&locale=tr`,
    );
    // no site address known: the two as text, never a link to nowhere
    expect(voucherLookupCode(d)).toBe(`${d.pnr} / O'NEIL ÖZ`);
  });
});
