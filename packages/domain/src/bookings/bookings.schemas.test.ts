import { describe, expect, it } from 'vitest';
import {
  createAddOrderInputSchema,
  passengerGroupProblems,
  sharedPassportProblems,
  tripPassengerProblems,
} from './bookings.schemas.js';
import { nextOrderState } from './order-states.js';

const TODAY = '2026-11-22';
const schema = createAddOrderInputSchema(() => TODAY);

const adult = {
  type: 'adult',
  gender: 'male',
  name: 'ivan',
  surname: 'Petrov',
  birthday: '1985-04-02',
  nationality: 'ru',
  passportNumber: '751234567',
  passportExpiry: '2031-01-01',
};
const order = (over: Record<string, unknown> = {}) => ({
  searchId: '6f1c1f53-7d0b-4f5e-9a57-1e0e6f0f0a11',
  outboundOfferId: '12',
  passengers: [adult],
  contact: {
    email: 'ivan@example.com',
    mobilePhone: '+7 900 123-45-67',
    name: 'Ivan',
    surname: 'Petrov',
    birthday: '1985-04-02',
  },
  insurance: false,
  contractAccepted: true,
  siteUsageAccepted: true,
  currency: 'EUR',
  expectedTotal: 10000,
  ...over,
});
const messages = (data: unknown) => {
  const r = schema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('AddOrder input', () => {
  it('accepts a valid order and normalizes names, nationality and phone', () => {
    const r = schema.parse(order());
    expect(r.passengers[0]).toMatchObject({
      name: 'IVAN',
      surname: 'PETROV',
      nationality: 'RU',
      infantOf: null,
    });
    expect(r.contact.mobilePhone).toBe('+79001234567');
  });
  it('requires the contract and site usage agreement', () => {
    expect(messages(order({ contractAccepted: false, siteUsageAccepted: false }))).toEqual([
      'Booking.ContractNotAccepted',
      'Booking.SiteUsageNotAccepted',
    ]);
  });
  it('refuses non-Latin names, a bad Turkish ID, a bad phone and an underage contact', () => {
    const m = messages(
      order({
        passengers: [{ ...adult, name: 'Иван', turkishId: '12345678901' }],
        contact: { ...order().contact, mobilePhone: '900', birthday: '2010-01-01' },
      }),
    );
    expect(m).toEqual(
      expect.arrayContaining([
        'Booking.LatinName',
        'Booking.InvalidTurkishId',
        'Booking.InvalidPhone',
        'Booking.ContactUnderage',
      ]),
    );
  });
  it('refuses an expired passport', () => {
    expect(messages(order({ passengers: [{ ...adult, passportExpiry: '2026-11-01' }] }))).toContain(
      'Booking.PassportExpired',
    );
  });
});

describe('passenger group rules', () => {
  const p = (type: 'adult' | 'child' | 'infant', infantOf: number | null = null) => ({ type, infantOf });
  it('children need an adult', () => {
    expect(passengerGroupProblems([p('child')]).map((x) => x.key)).toContain('Flight.ChildrenNeedAdult');
  });
  it('infants cannot outnumber adults', () => {
    expect(passengerGroupProblems([p('adult'), p('infant', 0), p('infant', 0)]).map((x) => x.key)).toEqual([
      'Flight.InfantsExceedAdults',
      'Booking.AdultHasInfant',
    ]);
  });
  it('each infant is linked to a distinct adult', () => {
    expect(passengerGroupProblems([p('adult'), p('adult'), p('infant', 0), p('infant', 1)])).toEqual([]);
    expect(passengerGroupProblems([p('adult'), p('child'), p('infant', 1)]).map((x) => x.key)).toEqual([
      'Booking.InfantNeedsAdult',
    ]);
    expect(passengerGroupProblems([p('adult', 0)]).map((x) => x.key)).toEqual([
      'Booking.InfantOfOnlyForInfants',
    ]);
  });
});

describe('shared passports', () => {
  const wife = { ...adult, gender: 'female', name: 'Anna', birthday: '1987-06-10' };
  it('refuses a second adult on the same passport, however it is typed', () => {
    expect(
      messages(order({ passengers: [adult, { ...wife, passportNumber: ' 751234567 ', nationality: 'RU' }] })),
    ).toEqual(['Booking.SharedPassport']);
    expect(
      sharedPassportProblems([
        { type: 'adult', nationality: 'ru', passportSerial: null, passportNumber: 'ab123456' },
        { type: 'adult', nationality: 'RU', passportSerial: null, passportNumber: 'AB123456' },
      ]),
    ).toEqual([{ key: 'Booking.SharedPassport', path: ['passengers', 1, 'passportNumber'] }]);
  });
  it('tells passports of other countries or serials apart', () => {
    expect(messages(order({ passengers: [adult, { ...wife, nationality: 'TR' }] }))).toEqual([]);
    expect(
      sharedPassportProblems([
        { type: 'adult', nationality: 'RU', passportSerial: '45', passportNumber: '123456' },
        { type: 'adult', nationality: 'RU', passportSerial: '46', passportNumber: '123456' },
      ]),
    ).toEqual([]);
  });
  it("lets a child or an infant travel on an adult's passport (entered in a parent's passport)", () => {
    const child = { ...adult, type: 'child', name: 'Masha', birthday: '2018-03-01' };
    const baby = { ...adult, type: 'infant', name: 'Petya', birthday: '2026-01-05', infantOf: 0 };
    expect(messages(order({ passengers: [adult, child, baby] }))).toEqual([]);
  });
});

describe('trip rules', () => {
  const parsed = schema.parse(
    order({
      passengers: [
        adult,
        { ...adult, type: 'child', birthday: '2015-06-01', name: 'Anna' },
        { ...adult, type: 'infant', birthday: '2025-12-01', name: 'Mia', infantOf: 0 },
      ],
    }),
  ).passengers;
  const trip = {
    counts: { adults: 1, children: 1, infants: 1 },
    lastFlightDate: '2027-01-10',
    domesticTurkey: false,
  };
  it('accepts matching counts, ages and passports', () => {
    expect(tripPassengerProblems(parsed, trip)).toEqual([]);
  });
  it('types must match the search counts', () => {
    expect(
      tripPassengerProblems(parsed, { ...trip, counts: { adults: 2, children: 0, infants: 1 } })[0]?.key,
    ).toBe('Booking.PassengersDoNotMatchSearch');
  });
  it('ages are taken on the last flight date', () => {
    // the infant turns 2 before a return in December 2027
    expect(
      tripPassengerProblems(parsed, { ...trip, lastFlightDate: '2027-12-05' }).map((x) => x.key),
    ).toContain('Booking.AgeNotInfant');
  });
  it('passport must be valid more than 4 months after the last flight', () => {
    expect(
      tripPassengerProblems(parsed, { ...trip, lastFlightDate: '2030-10-01' }).map((x) => x.key),
    ).toContain('Booking.PassportTooShort');
  });
  it('Turkish citizens need their ID on domestic flights', () => {
    const tr = [{ ...parsed[0]!, nationality: 'TR' }];
    const one = { ...trip, counts: { adults: 1, children: 0, infants: 0 } };
    expect(tripPassengerProblems(tr, { ...one, domesticTurkey: true }).map((x) => x.key)).toEqual([
      'Booking.TurkishIdRequired',
    ]);
    expect(tripPassengerProblems(tr, one)).toEqual([]);
    expect(
      tripPassengerProblems([{ ...tr[0]!, turkishId: '10000000146' }], { ...one, domesticTurkey: true }),
    ).toEqual([]);
  });
});

describe('order state machine', () => {
  it('follows DESIGN §3', () => {
    expect(nextOrderState('WaitingForPayment', 'paymentApproved')).toBe('Paid');
    expect(nextOrderState('Paid', 'ticketsIssued')).toBe('Confirmed');
    expect(nextOrderState('WaitingForPayment', 'paymentFailed')).toBe('PaymentFailed');
    expect(nextOrderState('PaymentFailed', 'paymentRetried')).toBe('WaitingForPayment');
    expect(nextOrderState('PaymentFailed', 'holdExpired')).toBe('Expired');
    expect(nextOrderState('Expired', 'paymentApproved')).toBeUndefined();
    expect(nextOrderState('Confirmed', 'paymentApproved')).toBeUndefined();
  });
});
