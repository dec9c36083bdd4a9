import { z } from 'zod';
import { isCountryCode } from '../common/countries.js';
import { CURRENCIES } from '../common/currency.js';
import { isoDateSchema } from '../common/dates.js';
import {
  MAX_PASSENGERS,
  PASSENGER_TYPES,
  type PassengerCounts,
  type PassengerType,
} from '../flights/flights.schemas.js';
import { timelineEntrySchema } from '../flights/schedule-changes.js';
import {
  checkoutTransferInputSchema,
  linkedTransferSummarySchema,
  transferOfferSchema,
} from '../transfers/linked-transfer.schemas.js';
import { ORDER_KINDS, orderTransferSchema } from '../transfers/order-transfer.schemas.js';
import {
  isAdultAccountHolder,
  isLatinName,
  isPassportValidForTrip,
  isValidPnr,
  isValidTurkishId,
  normalizeName,
  passengerTypeOn,
} from './passenger.rules.js';

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

const latinName = z
  .string()
  .trim()
  .min(1)
  .refine(isLatinName, { error: 'Booking.LatinName' })
  .transform(normalizeName);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const passengerInputSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  gender: z.enum(GENDERS),
  name: latinName,
  surname: latinName,
  birthday: isoDateSchema,
  /** ISO 3166-1 alpha-2 */
  nationality: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'Booking.InvalidNationality' })
    .refine(isCountryCode, { error: 'Booking.InvalidNationality' })
    .transform((v) => v.toUpperCase()),
  passportNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, { error: 'Booking.InvalidPassportNumber' })
    .transform((v) => v.toUpperCase()),
  passportSerial: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{0,10}$/, { error: 'Booking.InvalidPassportSerial' })
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null)),
  passportExpiry: isoDateSchema,
  turkishId: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isValidTurkishId(v), { error: 'Booking.InvalidTurkishId' }),
  /** index (in `passengers`) of the adult an infant sits with */
  infantOf: z
    .number()
    .int()
    .min(0)
    .max(MAX_PASSENGERS - 1)
    .nullish()
    .transform((v) => v ?? null),
});
export type PassengerInput = z.output<typeof passengerInputSchema>;

export const contactInputSchema = z.object({
  email: z.email({ error: 'Validation.Email' }).max(256),
  /** E.164-ish: + and country code, 8 to 15 digits */
  mobilePhone: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, { error: 'Booking.InvalidPhone' })),
  name: latinName,
  surname: latinName,
  birthday: isoDateSchema,
});

export const invoiceInputSchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  taxNumber: z.string().trim().min(5).max(32),
  address: z.string().trim().min(1).max(500),
});

const baseAddOrder = z.object({
  searchId: z.string().uuid(),
  outboundOfferId: z.string().min(1).max(64),
  inboundOfferId: z
    .string()
    .min(1)
    .max(64)
    .nullish()
    .transform((v) => v ?? null),
  passengers: z.array(passengerInputSchema).min(1).max(MAX_PASSENGERS),
  contact: contactInputSchema,
  couponCode: optionalText(32).transform((v) => (v ? v.toUpperCase() : null)),
  invoice: invoiceInputSchema.nullish().transform((v) => v ?? null),
  insurance: z.boolean().default(false),
  contractAccepted: z.literal(true, { error: 'Booking.ContractNotAccepted' }),
  siteUsageAccepted: z.literal(true, { error: 'Booking.SiteUsageNotAccepted' }),
  currency: z.enum(CURRENCIES),
  /**
   * the total the buyer saw, minor units (with the transfer's price when one is bought with the flights): a
   * different re-priced total answers 409 bookings.price_changed
   */
  expectedTotal: z.number().int().min(0),
  /** an airport transfer at the destination bought in the same checkout (one payment, two linked orders) */
  transfer: checkoutTransferInputSchema.nullish().transform((v) => v ?? null),
});
export type AddOrderInput = z.output<typeof baseAddOrder>;
export type AddOrderInputRaw = z.input<typeof baseAddOrder>;

