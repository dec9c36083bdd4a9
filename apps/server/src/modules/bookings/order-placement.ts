import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type AddOrderInput,
  type AddOrderResult,
  addOrderResultSchema,
  addTransferOrderInputSchema,
  type CheckoutTransferInput,
  type Converter,
  createAddOrderInputSchema,
  type FlightOption,
  flightForTransfer,
  flightLabel,
  generatePnr,
  INSURANCE_EUR_PER_PASSENGER,
  isAdultAccountHolder,
  isMessageKey,
  type OrderFlight,
  type OrderTransfer,
  type PassengerTypeFare,
  type PriceBreakdown,
  percentOf,
  tripPassengerProblems,
  type ValidateCouponInput,
} from '@charterdesk/domain';
import { RequestValidationError } from '../../kernel/errors.js';
import { inventoryErrors } from '../flights/inventory.errors.js';
import { ensureMember } from '../identity/members.js';
import type { BookingsServiceDeps, CallContext } from './bookings.deps.js';
import { bookingErrors } from './bookings.errors.js';
import {
  isUniqueViolation,
  type NewOrder,
  passengerIdentity,
  SeatsGoneError,
} from './bookings.repository.js';
import { linkedFlightOf } from './order-reads.js';
import { answer, replayIfSame, startPayment } from './payment-flow.js';

type Contact = Pick<AddOrderInput['contact'], 'email' | 'mobilePhone' | 'name' | 'surname' | 'birthday'>;

/** The UTC calendar day of an instant (the server's "today" for age rules). */
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The seats a party needs: infants sit on a lap. */
const seatsOf = (c: { adults: number; children: number }) => c.adults + c.children;

/** The trip's fare per passenger type: each direction's per-passenger prices added up (the receipt shows it). */
function faresPerType(options: FlightOption[]): PassengerTypeFare[] {
  const byType = new Map<PassengerTypeFare['type'], PassengerTypeFare>();
  for (const option of options) {
    for (const p of option.price.perPassenger) {
      const fare = byType.get(p.type) ?? { type: p.type, count: p.count, baseFare: 0, taxes: 0, total: 0 };
      fare.baseFare += p.baseFare;
      fare.taxes += p.tax + p.fuel + p.servicePrice;
      fare.total += p.total;
      byType.set(p.type, fare);
    }
  }
  return [...byType.values()];
}

/** JSON with object keys sorted, so two equal inputs hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of an order request: its kind and validated (normalized) input. */
function hashOfRequest(kind: 'flight' | 'transfer', input: unknown): string {
  return createHash('sha256').update(canonicalJson({ kind, input })).digest('hex');
}

/** The chosen offer's flights as the order keeps them (names and local times as sold). */
function toOrderFlights(option: FlightOption, cabinClass: string): OrderFlight[] {
  return option.segments.map((s) => ({
    direction: option.direction,
    airlineCode: s.airlineCode,
    airlineName: s.airlineName,
    flightNumber: s.flightNumber,
    origin: {
      code: s.origin.code,
      name: s.origin.name,
      cityName: s.origin.cityName,
      countryCode: s.origin.countryCode,
      timeZone: s.origin.timeZone,
    },
    destination: {
      code: s.destination.code,
      name: s.destination.name,
      cityName: s.destination.cityName,
      countryCode: s.destination.countryCode,
      timeZone: s.destination.timeZone,
    },
    departureLocal: s.departureLocal,
    arrivalLocal: s.arrivalLocal,
    durationMinutes: s.durationMinutes,
    cabinClass,
    baggageKg: option.baggageKg,
    handBaggageKg: option.handBaggageKg,
  }));
}

type TransferQuote = NonNullable<BookingsServiceDeps['transfers']>['quote'];

/** A transfer bought in a flight's checkout, re-priced, before its order exists. */
interface CheckoutTransfer {
  searchId: string;
  optionId: string;
  price: PriceBreakdown;
  transfer: Omit<OrderTransfer, 'linkedFlight'>;
  /** the flight of the booking it meets */
  flight: { flightId: number; flight: string };
}

