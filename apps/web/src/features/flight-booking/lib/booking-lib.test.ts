import { addDays } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { cardProblems, formatCardNumber, maskFormDate, needsTry } from '../../../shared/payment/card-checks';
import { flightOption } from '../../../test/flights/fixtures';
import {
  type BookingContext,
  type BookingFormValues,
  createBookingResolver,
  defaultBookingValues,
  memberToFieldPath,
  passengersFromCounts,
  toAddOrderRaw,
  tripFacts,
} from './booking-form';
import { buildPriceList } from './price-list';

const TODAY = '2026-11-22';

function messageAt(errors: unknown, path: string): unknown {
  const node = path
    .split('.')
    .reduce<unknown>(
      (o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined),
      errors,
    );
  return (node as { message?: string } | undefined)?.message;
}

describe('passenger form defaults', () => {
  it('makes one block per searched traveller, infants linked to adults in order', () => {
    const list = passengersFromCounts({ adults: 2, children: 1, infants: 2 });
    expect(list.map((p) => p.type)).toEqual(['adult', 'adult', 'child', 'infant', 'infant']);
    expect(list.map((p) => p.infantOf)).toEqual(['', '', '', '0', '1']);
    expect(defaultBookingValues({ adults: 1, children: 0, infants: 0 }).contractAccepted).toBe(false);
  });
});

describe('memberToFieldPath', () => {
  it.each([
    ['passengers.0.birthday', 'passengers.0.birthday'],
    ['Passengers[1].PassportExpiry', 'passengers.1.passportExpiry'],
    ['input.contact.mobilePhone', 'contact.mobilePhone'],
    ['invoice.taxNumber', 'invoice.taxNumber'],
    ['contractAccepted', 'contractAccepted'],
    ['passengers', 'passengers'],
    ['passengers.0.unknown', 'passengers'],
    ['expectedTotal', undefined],
  ])('%s → %s', (member, field) => expect(memberToFieldPath(member)).toBe(field));
});

describe('price list', () => {
  const out = flightOption({ id: 'o1', total: 40000, adults: 2 });
  const back = flightOption({ id: 'i1', direction: 'inbound', total: 36000, adults: 2 });
  it('adds the chosen flights up per passenger type', () => {
    const list = buildPriceList([out, back], { insurance: false, insurancePerPassenger: 900, passengers: 2 });
    expect(list.total).toBe(76000);
    expect(list.lines.some((l) => l.kind === 'insurance')).toBe(false);
    expect(list.lines[0]).toMatchObject({ kind: 'passenger', type: 'adult', count: 2, amount: 76000 });
  });
  it('prices insurance per passenger, infants included, into the total, as the order will charge it', () => {
    const list = buildPriceList([out], { insurance: true, insurancePerPassenger: 900, passengers: 3 });
    expect(list.lines.at(-1)).toEqual({ kind: 'insurance', amount: 2700 });
    expect(list.total).toBe(42700);
  });
  it('takes a coupon quote as authoritative', () => {
    const quote = { currency: 'EUR', flights: 40000, insurance: 1800, discount: 4000, total: 37800 };
    const list = buildPriceList([out], { insurance: true, insurancePerPassenger: 900, passengers: 2, quote });
    expect(list.total).toBe(37800);
    expect(list.lines.filter((l) => l.kind !== 'passenger')).toEqual([
      { kind: 'insurance', amount: 1800 },
      { kind: 'discount', amount: -4000 },
    ]);
  });
});

describe('card pre-checks', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const good = {
    cardNumber: '4242424242424242',
    expiryMonth: '12',
    expiryYear: '2030',
    cvc: '123',
    cardOwner: 'IVAN PETROV',
  };
  it('accepts the sandbox card', () => expect(cardProblems(good, now)).toEqual([]));
  it('reports each bad field', () => {
    expect(
      cardProblems(
        {
          cardNumber: '4242424242424241',
          expiryMonth: '10',
          expiryYear: '2026',
          cvc: '12',
          cardOwner: 'Иван',
        },
        now,
      ),
    ).toEqual(['cardNumber', 'expiry', 'cvc', 'cardOwner']);
  });
  it('asks for TRY with a Turkish bank card', () => {
    expect(needsTry('5400 6100 0000 0000', 'EUR')).toBe(true);
    expect(needsTry('5400610000000000', 'TRY')).toBe(false);
    expect(needsTry(good.cardNumber, 'EUR')).toBe(false);
  });
  it('masks typing', () => {
    expect(formatCardNumber('4242x4242424242424242')).toBe('4242 4242 4242 4242');
    expect(maskFormDate('01021990')).toBe('01-02-1990');
    expect(maskFormDate('0102')).toBe('01-02');
  });
});