export interface Problem {
  key: string;
  path: (string | number)[];
}

/** Rules between passengers that need no trip data: adults for children, one adult per infant. */
export function passengerGroupProblems(
  passengers: readonly Pick<PassengerInput, 'type' | 'infantOf'>[],
): Problem[] {
  const problems: Problem[] = [];
  const adults = passengers.filter((p) => p.type === 'adult').length;
  const infants = passengers.filter((p) => p.type === 'infant').length;
  if (passengers.some((p) => p.type === 'child') && adults === 0)
    problems.push({ key: 'Flight.ChildrenNeedAdult', path: ['passengers'] });
  if (infants > adults) problems.push({ key: 'Flight.InfantsExceedAdults', path: ['passengers'] });
  if (adults === 0 && infants > 0 && !problems.length)
    problems.push({ key: 'Flight.InfantsExceedAdults', path: ['passengers'] });
  const taken = new Set<number>();
  passengers.forEach((p, i) => {
    if (p.type !== 'infant') {
      if (p.infantOf !== null && p.infantOf !== undefined)
        problems.push({ key: 'Booking.InfantOfOnlyForInfants', path: ['passengers', i, 'infantOf'] });
      return;
    }
    const adult = p.infantOf;
    if (adult === null || adult === undefined || passengers[adult]?.type !== 'adult') {
      problems.push({ key: 'Booking.InfantNeedsAdult', path: ['passengers', i, 'infantOf'] });
    } else if (taken.has(adult)) {
      problems.push({ key: 'Booking.AdultHasInfant', path: ['passengers', i, 'infantOf'] });
    } else taken.add(adult);
  });
  return problems;
}

/** A passport as a border officer tells it apart: issuing country, serial and number, as written in capitals. */
function passportKey(
  p: Pick<PassengerInput, 'nationality' | 'passportSerial' | 'passportNumber'>,
): string | null {
  const number = p.passportNumber?.trim().toUpperCase();
  if (!number) return null;
  return [p.nationality?.trim().toUpperCase(), p.passportSerial?.trim().toUpperCase() ?? '', number].join(
    '|',
  );
}

/**
 * Two adults of one booking cannot travel on one passport: the second of them is refused (a mistyped or copied
 * number the airline would refuse at check-in). A child or an infant may carry an adult's number: children
 * are still entered in a parent's passport in some countries, and airlines take that passport for them.
 */
export function sharedPassportProblems(
  passengers: readonly Pick<PassengerInput, 'type' | 'nationality' | 'passportSerial' | 'passportNumber'>[],
): Problem[] {
  const problems: Problem[] = [];
  const adults = new Set<string>();
  passengers.forEach((p, i) => {
    if (p.type !== 'adult') return;
    const key = passportKey(p);
    if (key === null) return;
    if (adults.has(key))
      problems.push({ key: 'Booking.SharedPassport', path: ['passengers', i, 'passportNumber'] });
    else adults.add(key);
  });
  return problems;
}

/** AddOrder input with every rule that needs only `today` (ISO date): use the server's / browser's clock. */
export function createAddOrderInputSchema(today: () => string) {
  return baseAddOrder.superRefine((o, ctx) => {
    for (const p of [...passengerGroupProblems(o.passengers), ...sharedPassportProblems(o.passengers)])
      ctx.addIssue({ code: 'custom', message: p.key, path: p.path });
    if (!isAdultAccountHolder(o.contact.birthday, today()))
      ctx.addIssue({ code: 'custom', message: 'Booking.ContactUnderage', path: ['contact', 'birthday'] });
    o.passengers.forEach((p, i) => {
      if (p.birthday > today())
        ctx.addIssue({
          code: 'custom',
          message: 'Validation.InvalidDate',
          path: ['passengers', i, 'birthday'],
        });
      if (p.passportExpiry <= today())
        ctx.addIssue({
          code: 'custom',
          message: 'Booking.PassportExpired',
          path: ['passengers', i, 'passportExpiry'],
        });
    });
  });
}