/** What the transfer order of a checkout sells, linked to the flight order being placed. */
function companionSale(c: CheckoutTransfer, lead: { id: string; pnr: string }) {
  return {
    kind: 'transfer' as const,
    searchId: c.searchId,
    outboundOfferId: c.optionId,
    inboundOfferId: null,
    cabinClass: null,
    price: c.price,
    currency: c.price.currency,
    itinerary: [],
    transfer: {
      ...c.transfer,
      linkedFlight: { orderId: lead.id, pnr: lead.pnr, ...c.flight },
    } satisfies OrderTransfer,
    invoice: null,
    insurance: false,
    couponCode: null,
  };
}

// Placing orders: AddOrder and AddTransferOrder re-priced, idempotent, seats held, paid through the payment
// flow. Each takes the service's dependencies first.

type InputSchemas = {
  order: ReturnType<typeof createAddOrderInputSchema>;
  transfer: ReturnType<typeof transferSchemaOf>;
};
const schemas = new WeakMap<BookingsServiceDeps, InputSchemas>();

/** AddTransferOrder's input with the rule that needs today: the contact (account holder) is an adult. */
const transferSchemaOf = (clock: () => Date) =>
  addTransferOrderInputSchema.superRefine((o, c) => {
    if (!isAdultAccountHolder(o.contact.birthday, isoDay(clock())))
      c.addIssue({ code: 'custom', message: 'Booking.ContactUnderage', path: ['contact', 'birthday'] });
  });

/** AddOrder's and AddTransferOrder's inputs, validated with the server's clock (built once per service). */
export function orderInputSchemas(deps: BookingsServiceDeps): InputSchemas {
  let built = schemas.get(deps);
  if (!built) {
    built = {
      order: createAddOrderInputSchema(() => isoDay(deps.clock())),
      transfer: transferSchemaOf(deps.clock),
    };
    schemas.set(deps, built);
  }
  return built;
}

/** The chosen offers re-priced from the database through the search (the client's prices are never used). */
async function quote(
  deps: BookingsServiceDeps,
  q: {
    searchId: string;
    outboundOfferId: string;
    inboundOfferId: string | null;
    currency: string;
    insurance: boolean;
    couponCode: string | null;
  },
  ctx: CallContext,
) {
  const result = await deps.flights.getResults({
    id: q.searchId,
    tenantId: ctx.tenantId,
    culture: ctx.culture,
    currency: q.currency,
  });
  if (result.currency !== q.currency) throw bookingErrors.currencyNotAllowed(q.currency);
  const { criteria } = result;
  const roundTrip = criteria.tripType === 'roundTrip';
  const outbound = result.flightSearchResponses.find(
    (o) => o.direction === 'outbound' && o.id === q.outboundOfferId,
  );
  const inbound = roundTrip
    ? result.flightSearchResponses.find((o) => o.direction === 'inbound' && o.id === q.inboundOfferId)
    : undefined;
  if (!outbound || (roundTrip && !inbound)) {
    // an offer vanishes when its seats are gone or when staff closed a flight of it for sale: say which
    const ids = [q.outboundOfferId, q.inboundOfferId ?? '']
      .flatMap((id) => id.split('-'))
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
    if ((await deps.flights.salesClosedFlights(ids)).length > 0) throw inventoryErrors.salesClosed();
    throw bookingErrors.offerNotFound();
  }
  const chosen = inbound ? [outbound, inbound] : [outbound];
  const convert: Converter = await deps.currency.converter(ctx.tenantId);
  const passengers = criteria.adults + criteria.children + criteria.infants;
  const flightsTotal = chosen.reduce((s, o) => s + o.price.total, 0);
  const insurance = q.insurance ? convert(INSURANCE_EUR_PER_PASSENGER, 'EUR', q.currency) * passengers : 0;
  let discount = 0;
  let couponId: number | null = null;
  if (q.couponCode) {
    const coupon = await deps.coupons.applicable(ctx.tenantId, q.couponCode);
    if (!coupon) throw bookingErrors.couponInvalid();
    couponId = coupon.id;
    discount =
      coupon.kind === 'percent'
        ? percentOf(flightsTotal, Math.min(coupon.value, 100))
        : convert(coupon.value, coupon.currency ?? 'EUR', q.currency);
    discount = Math.min(discount, flightsTotal);
  }
  const price: PriceBreakdown = {
    currency: q.currency,
    flights: flightsTotal,
    perPassenger: faresPerType(chosen),
    insurance,
    discount,
    total: flightsTotal + insurance - discount,
  };
  return { criteria, chosen, price, couponId };
}

