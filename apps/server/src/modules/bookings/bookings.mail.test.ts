import type { OrderFlight } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { renderReceipt } from './bookings.mail.js';

const place = (code: string, cityName: string, countryCode: string) => ({
  code,
  name: cityName,
  cityName,
  countryCode,
  timeZone: null,
});

const flight = (
  flightNumber: string,
  from: ReturnType<typeof place>,
  to: ReturnType<typeof place>,
  departureLocal: string,
  extra: Partial<OrderFlight> = {},
): OrderFlight => ({
  direction: 'outbound',
  airlineCode: 'ZF',
  airlineName: 'AZUR air',
  flightNumber,
  origin: from,
  destination: to,
  departureLocal,
  arrivalLocal: '2026-12-05T13:55',
  durationMinutes: 255,
  cabinClass: 'economy',
  ...extra,
});

const receipt = (culture: 'ru' | 'en' | 'tr', flights: OrderFlight[]) =>
  renderReceipt({
    culture,
    pnr: 'K7Q2XM',
    contactName: 'Anna Smirnova',
    passengers: [{ name: 'ANNA', surname: 'SMIRNOVA', type: 'adult', tickets: [] }],
    flights,
    total: 104529,
    currency: 'EUR',
  });

describe('itinerary receipt e-mail', () => {
  it("tells each flight's check-in deadline beside its departure, in both parts", () => {
    const moscow = place('VKO', 'Москва', 'RU');
    const antalya = place('AYT', 'Анталья', 'TR');
    const istanbul = place('IST', 'Стамбул', 'TR');
    const mail = receipt('ru', [
      flight('ZF 2901', moscow, antalya, '2026-12-05T09:40'),
      // domestic, after midnight: 50 min before, on the day before
      flight('TK 2410', antalya, istanbul, '2026-12-12T00:20'),
    ]);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Регистрация до 08:25');
      expect(part).toContain('Регистрация до 11 декабря 2026 г., 23:30');
    }
    expect(receipt('en', [flight('ZF 2901', moscow, antalya, '2026-12-05T09:40')]).text).toContain(
      'Check-in until 08:25',
    );
  });

  it('leaves it out for a cancelled flight', () => {
    const mail = receipt('en', [
      flight('ZF 2901', place('VKO', 'Moscow', 'RU'), place('AYT', 'Antalya', 'TR'), '2026-12-05T09:40', {
        cancelled: true,
      }),
    ]);
    expect(mail.text).not.toContain('Check-in until');
    expect(mail.html).not.toContain('Check-in until');
  });
});