const AGE_KEYS = {
  adult: 'Booking.AgeNotAdult',
  child: 'Booking.AgeNotChild',
  infant: 'Booking.AgeNotInfant',
} as const;

export interface TripFacts {
  counts: PassengerCounts;
  /** local date of the trip's last flight (ISO) */
  lastFlightDate: string;
  /** every flight starts and ends in Turkey */
  domesticTurkey: boolean;
}

/** Rules that need the chosen flights: types by age on the last flight date, counts, passport, Turkish ID. */
export function tripPassengerProblems(passengers: readonly PassengerInput[], trip: TripFacts): Problem[] {
  const problems: Problem[] = [];
  const count = (t: PassengerType) => passengers.filter((p) => p.type === t).length;
  if (
    count('adult') !== trip.counts.adults ||
    count('child') !== trip.counts.children ||
    count('infant') !== trip.counts.infants
  )
    problems.push({ key: 'Booking.PassengersDoNotMatchSearch', path: ['passengers'] });
  passengers.forEach((p, i) => {
    if (passengerTypeOn(p.birthday, trip.lastFlightDate) !== p.type)
      problems.push({ key: AGE_KEYS[p.type], path: ['passengers', i, 'birthday'] });
    if (!isPassportValidForTrip(p.passportExpiry, trip.lastFlightDate))
      problems.push({ key: 'Booking.PassportTooShort', path: ['passengers', i, 'passportExpiry'] });
    if (trip.domesticTurkey && p.nationality === 'TR' && !p.turkishId)
      problems.push({ key: 'Booking.TurkishIdRequired', path: ['passengers', i, 'turkishId'] });
  });
  return problems;
}

export const addOrderResultSchema = z.object({
  orderId: z.string(),
  pGuid: z.string(),
  response: z.object({
    cardAction: z.string(),
    expiresAt: z.string(),
    /**
     * what this bank session charges, minor units: the order's total, with a transfer bought in the same
     * checkout when there is one (the card form shows it)
     */
    amount: z.number().int().optional(),
    currency: z.string().optional(),
  }),
});
export type AddOrderResult = z.infer<typeof addOrderResultSchema>;

export const validateCouponInputSchema = z.object({
  searchId: z.string().uuid(),
  outboundOfferId: z.string().min(1).max(64),
  inboundOfferId: z
    .string()
    .min(1)
    .max(64)
    .nullish()
    .transform((v) => v ?? null),
  couponCode: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .transform((v) => v.toUpperCase()),
  insurance: z.boolean().default(false),
  currency: z.enum(CURRENCIES),
});
export type ValidateCouponInput = z.output<typeof validateCouponInputSchema>;

/** One passenger type's fare over the whole trip (both directions), per passenger, minor units. */
export const passengerTypeFareSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  count: z.number().int(),
  baseFare: z.number().int(),
  /** taxes, fuel and service fees */
  taxes: z.number().int(),
  total: z.number().int(),
});
export type PassengerTypeFare = z.infer<typeof passengerTypeFareSchema>;