/** An order already created with this key (the same answer again), after checking the key itself. */
async function orderOfKey(deps: BookingsServiceDeps, idempotencyKey: string | undefined, ctx: CallContext) {
  if (!idempotencyKey || idempotencyKey.length > 100) throw bookingErrors.idempotencyKeyRequired();
  return deps.repository.findByIdempotencyKey(ctx.tenantId, idempotencyKey);
}

/**
 * Stores a priced order (flight or transfer) with its contact as a customer and member account, holds its
 * seats, starts the card payment and answers AddOrder's result; the same key always answers the same
 * order (a concurrent twin is found through the unique key), a PNR collision draws another PNR.
 */
async function placeOrder(
  deps: BookingsServiceDeps,
  p: {
    idempotencyKey: string;
    /** the hash of the normalized request, kept with the key */
    requestHash: string;
    ctx: CallContext;
    contact: Contact;
    /** what the order sells and its price; the rest (ids, contact, state, hold, token) is filled here */
    sale: Pick<
      NewOrder['order'],
      | 'kind'
      | 'searchId'
      | 'outboundOfferId'
      | 'inboundOfferId'
      | 'cabinClass'
      | 'price'
      | 'itinerary'
      | 'transfer'
      | 'invoice'
      | 'insurance'
      | 'couponCode'
      | 'linkedOrderId'
    > & { price: PriceBreakdown };
    passengers: NewOrder['passengers'];
    segments: NewOrder['segments'];
    /** a transfer bought in the same checkout: its own order, linked to this one and paid with its payment */
    companion?: CheckoutTransfer;
    /** the coupon priced into `sale` (its code is `sale.couponCode`), recorded as used by this order */
    couponId?: number | null;
  },
): Promise<AddOrderResult> {
  const { ctx, contact, idempotencyKey, requestHash } = p;
  const now = deps.clock();
  const holdMinutes = await deps.holdMinutes(ctx.tenantId);
  const id = randomUUID();
  const companionId = randomUUID();
  for (let attempt = 0; ; attempt++) {
    const order = {
      ...p.sale,
      id,
      tenantId: ctx.tenantId,
      pnr: generatePnr(),
      state: 'WaitingForPayment' as const,
      totalAmount: p.sale.price.total,
      currency: p.sale.price.currency,
      contactEmail: contact.email,
      contactPhone: contact.mobilePhone,
      contactName: contact.name,
      contactSurname: contact.surname,
      contactBirthday: contact.birthday,
      culture: ctx.culture,
      accessToken: randomBytes(24).toString('base64url'),
      idempotencyKey,
      idempotencyHash: requestHash,
      holdExpiresAt: new Date(now.getTime() + holdMinutes * 60_000),
      creationTime: now,
      creatorUserId: ctx.userId,
    };
    const companions = p.companion
      ? [
          {
            ...order,
            ...companionSale(p.companion, { id, pnr: order.pnr }),
            id: companionId,
            pnr: generatePnr(),
            totalAmount: p.companion.price.total,
            accessToken: randomBytes(24).toString('base64url'),
            // unique like every order's key; replays find the flight order by the buyer's own key
            idempotencyKey: `checkout:${createHash('sha256').update(idempotencyKey).digest('hex')}`,
            idempotencyHash: null,
            linkedOrderId: id,
            paidWithOrderId: id,
          },
        ]
      : [];
    try {
      await deps.repository.insertOrder({
        order,
        companions,
        passengers: p.passengers,
        segments: p.segments,
        actor: ctx.userId === null ? 'customer' : `user:${ctx.userId}`,
        // a signed-in buyer books for their own account; anyone else gets the account of the contact e-mail
        customerInTransaction: async (tx) =>
          ctx.userId ??
          ensureMember(tx, {
            tenantId: ctx.tenantId,
            email: contact.email,
            name: contact.name,
            surname: contact.surname,
            culture: ctx.culture,
          }),
        alsoInTransaction: async (tx, customerUserId) => {
          if (p.couponId)
            await deps.coupons.recordRedemption(tx, {
              couponId: p.couponId,
              orderId: id,
              tenantId: ctx.tenantId,
              time: now,
            });
          await deps.customers?.recordOrderContact(tx, {
            tenantId: ctx.tenantId,
            contact,
            userId: customerUserId,
            actorId: ctx.userId,
            placed: { orders: 1 + companions.length, time: now },
          });
        },
      });
    } catch (err) {
      if (err instanceof SeatsGoneError) {
        throw err.salesClosed ? inventoryErrors.salesClosed() : bookingErrors.seatUnavailable();
      }
      if (!isUniqueViolation(err)) throw err;
      const same = await deps.repository.findByIdempotencyKey(ctx.tenantId, idempotencyKey);
      if (same) return replayIfSame(deps, same, requestHash);
      if (attempt < 3) continue; // a PNR collision: draw another
      throw err;
    }
    const stored = (await deps.repository.findOrder(id))!;
    // an order placed without a transfer pays for nothing else: no need to look for what it also pays
    const payment = await startPayment(deps, stored, p.companion ? undefined : []);
    return addOrderResultSchema.parse(answer(stored, payment));
  }
}

