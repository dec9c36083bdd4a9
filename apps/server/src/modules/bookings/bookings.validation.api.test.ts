import type { FlightOption } from '@charterdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adultPassenger, orderBody, searchFlights } from '../../testing/orders.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Spec §5/§8: every invalid field of the booking is refused by the server too, with its localized message.
describe('AddOrder refuses each invalid field with a localized message', () => {
  let t: TestApp;
  let searchId: string;
  let offer: FlightOption;

  beforeAll(async () => {
    t = await createTestApp({
      clock: () => new Date('2026-11-22T10:00:00Z'),
      seed: { flights: { horizonDays: 20 } },
    });
    const found = await searchFlights(t.app, {
      origin: 'VKO',
      destination: 'AYT',
      departureDate: '2026-12-03',
    });
    searchId = found.searchId;
    offer = found.result.flightSearchResponses.find((o) => o.direction === 'outbound')!;
  });
  afterAll(() => t.close());

  const valid = () =>
    orderBody(searchId, offer, {
      passengers: [adultPassenger({ passportSerial: '4510' })],
      currency: 'EUR',
    });

  type Body = ReturnType<typeof valid>;
  const cases: [string, (b: Body) => void, string][] = [
    [
      'contact.email',
      (b) => {
        b.contact.email = 'not-an-email';
      },
      'contact.email',
    ],
    [
      'contact.mobilePhone',
      (b) => {
        b.contact.mobilePhone = '12345';
      },
      'contact.mobilePhone',
    ],
    [
      'contact.name',
      (b) => {
        b.contact.name = 'Иван';
      },
      'contact.name',
    ],
    [
      'contact.surname',
      (b) => {
        b.contact.surname = '';
      },
      'contact.surname',
    ],
    [
      'passenger name',
      (b) => {
        b.passengers[0]!.name = 'Иван';
      },
      'passengers.0.name',
    ],
    [
      'passenger surname',
      (b) => {
        b.passengers[0]!.surname = 'P3trov';
      },
      'passengers.0.surname',
    ],
    [
      'nationality',
      (b) => {
        b.passengers[0]!.nationality = 'XX';
      },
      'passengers.0.nationality',
    ],
    [
      'passport number',
      (b) => {
        b.passengers[0]!.passportNumber = '!';
      },
      'passengers.0.passportNumber',
    ],
    [
      'passport serial',
      (b) => {
        b.passengers[0]!.passportSerial = '#$%^&*()!@#$%^&*()_+';
      },
      'passengers.0.passportSerial',
    ],
    [
      'contract',
      (b) => {
        b.contractAccepted = false as true;
      },
      'contractAccepted',
    ],
  ];

  it.each(cases)('%s', async (_name, spoil, member) => {
    const messages: Record<string, string> = {};
    for (const culture of ['ru', 'en', 'tr']) {
      const body = valid();
      spoil(body);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/services/app/Booking/AddOrder',
        headers: { 'idempotency-key': `bad-${member}-${culture}`, 'accept-language': culture },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(400);
      const error = res
        .json()
        .error.validationErrors.find((v: { members: string[] }) => v.members.includes(member));
      expect(error, `${member} in ${res.body}`).toBeDefined();
      expect(error.message).toBeTruthy();
      messages[culture] = error.message;
    }
    // the same refusal reads differently in each language
    expect(new Set(Object.values(messages)).size).toBe(3);
  });

  it('answers the spec’s contract text', async () => {
    const body = valid();
    body.contractAccepted = false as true;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/app/Booking/AddOrder',
      headers: { 'idempotency-key': 'contract-en', 'accept-language': 'en' },
      payload: body,
    });
    expect(res.json().error.validationErrors.map((v: { message: string }) => v.message)).toContain(
      'You must accept the contract terms to continue',
    );
  });
});