export const priceBreakdownSchema = z.object({
  currency: z.string(),
  flights: z.number().int(),
  /** the flights' fare per passenger type; absent on transfer orders and on orders made before it was kept */
  perPassenger: z.array(passengerTypeFareSchema).optional(),
  /** the vehicle's price of a transfer order (flights 0 there); absent on flight orders */
  transfer: z.number().int().optional(),
  insurance: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

export const validateCouponResultSchema = z.object({
  couponCode: z.string(),
  price: priceBreakdownSchema,
});

/** An order by its id and access token; the signed-in owner needs no token. */
export const orderAccessInputSchema = z.object({
  orderId: z.string().uuid(),
  token: z.string().max(100).nullish(),
});
export const getOrderInputSchema = z.object({
  id: z.string().uuid(),
  token: z.string().max(100).nullish(),
});
const RESERVATION_NUMBER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Spec §2/§5: the PNR (6 characters) or the reservation number (the order number), plus a surname. */
export const getOrderByPnrInputSchema = z.object({
  pnr: z
    .string()
    .trim()
    .transform((v) => (RESERVATION_NUMBER.test(v.toLowerCase()) ? v.toLowerCase() : v.toUpperCase()))
    .refine((v) => isValidPnr(v) || RESERVATION_NUMBER.test(v), { error: 'Booking.InvalidPnr' }),
  surname: z.string().trim().min(1).max(50),
});

export const ORDER_STATES = [
  'WaitingForPayment',
  'PaymentFailed',
  'Paid',
  'Confirmed',
  'Expired',
  'WaitingForCancel',
  'Cancelled',
  'Refunded',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

const placeSchema = z.object({
  code: z.string(),
  name: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  timeZone: z.string().nullable(),
});

export const orderFlightSchema = z.object({
  direction: z.enum(['outbound', 'inbound']),
  airlineCode: z.string(),
  airlineName: z.string(),
  flightNumber: z.string(),
  origin: placeSchema,
  destination: placeSchema,
  /** airport-local `YYYY-MM-DDTHH:mm` in the airport's zone */
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  durationMinutes: z.number().int(),
  cabinClass: z.string(),
  /** allowance per passenger; absent on orders made before it was recorded */
  baggageKg: z.number().int().optional(),
  handBaggageKg: z.number().int().optional(),
  /** the airline cancelled this flight after the booking (Inventory/CancelFlight) */
  cancelled: z.boolean().optional(),
});
export type OrderFlight = z.infer<typeof orderFlightSchema>;

export const orderDetailSchema = z.object({
  id: z.string(),
  /** flight tickets or an airport transfer; a transfer has no passengers or flights but `transfer` */
  kind: z.enum(ORDER_KINDS),
  pnr: z.string(),
  state: z.enum(ORDER_STATES),
  creationTime: z.string(),
  holdExpiresAt: z.string(),
  total: z.object({ amount: z.number().int(), currency: z.string() }),
  price: priceBreakdownSchema,
  insurance: z.boolean(),
  couponCode: z.string().nullable(),
  contact: z.object({ name: z.string(), surname: z.string(), email: z.string(), mobilePhone: z.string() }),
  passengers: z.array(
    z.object({
      type: z.enum(PASSENGER_TYPES),
      gender: z.enum(GENDERS),
      name: z.string(),
      surname: z.string(),
      nationality: z.string(),
      /** masked: only the last 3 characters */
      passportNumber: z.string(),
      tickets: z.array(z.object({ flightIndex: z.number().int(), ticketNumber: z.string() })),
    }),
  ),
  flights: z.array(orderFlightSchema),
  transfer: orderTransferSchema.nullable(),
  payment: z
    .object({ status: z.string(), reason: z.string().nullable(), completionTime: z.string().nullable() })
    .nullable(),
  /** what happened to the booking, oldest first: booked, paid, e-mails, schedule changes, refunds */
  timeline: z.array(timelineEntrySchema).optional(),
  /** a schedule change lets the traveller cancel with a full refund (Booking/RequestScheduleRefund) */
  scheduleRefund: z.object({ allowed: z.boolean(), hours: z.number() }).optional(),
  /** a flight booking's offer of an airport transfer at its destination, prefilled; null when none fits */
  transferOffer: transferOfferSchema.nullable().optional(),
  /** the airport transfers booked for this flight booking */
  linkedTransfers: z.array(linkedTransferSummarySchema).optional(),
  /**
   * the one card payment this order shares with the orders bought in the same checkout (a flight and its
   * airport transfer): all their totals together, what the bank charges; null when the payment pays this
   * order alone (then it is `total`)
   */
  combinedTotal: z.object({ amount: z.number().int(), currency: z.string() }).nullable().optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