/** A transfer search's vehicle re-priced from the tariff, and the price breakdown of its order. */
async function quoteTransfer(
  deps: BookingsServiceDeps,
  t: { searchId: string; optionId: string },
  currency: string,
  ctx: CallContext,
): Promise<{ quoted: Awaited<ReturnType<TransferQuote>>; price: PriceBreakdown }> {
  if (!deps.transfers) throw new Error('transfers are not wired into the bookings service');
  const quoted = await deps.transfers.quote({
    id: t.searchId,
    optionId: t.optionId,
    tenantId: ctx.tenantId,
    culture: ctx.culture,
    currency,
  });
  const amount = quoted.amount;
  return {
    quoted,
    price: {
      currency: quoted.currency,
      flights: 0,
      transfer: amount,
      insurance: 0,
      discount: 0,
      total: amount,
    },
  };
}

/**
 * The transfer of a flight checkout re-priced from the tariff: from the airport where the outbound lands (as
 * the booking's page would offer it), in the flights' currency.
 */
async function quoteCheckoutTransfer(
  deps: BookingsServiceDeps,
  t: CheckoutTransferInput,
  currency: string,
  flightsOfTrip: (OrderFlight & { flightId: number })[],
  ctx: CallContext,
): Promise<CheckoutTransfer> {
  const { quoted, price } = await quoteTransfer(deps, t, currency, ctx);
  const position =
    quoted.currency === currency && quoted.transfer.direction === 'fromAirport'
      ? flightForTransfer(flightsOfTrip, quoted.transfer)
      : undefined;
  const met = position === undefined ? undefined : flightsOfTrip[position];
  if (met?.direction !== 'outbound') throw bookingErrors.checkoutTransferNotForFlight();
  return {
    searchId: t.searchId,
    optionId: t.optionId,
    price,
    transfer: {
      ...quoted.transfer,
      // the driver meets the flight the transfer follows
      flightNumber: flightLabel(met),
      address: t.address,
      note: t.note,
    },
    flight: { flightId: met.flightId, flight: flightLabel(met) },
  };
}

/**
 * Booking/AddOrder: the chosen offers re-priced, passengers checked against the trip's rules, a checkout transfer
 * added, then stored, held and paid through one card payment; the same Idempotency-Key answers the same order.
 */