describe('booking resolver', () => {
  const depart = addDays(TODAY, 30);
  const offer = { ...flightOption({ id: 'o1', total: 40000 }), departureLocal: `${depart}T08:30` };
  const ctx: BookingContext = {
    searchId: '6f1c2b1e-7a7b-4b3a-9d55-2f8f0b6f4d11',
    outboundOfferId: 'o1',
    inboundOfferId: null,
    currency: 'EUR',
    expectedTotal: 40000,
    appliedCoupon: null,
    trip: tripFacts({ adults: 1, children: 0, infants: 0 }, [offer]),
    transfer: null,
    transferIncomplete: false,
  };
  const resolver = createBookingResolver(
    () => ctx,
    () => 'en',
    () => TODAY,
  );
  const valid = (): BookingFormValues => ({
    ...defaultBookingValues({ adults: 1, children: 0, infants: 0 }),
    passengers: [
      {
        type: 'adult',
        gender: 'male',
        name: 'Ivan',
        surname: 'Petrov',
        birthday: '01-02-1990',
        nationality: 'RU',
        passportNumber: '751234567',
        passportSerial: '',
        passportExpiry: '01-02-2032',
        turkishId: '',
        infantOf: '',
      },
    ],
    contact: {
      email: 'ivan@example.com',
      mobilePhone: '+7 900 123 45 67',
      name: 'Ivan',
      surname: 'Petrov',
      birthday: '01-02-1990',
    },
    contractAccepted: true,
    siteUsageAccepted: true,
  });
  const run = (values: BookingFormValues) =>
    resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false } as never);

  it('turns valid values into the AddOrder body (ISO dates, upper-case names)', async () => {
    const result = await run(valid());
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      passengers: [{ name: 'IVAN', birthday: '1990-02-01', passportExpiry: '2032-02-01', infantOf: null }],
      contact: { mobilePhone: '+79001234567', birthday: '1990-02-01' },
      expectedTotal: 40000,
      contractAccepted: true,
    });
    expect(toAddOrderRaw(valid(), ctx).invoice).toBeNull();
  });

  it('sends the transfer bought with the flights, and holds the order while its add-on is incomplete', async () => {
    const transfer = {
      searchId: '0b7d7c57-3c55-4a64-9a4e-6ad1e3f4e1a2',
      optionId: 'sedan',
      address: 'Lara Beach Hotel',
      note: null,
    };
    const withTransfer = createBookingResolver(
      () => ({ ...ctx, transfer, expectedTotal: 45000 }),
      () => 'en',
      () => TODAY,
    );
    const options = { fields: {}, shouldUseNativeValidation: false } as never;
    expect((await withTransfer(valid(), undefined, options)).values).toMatchObject({
      transfer,
      expectedTotal: 45000,
    });
    const incomplete = createBookingResolver(
      () => ({ ...ctx, transferIncomplete: true }),
      () => 'en',
      () => TODAY,
    );
    const held = await incomplete(valid(), undefined, options);
    expect(held.values).toEqual({});
    expect(held.errors).toHaveProperty('transfer');
  });

  it('keeps message keys on the fields, trip rules included', async () => {
    const values = valid();
    values.passengers[0]!.name = 'Иван';
    values.contractAccepted = false;
    values.contact.birthday = '01-01-2015';
    const result = await run(values);
    expect(messageAt(result.errors, 'passengers.0.name')).toBe('Booking.LatinName');
    expect(messageAt(result.errors, 'contractAccepted')).toBe('Booking.ContractNotAccepted');
    expect(messageAt(result.errors, 'contact.birthday')).toBe('Booking.ContactUnderage');

    const child = valid();
    child.passengers[0]!.birthday = '01-01-2020';
    child.passengers[0]!.passportExpiry = addDays(depart, 30).split('-').reverse().join('-');
    const tripErrors = (await run(child)).errors;
    expect(messageAt(tripErrors, 'passengers.0.birthday')).toBe('Booking.AgeNotAdult');
    expect(messageAt(tripErrors, 'passengers.0.passportExpiry')).toBe('Booking.PassportTooShort');
  });
});