export async function addOrder(
  deps: BookingsServiceDeps,
  raw: unknown,
  idempotencyKey: string | undefined,
  ctx: CallContext,
): Promise<AddOrderResult> {
  const existing = await orderOfKey(deps, idempotencyKey, ctx);
  const input = orderInputSchemas(deps).order.parse(raw);
  // hashed as before checkout transfers existed when there is none, so earlier keys replay the same
  const { transfer: withTransfer, ...flightOnly } = input;
  const requestHash = hashOfRequest('flight', withTransfer ? input : flightOnly);
  if (existing) return replayIfSame(deps, existing, requestHash);

  const { criteria, chosen, price, couponId } = await quote(deps, input, ctx);
  const flightsOfTrip = chosen.flatMap((o) => toOrderFlights(o, criteria.cabinClass));
  const last = flightsOfTrip[flightsOfTrip.length - 1]!;
  const trip = {
    counts: { adults: criteria.adults, children: criteria.children, infants: criteria.infants },
    lastFlightDate: last.departureLocal.slice(0, 10),
    domesticTurkey: flightsOfTrip.every(
      (f) => f.origin.countryCode === 'TR' && f.destination.countryCode === 'TR',
    ),
  };
  if (tripPassengerProblems(input.passengers, trip).length > 0) {
    // re-validated with the trip's rules so the answer is the usual localized 400 with members
    const withTrip = orderInputSchemas(deps).order.superRefine((o, c) => {
      for (const p of tripPassengerProblems(o.passengers, trip)) {
        c.addIssue({
          code: 'custom',
          message: isMessageKey(p.key) ? p.key : 'Validation.InvalidValue',
          path: p.path,
        });
      }
    });
    throw new RequestValidationError(withTrip, raw);
  }
  const seats = seatsOf(criteria);
  const segments = chosen.flatMap((o) =>
    o.id
      .split('-')
      .map(Number)
      .map((flightId, i) => ({ flightId, airlineCode: o.segments[i]!.airlineCode })),
  );
  const companion = withTransfer
    ? await quoteCheckoutTransfer(
        deps,
        withTransfer,
        input.currency,
        flightsOfTrip.map((f, i) => ({ ...f, flightId: segments[i]!.flightId })),
        ctx,
      )
    : undefined;
  // one total for the one payment: the flights' and the transfer's
  const total = price.total + (companion?.price.total ?? 0);
  if (total !== input.expectedTotal) throw bookingErrors.priceChanged(total, price.currency);

  return placeOrder(deps, {
    idempotencyKey: idempotencyKey!,
    requestHash,
    ctx,
    contact: input.contact,
    sale: {
      kind: 'flight',
      searchId: input.searchId,
      outboundOfferId: input.outboundOfferId,
      inboundOfferId: input.inboundOfferId,
      cabinClass: criteria.cabinClass,
      price,
      itinerary: flightsOfTrip,
      transfer: null,
      linkedOrderId: null,
      invoice: input.invoice,
      insurance: input.insurance,
      couponCode: input.couponCode,
    },
    passengers: input.passengers.map((p, position) => ({
      position,
      ...passengerIdentity(p),
      infantOf: p.infantOf,
    })),
    segments: segments.map((s, position) => ({
      ...s,
      position,
      cabinClass: criteria.cabinClass,
      seats,
    })),
    ...(companion ? { companion } : {}),
    couponId,
  });
}

/**
 * A transfer order: re-priced from the tariff through the transfer search (409 price_changed when the
 * buyer saw another total), then stored, paid and confirmed like a flight order, without seats.
 */
export async function addTransferOrder(
  deps: BookingsServiceDeps,
  raw: unknown,
  idempotencyKey: string | undefined,
  ctx: CallContext,
): Promise<AddOrderResult> {
  const existing = await orderOfKey(deps, idempotencyKey, ctx);
  const input = orderInputSchemas(deps).transfer.parse(raw);
  const requestHash = hashOfRequest('transfer', input);
  if (existing) return replayIfSame(deps, existing, requestHash);
  const { quoted, price } = await quoteTransfer(deps, input, input.currency, ctx);
  if (quoted.currency !== input.currency) throw bookingErrors.currencyNotAllowed(input.currency);
  if (price.total !== input.expectedTotal) throw bookingErrors.priceChanged(price.total, price.currency);
  const link = input.linkedOrder
    ? await linkedFlightOf(deps, input.linkedOrder.orderId, input.linkedOrder.token, ctx, quoted.transfer)
    : undefined;
  return placeOrder(deps, {
    idempotencyKey: idempotencyKey!,
    requestHash,
    ctx,
    contact: input.contact,
    sale: {
      kind: 'transfer',
      linkedOrderId: link?.orderId ?? null,
      searchId: input.searchId,
      outboundOfferId: input.optionId,
      inboundOfferId: null,
      cabinClass: null,
      price,
      itinerary: [],
      transfer: {
        ...quoted.transfer,
        // the driver meets the linked flight unless the buyer named another
        flightNumber: input.flightNumber ?? link?.flight ?? null,
        address: input.address,
        note: input.note,
        ...(link ? { linkedFlight: link } : {}),
      },
      invoice: null,
      insurance: false,
      couponCode: null,
    },
    passengers: [],
    segments: [],
  });
}

/** Booking/ValidateCoupon: the price of the chosen offers with the coupon, or the localized coupon error. */
export async function validateCoupon(
  deps: BookingsServiceDeps,
  input: ValidateCouponInput,
  ctx: CallContext,
) {
  const { price } = await quote(deps, input, ctx);
  return { couponCode: input.couponCode, price };
}
