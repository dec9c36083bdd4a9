import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type AddOrderInput,
  type AddOrderResult,
  type AgencyInfo,
  addOrderResultSchema,
  addTransferOrderInputSchema,
  type CheckoutTransferInput,
  type Converter,
  type Culture,
  createAddOrderInputSchema,
  DEFAULT_SCHEDULE_REFUND_HOURS,
  DEFAULT_TRANSFER_BUFFER_MINUTES,
  type FlightOption,
  flightForTransfer,
  flightLabel,
  generatePnr,
  generateTicketNumber,
  INSURANCE_EUR_PER_PASSENGER,
  isAdultAccountHolder,
  isMessageKey,
  ORDER_STATES,
  type OrderDetail,
  type OrderFlight,
  type OrderTransfer,
  type PassengerTypeFare,
  type PriceBreakdown,
  parseCulture,
  percentOf,
  scheduleRefundAllowed,
  type TransferOffer,
  transferOfferFor,
  tripPassengerProblems,
  type ValidateCouponInput,
} from '@charterdesk/domain';
import { z } from 'zod';
import { RequestValidationError } from '../../kernel/errors.js';
import type { CurrencyService } from '../currency/currency.service.js';
import type { CustomersService } from '../customers/customers.service.js';
import type { FlightsService } from '../flights/flights.service.js';
import { inventoryErrors } from '../flights/inventory.errors.js';
import { ensureMember } from '../identity/members.js';
import { renderLinkMail } from '../notifications/link-mail.js';
import type { MailAttachment, Mailer } from '../notifications/mailer.js';
import type { PaymentOutcome } from '../payments/payment-gateway.js';
import type { GatewayProvider } from '../payments/payments.provider.js';
import type { TransfersService } from '../transfers/transfers.service.js';
import { CONFIRMATION_MAIL_KIND, confirmationMail } from './bookings.confirmation.js';
import { bookingErrors } from './bookings.errors.js';
import { AIRLINE_TICKET_PREFIXES, DEFAULT_TICKET_PREFIX } from './bookings.money.js';
import { renderItineraryPdf } from './bookings.receipt-pdf.js';
import {
  type BookingsRepository,
  FLIGHT_CANCELLED_ACTOR,
  isUniqueViolation,
  type NewOrder,
  type OrderRow,
  type PaymentRow,
  passengerIdentity,
  SeatsGoneError,
} from './bookings.repository.js';
import type { OrderAdminRepository } from './order-admin.repository.js';
import { orderTimeline } from './order-timeline.js';
import type { PaymentSettlementRepository } from './payment-settlement.repository.js';
import type { RefundDriver } from './refunds.js';
import { scheduleChangesOf } from './schedule-notices.js';
import { transferConfirmationOf } from './transfer-confirmation.mail.js';
import { renderTransferVoucherPdf } from './transfer-voucher-pdf.js';

export interface BookingsServiceDeps {
  repository: BookingsRepository;
  flights: FlightsService;
  /** the transfer search: AddTransferOrder re-prices the chosen vehicle through it */
  transfers?: Pick<TransfersService, 'quote'>;
  currency: CurrencyService;
  gateway: GatewayProvider;
  mailer: Mailer;
  clock: () => Date;
  /** minutes an unpaid order holds its seats */
  holdMinutes: (tenantId: number | null) => Promise<number>;
  publicUrl: string;
  mailFrom: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** opens and drives refunds (shared with the admin Orders service): a late payment is refunded at once */
  refunds: {
    start: OrderAdminRepository['startRefund'];
    drive: RefundDriver;
  };
  /** the customers module: an order's contact is recorded as a customer of the tenant with the order */
  customers?: Pick<CustomersService, 'recordOrderContact'>;
  /** agency contacts for the transfer confirmation e-mail */
  agencyInfo?: (tenantId: number | null) => Promise<AgencyInfo>;
  /** agency facts and destination travel notices for the PDF receipt; without it the mail has no PDF */
  receiptContext?: (
    tenantId: number | null,
    destinationCountries: string[],
    culture: Culture,
  ) => Promise<{ agency: AgencyInfo; notices: { title: string; text: string }[] }>;
  /** hours of a schedule change beyond which the traveller may ask for a full refund (default 3) */
  scheduleRefundHours?: number;
  /** the settlement sweep's reads (payments never come back to, captures no order keeps) */
  settlement: PaymentSettlementRepository;
  /** how long after a bank session ends (or a capture completes) the sweep steps in; default 5 minutes */
  settleGraceMs?: number;
  /** minutes added to the landing for the airport transfer a flight booking is offered (default none) */
  transferBufferMinutes?: number;
  /** airports with transfers on sale on a site variant: a flight booking landing there is offered one */
  transferAirports?: (tenantId: number | null) => Promise<ReadonlySet<string>>;
  /** customer accounts: the set-password link of a first booking, and passengers kept for the next one */
  accounts?: {
    setPasswordUrl(userId: number | null): Promise<string | undefined>;
    rememberPassengers(userId: number | null, orderId: string): Promise<void>;
  };
}

type Contact = Pick<AddOrderInput['contact'], 'email' | 'mobilePhone' | 'name' | 'surname' | 'birthday'>;

export interface CallContext {
  tenantId: number | null;
  culture: Culture;
  userId: number | null;
}

const GATEWAY = 'sandbox';
/** who refunds a payment approved after the hold expired (order events, refund actions) */
const LATE_PAYMENT_ACTOR = 'system:late-payment';
/** who refunds a second approved payment of an order already paid */
const DUPLICATE_PAYMENT_ACTOR = 'system:duplicate-payment';
const MAIL_RETRY_MINUTES = [1, 5, 15, 60, 240];
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

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

const mask = (value: string, keep: number) =>
  value.length <= keep ? value : '*'.repeat(value.length - keep) + value.slice(-keep);
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

function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 2)}${'*'.repeat(Math.max(user.length - 2, 1))}@${domain}`;
}

/** Orders: AddOrder (idempotent, re-priced, seats held), payment start/return, tickets, receipts, hold expiry. */
export function createBookingsService(deps: BookingsServiceDeps) {
  const { repository: repo, clock } = deps;
  const inputSchema = createAddOrderInputSchema(() => isoDay(clock()));

  /** The chosen offers re-priced from the database through the search (the client's prices are never used). */
  async function quote(
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
    if (q.couponCode) {
      const coupon = await deps.repository.findCoupon(ctx.tenantId, q.couponCode, isoDay(clock()));
      if (!coupon) throw bookingErrors.couponInvalid();
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
    return { criteria, chosen, price };
  }

  /** An order already created with this key (the same answer again), after checking the key itself. */
  async function orderOfKey(idempotencyKey: string | undefined, ctx: CallContext) {
    if (!idempotencyKey || idempotencyKey.length > 100) throw bookingErrors.idempotencyKeyRequired();
    return repo.findByIdempotencyKey(ctx.tenantId, idempotencyKey);
  }

  /**
   * Stores a priced order (flight or transfer) with its contact as a customer and member account, holds its
   * seats, starts the card payment and answers AddOrder's result; the same key always answers the same
   * order (a concurrent twin is found through the unique key), a PNR collision draws another PNR.
   */
  async function placeOrder(p: {
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
  }): Promise<AddOrderResult> {
    const { ctx, contact, idempotencyKey, requestHash } = p;
    const now = clock();
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
        await repo.insertOrder({
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
          alsoInTransaction: deps.customers
            ? (tx, customerUserId) =>
                deps.customers!.recordOrderContact(tx, {
                  tenantId: ctx.tenantId,
                  contact,
                  userId: customerUserId,
                  actorId: ctx.userId,
                })
            : undefined,
        });
      } catch (err) {
        if (err instanceof SeatsGoneError) {
          throw err.salesClosed ? inventoryErrors.salesClosed() : bookingErrors.seatUnavailable();
        }
        if (!isUniqueViolation(err)) throw err;
        const same = await repo.findByIdempotencyKey(ctx.tenantId, idempotencyKey);
        if (same) return replayIfSame(same, requestHash);
        if (attempt < 3) continue; // a PNR collision: draw another
        throw err;
      }
      const stored = (await repo.findOrder(id))!;
      return addOrderResultSchema.parse(answer(stored, await startPayment(stored)));
    }
  }

  /** One card payment for the order and what it also pays (a transfer bought with the flights). */
  async function startPayment(order: OrderRow): Promise<PaymentRow> {
    const gateway = await deps.gateway(order.tenantId);
    const id = randomUUID();
    const companions = await repo.companionsOf(order.id);
    const amount = order.totalAmount + companions.reduce((sum, c) => sum + c.totalAmount, 0);
    let started: Awaited<ReturnType<typeof gateway.start>>;
    try {
      started = await gateway.start({
        paymentRef: id,
        amount,
        currency: order.currency,
        description: `CharterDesk ${[order, ...companions].map((o) => o.pnr).join(' + ')}`,
        returnUrl: `${deps.publicUrl}/payments/${gateway.name}/return`,
        language: order.culture,
      });
    } catch (err) {
      deps.log.error({ err, orderId: order.id }, 'payment start failed');
      throw bookingErrors.paymentUnavailable();
    }
    const row = {
      id,
      orderId: order.id,
      gateway: gateway.name,
      gatewaySessionId: started.gatewaySessionId,
      cardAction: started.cardAction,
      sessionExpiresAt: new Date(started.expiresAt),
      amount,
      currency: order.currency,
      status: 'pending' as const,
      reason: null,
      reference: null,
      creationTime: clock(),
      completionTime: null,
    };
    await repo.insertPayment(row);
    return row;
  }

  const answer = (order: OrderRow, payment: PaymentRow): AddOrderResult => ({
    orderId: order.id,
    pGuid: order.accessToken,
    response: { cardAction: payment.cardAction, expiresAt: payment.sessionExpiresAt.toISOString() },
  });

  /** The answer of an order already created with this key: its pending payment (waiting for the first request). */
  /**
   * The order of a reused Idempotency-Key, answered again only for the same request: the same key with
   * another body (compared by the hash of the normalized input) is a client bug, refused with 422 as
   * Stripe does, rather than a success for an order that was never asked for.
   */
  async function replayIfSame(order: OrderRow, requestHash: string): Promise<AddOrderResult> {
    if (order.idempotencyHash !== null && order.idempotencyHash !== requestHash)
      throw bookingErrors.idempotencyKeyReused();
    return replay(order);
  }

  async function replay(order: OrderRow): Promise<AddOrderResult> {
    for (let i = 0; i < 100; i++) {
      const payment = await repo.latestPayment(order.id);
      if (payment) return answer(order, payment);
      await sleep(50);
    }
    return answer(order, await startPayment(order));
  }

  /** The itinerary receipt PDF of an order, rendered at send time from the order as it is then. */
  async function receiptAttachment(orderId: string): Promise<MailAttachment[]> {
    if (!deps.receiptContext) return [];
    const order = await repo.findOrder(orderId);
    if (order?.kind !== 'flight') return [];
    const culture = (parseCulture(order.culture) ?? 'ru') as Culture;
    const d = await detail(order);
    const countries = [...new Set(d.flights.map((f) => f.destination.countryCode))];
    const context = await deps.receiptContext(order.tenantId, countries, culture);
    const pdf = await renderItineraryPdf({
      culture,
      order: d,
      agency: context.agency,
      notices: context.notices,
    });
    return [{ filename: `itinerary-${order.pnr}.pdf`, content: pdf, contentType: 'application/pdf' }];
  }

  /** The transfer voucher PDF of an order, rendered at send time like the itinerary receipt. */
  async function voucherAttachment(orderId: string): Promise<MailAttachment[]> {
    if (!deps.receiptContext) return [];
    const order = await repo.findOrder(orderId);
    if (order?.kind !== 'transfer' || !order.transfer) return [];
    const culture = (parseCulture(order.culture) ?? 'ru') as Culture;
    const { agency } = await deps.receiptContext(order.tenantId, [], culture);
    const pdf = await renderTransferVoucherPdf(
      transferConfirmationOf({ ...order, transfer: order.transfer }),
      agency,
    );
    return [{ filename: `transfer-${order.pnr}.pdf`, content: pdf, contentType: 'application/pdf' }];
  }

  /** Stores an e-mail in the outbox (sent after commit, retried) and sends what is due now, best effort. */
  async function sendMail(m: {
    tenantId: number | null;
    orderId?: string;
    kind: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<void> {
    const now = clock();
    await repo.enqueueMail({ ...m, status: 'pending', nextAttemptAt: now, creationTime: now });
    await drainOutbox().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
  }

  async function drainOutbox(): Promise<number> {
    const now = clock();
    const due = await repo.claimDueMail(now);
    for (const m of due) {
      try {
        await deps.mailer.send({
          to: m.to,
          from: deps.mailFrom,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
          attachments:
            // a re-timed flight's notice carries the corrected itinerary receipt
            (m.kind === CONFIRMATION_MAIL_KIND.flight || m.kind === 'scheduleChange') && m.orderId
              ? [
                  ...(await receiptAttachment(m.orderId)),
                  // the voucher of a transfer bought in the same checkout rides with the confirmation
                  ...(m.kind === CONFIRMATION_MAIL_KIND.flight
                    ? (
                        await Promise.all(
                          (await repo.companionsOf(m.orderId)).map((c) => voucherAttachment(c.id)),
                        )
                      ).flat()
                    : []),
                ]
              : m.kind === CONFIRMATION_MAIL_KIND.transfer && m.orderId
                ? await voucherAttachment(m.orderId)
                : [],
        });
        await repo.markMailSent(m.id, clock());
      } catch (err) {
        const delay = MAIL_RETRY_MINUTES[m.attempts - 1];
        deps.log.warn({ err, mailId: m.id, attempts: m.attempts }, 'e-mail not sent; will retry');
        await repo.markMailFailed(
          m.id,
          String(err),
          delay === undefined ? null : new Date(now.getTime() + delay * 60_000),
        );
      }
    }
    return due.length;
  }

  async function detail(order: OrderRow): Promise<OrderDetail> {
    const d = await repo.details(order.id);
    // a transfer bought with the flights shows the payment that paid both
    const payment = order.paidWithOrderId ? await repo.latestPayment(order.paidWithOrderId) : d.payments[0];
    const [events, mails] = await Promise.all([repo.events(order.id), repo.sentMails(order.id)]);
    const changes = scheduleChangesOf(events);
    const linked = order.kind === 'flight' ? await repo.linkedTransfers(order.id) : [];
    return {
      transferOffer: await transferOfferOf(order, linked),
      linkedTransfers: linked.map((t) => ({
        id: t.id,
        pnr: t.pnr,
        state: t.state,
        pickupLocal: t.transfer?.pickupLocal ?? '',
        airportCode: t.transfer?.airportCode ?? '',
        districtName: t.transfer?.districtName ?? '',
        vehicleName: t.transfer?.vehicleName ?? '',
        path: ticketUrl(t),
      })),
      timeline: orderTimeline(events, mails),
      scheduleRefund: {
        allowed:
          ['Confirmed', 'WaitingForCancel'].includes(order.state) &&
          scheduleRefundAllowed(changes, deps.scheduleRefundHours ?? DEFAULT_SCHEDULE_REFUND_HOURS),
        hours: deps.scheduleRefundHours ?? DEFAULT_SCHEDULE_REFUND_HOURS,
      },
      id: order.id,
      kind: order.kind,
      pnr: order.pnr,
      state: order.state,
      creationTime: order.creationTime.toISOString(),
      holdExpiresAt: order.holdExpiresAt.toISOString(),
      total: { amount: order.totalAmount, currency: order.currency },
      price: order.price,
      insurance: order.insurance,
      couponCode: order.couponCode,
      contact: {
        name: order.contactName,
        surname: order.contactSurname,
        email: maskEmail(order.contactEmail),
        mobilePhone: mask(order.contactPhone, 4),
      },
      passengers: d.passengers.map((p) => ({
        type: p.type,
        gender: p.gender,
        name: p.name,
        surname: p.surname,
        nationality: p.nationality,
        passportNumber: mask(p.passportNumber, 3),
        tickets: d.tickets
          .filter((t) => t.passengerId === p.id)
          .sort((a, b) => a.segmentPosition - b.segmentPosition)
          .map((t) => ({ flightIndex: t.segmentPosition, ticketNumber: t.number })),
      })),
      flights: order.itinerary,
      transfer: order.transfer ?? null,
      payment: payment
        ? {
            status: payment.status,
            reason: payment.reason,
            completionTime: payment.completionTime?.toISOString() ?? null,
          }
        : null,
    };
  }

  /** The order of a PNR (or reservation number) in the caller's tenant whose passengers include the surname. */
  async function orderByPnr(pnr: string, surname: string, ctx: CallContext): Promise<OrderRow> {
    // a reservation number (the order's id) works as well as the PNR, inside the caller's tenant only
    const byNumber = pnr.includes('-') ? await repo.findOrder(pnr) : undefined;
    const order = byNumber
      ? byNumber.tenantId === ctx.tenantId
        ? byNumber
        : undefined
      : await repo.findByPnr(ctx.tenantId, pnr);
    if (!order) throw bookingErrors.pnrNotFound();
    const d = await repo.details(order.id);
    const wanted = surname.trim().toUpperCase();
    // a transfer has no passenger list: its lead passenger is the contact
    const surnames = order.kind === 'transfer' ? [order.contactSurname] : d.passengers.map((p) => p.surname);
    if (!surnames.some((s) => s.toUpperCase() === wanted)) throw bookingErrors.pnrNotFound();
    return order;
  }

  async function accessibleOrder(id: string, token: string | null | undefined, userId: number | null) {
    const order = await repo.findOrder(id);
    const allowed =
      order &&
      ((token && safeEqual(token, order.accessToken)) ||
        (userId !== null && order.customerUserId === userId));
    if (!order || !allowed) throw bookingErrors.orderNotFound(id);
    return order;
  }

  /** Agency contacts for a confirmation; a failing settings read must not fail a paid order's capture. */
  async function agencyOf(tenantId: number | null): Promise<AgencyInfo | undefined> {
    try {
      return await deps.agencyInfo?.(tenantId);
    } catch (err) {
      deps.log.warn({ err }, 'agency info unavailable for the confirmation e-mail');
      return undefined;
    }
  }

  /**
   * A captured payment that no order keeps: approved after the order's hold expired (the order stays Expired,
   * its seats are gone), or a second approval of an order already paid. The whole amount goes back at once
   * through the same refund path as staff refunds, with an e-mail in the order's language. An unreachable
   * bank leaves the refund pending (the settlement sweep drives it again); a declined one waits for staff
   * (Order/RetryRefund). Nothing here throws: the buyer's answer does not depend on the bank's.
   */
  async function refundCapture(
    order: OrderRow,
    payment: PaymentRow,
    why: 'late' | 'duplicate',
  ): Promise<void> {
    const context = { orderId: order.id, paymentId: payment.id, why };
    try {
      const start = await deps.refunds.start({
        tenantId: order.tenantId,
        orderId: order.id,
        paymentId: payment.id,
        amount: null,
        note:
          why === 'late'
            ? 'payment approved after the hold expired'
            : 'second payment of an order already paid',
        actorUserId: null,
        allowed: why === 'late' ? ['Expired'] : ORDER_STATES,
        id: randomUUID(),
        now: clock(),
      });
      if (start.kind !== 'created' && start.kind !== 'pending') {
        deps.log.warn({ ...context, outcome: start.kind }, 'captured payment not refunded automatically');
        return;
      }
      const result = await deps.refunds.drive(
        order,
        start.refund,
        start.payment.gatewaySessionId,
        why === 'late' ? LATE_PAYMENT_ACTOR : DUPLICATE_PAYMENT_ACTOR,
      );
      if (result.status === 'succeeded') {
        await drainOutbox().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
      } else {
        deps.log.warn(
          { ...context, refundId: start.refund.id, outcome: result.status },
          result.status === 'declined'
            ? 'automatic refund declined by the bank; staff retry it with Order/RetryRefund'
            : 'automatic refund left pending; the settlement sweep asks the bank again',
        );
      }
    } catch (err) {
      deps.log.error({ ...context, err }, 'automatic refund failed; the settlement sweep retries it');
    }
  }

  /**
   * Applies the bank's verified outcome of one payment, from the buyer's return or from the settlement sweep
   * (a buyer who never came back): capture once and confirm, refund a late or second capture, or record the
   * failure. Answers where to send the buyer.
   */
  async function settle(
    order: OrderRow,
    payment: PaymentRow,
    outcome: PaymentOutcome,
    actor: string,
  ): Promise<string> {
    const now = clock();
    const matches =
      outcome.paymentRef === payment.id &&
      outcome.gatewaySessionId === payment.gatewaySessionId &&
      outcome.amount === payment.amount &&
      outcome.currency === payment.currency;
    if (outcome.status === 'approved' && matches) {
      const agency = await agencyOf(order.tenantId);
      // an account this booking opened gets its set-password link in the confirmation
      const setPasswordUrl = await deps.accounts?.setPasswordUrl(order.customerUserId).catch((err) => {
        deps.log.warn({ err, orderId: order.id }, 'set-password link not made');
        return undefined;
      });
      // the itinerary as it is now (a schedule change may have corrected it since the buyer left for the bank)
      const latest = (await repo.findOrder(order.id)) ?? order;
      // flights re-timed while the order waited for payment (and not back to the booked time)
      const moved = new Map<number, { booked: string; now: string | null; flight: string }>();
      for (const c of scheduleChangesOf(await repo.events(order.id)))
        moved.set(c.position, {
          booked: moved.get(c.position)?.booked ?? c.oldDepartureLocal,
          now: c.newDepartureLocal,
          flight: c.flight,
        });
      const retimedFlights = [...moved.values()].filter((m) => m.now !== m.booked).map((m) => m.flight);
      // a transfer bought in the same checkout is confirmed with the flights and told in the same e-mail
      const companions = await repo.companionsOf(order.id);
      // the receipt offers a transfer at the destination as the paid booking's page will (none when bought)
      const transferOffer = await transferOfferOf({ ...latest, state: 'Paid' }, companions);
      const capture = repo.captureApproved({
        paymentId: payment.id,
        orderId: order.id,
        reference: outcome.reference,
        time: now,
        actor,
        confirm:
          order.kind === 'transfer'
            ? { event: 'reservationConfirmed', actor: 'system:reservation' }
            : { event: 'ticketsIssued', actor: 'system:ticketing' },
        issue: (passengers, segments) =>
          passengers.flatMap((p) =>
            segments.map((s) => ({
              passengerId: p.id,
              segmentPosition: s.position,
              number: generateTicketNumber(AIRLINE_TICKET_PREFIXES[s.airlineCode] ?? DEFAULT_TICKET_PREFIX),
            })),
          ),
        mail: (issued, passengers) => ({
          tenantId: order.tenantId,
          orderId: order.id,
          to: order.contactEmail,
          ...confirmationMail({ ...order, itinerary: latest.itinerary }, { issued, passengers }, agency, {
            setPasswordUrl,
            publicUrl: deps.publicUrl,
            retimedFlights,
            transferOffer,
            transfers: companions.map((c) => ({ ...c, url: `${deps.publicUrl}${ticketUrl(c)}` })),
          }),
          status: 'pending',
          nextAttemptAt: now,
          creationTime: now,
        }),
      });
      let result: Awaited<typeof capture>;
      try {
        result = await capture;
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // cannot happen under the order's lock; should it, the payment stays pending and the settlement
        // sweep asks the bank again once its session is over (then it is a duplicate and refunded)
        deps.log.error({ paymentId: payment.id, orderId: order.id }, 'second approved payment left pending');
        return ticketUrl(order);
      }
      if (result === 'late') {
        // only the return that captured the payment gets here ('repeated' otherwise): one refund per payment
        await refundCapture(order, payment, 'late');
        return failedUrl(order, 'order_expired');
      }
      if (result === 'duplicate') {
        // the order is paid by another payment: this one goes back in full, the buyer sees their booking
        await refundCapture(order, payment, 'duplicate');
        return ticketUrl(order);
      }
      if (result === 'captured') {
        await deps.accounts?.rememberPassengers(order.customerUserId, order.id).catch((err) => {
          deps.log.warn({ err, orderId: order.id }, 'passengers not saved to the account');
        });
      }
      await drainOutbox().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
      const current = (await repo.findOrder(order.id))!;
      if (current.state === 'Confirmed' || current.state === 'Paid') return ticketUrl(order);
      // a reload of a late payment's return: the same answer as the first time (its refund is not repeated)
      if (current.state === 'Expired') return failedUrl(order, 'order_expired');
      return failedUrl(order, 'unknown');
    }
    const reason = matches ? outcome.reason || outcome.status : 'amount_mismatch';
    await repo.recordFailure({
      paymentId: payment.id,
      orderId: order.id,
      status: outcome.status === 'failed' || !matches ? 'failed' : 'declined',
      reason,
      time: now,
      actor,
    });
    const latest = (await repo.findOrder(order.id))!;
    if (latest.state === 'Confirmed') return ticketUrl(order);
    return failedUrl(order, reason);
  }

  /**
   * The flight a transfer bought from a booking's offer follows: the booking must be the caller's (token or
   * owner), paid, and have a flight landing at (or leaving from) the transfer's airport.
   */
  async function linkedFlightOf(
    orderId: string,
    token: string | null | undefined,
    ctx: CallContext,
    transfer: { direction: 'fromAirport' | 'toAirport'; airportCode: string },
  ) {
    const order = await accessibleOrder(orderId, token, ctx.userId);
    const position =
      order.kind === 'flight' &&
      ['Paid', 'Confirmed'].includes(order.state) &&
      order.tenantId === ctx.tenantId
        ? flightForTransfer(order.itinerary, transfer)
        : undefined;
    const segment =
      position === undefined
        ? undefined
        : (await repo.details(order.id)).segments.find((x) => x.position === position);
    if (position === undefined || !segment) throw bookingErrors.transferNotForFlight(order.pnr);
    return {
      orderId: order.id,
      pnr: order.pnr,
      flightId: segment.flightId,
      flight: flightLabel(order.itinerary[position]!),
    };
  }

  /**
   * The transfer of a flight checkout re-priced from the tariff: from the airport where the outbound lands (as
   * the booking's page would offer it), in the flights' currency.
   */
  async function quoteCheckoutTransfer(
    t: CheckoutTransferInput,
    currency: string,
    flightsOfTrip: (OrderFlight & { flightId: number })[],
    ctx: CallContext,
  ): Promise<CheckoutTransfer> {
    if (!deps.transfers) throw new Error('transfers are not wired into the bookings service');
    const quoted = await deps.transfers.quote({
      id: t.searchId,
      optionId: t.optionId,
      tenantId: ctx.tenantId,
      culture: ctx.culture,
      currency,
    });
    const position =
      quoted.currency === currency && quoted.transfer.direction === 'fromAirport'
        ? flightForTransfer(flightsOfTrip, quoted.transfer)
        : undefined;
    const met = position === undefined ? undefined : flightsOfTrip[position];
    if (met?.direction !== 'outbound') throw bookingErrors.checkoutTransferNotForFlight();
    return {
      searchId: t.searchId,
      optionId: t.optionId,
      price: {
        currency: quoted.currency,
        flights: 0,
        transfer: quoted.amount,
        insurance: 0,
        discount: 0,
        total: quoted.amount,
      },
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

  /** The transfer a flight booking is offered, when it lands where transfers are sold and has none yet. */
  async function transferOfferOf(
    order: OrderRow,
    linked: readonly OrderRow[],
  ): Promise<TransferOffer | null> {
    if (order.kind !== 'flight' || !['Paid', 'Confirmed'].includes(order.state) || !deps.transferAirports)
      return null;
    if (linked.some((t) => !['Expired', 'Cancelled', 'Refunded'].includes(t.state))) return null;
    let airports: ReadonlySet<string>;
    try {
      airports = await deps.transferAirports(order.tenantId);
    } catch (err) {
      // an offer is a courtesy: the booking's page must not fail for it
      deps.log.warn({ err }, 'transfer airports unavailable for the booking offer');
      return null;
    }
    const d = await repo.details(order.id);
    const infants = d.passengers.filter((p) => p.type === 'infant').length;
    const offer = transferOfferFor(
      order.itinerary,
      { seated: d.passengers.length - infants, infants },
      deps.transferBufferMinutes ?? DEFAULT_TRANSFER_BUFFER_MINUTES,
      (code) => airports.has(code),
    );
    // a flight that has landed needs no offer; airport-local time read as UTC is within 14 hours of the real
    // instant, so anything later than that bound may still be ahead (the search checks the 2-hour lead exactly)
    return offer && Date.parse(`${offer.date}T${offer.time}:00Z`) > clock().getTime() - 14 * 3_600_000
      ? offer
      : null;
  }

  /**
   * Refunds in full the transfers whose linked flight was cancelled (asked for in the cancellation's
   * transaction); run after that commit and by the settlement sweep. Answers how many it refunded.
   */
  async function refundCancelledTransfers(): Promise<number> {
    let done = 0;
    for (const order of await repo.transfersToRefundForCancelledFlights()) {
      const start = await deps.refunds.start({
        tenantId: order.tenantId,
        orderId: order.id,
        amount: null,
        note: 'flight cancelled: the linked transfer is refunded in full',
        actorUserId: null,
        allowed: ['WaitingForCancel'],
        id: randomUUID(),
        now: clock(),
      });
      if (start.kind !== 'created' && start.kind !== 'pending') continue;
      const result = await deps.refunds.drive(
        order,
        start.refund,
        start.payment.gatewaySessionId,
        FLIGHT_CANCELLED_ACTOR,
      );
      if (result.status === 'succeeded') done++;
      else
        deps.log.warn({ orderId: order.id, outcome: result.status }, 'linked transfer refund not completed');
    }
    if (done > 0) await drainOutbox().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
    return done;
  }

  /** AddTransferOrder's input with the rule that needs today: the contact (account holder) is an adult. */
  const transferInputSchema = addTransferOrderInputSchema.superRefine((o, c) => {
    if (!isAdultAccountHolder(o.contact.birthday, isoDay(clock())))
      c.addIssue({ code: 'custom', message: 'Booking.ContactUnderage', path: ['contact', 'birthday'] });
  });

  return {
    inputSchema,

    async addOrder(
      raw: unknown,
      idempotencyKey: string | undefined,
      ctx: CallContext,
    ): Promise<AddOrderResult> {
      const existing = await orderOfKey(idempotencyKey, ctx);
      const input = inputSchema.parse(raw);
      // hashed as before checkout transfers existed when there is none, so earlier keys replay the same
      const { transfer: withTransfer, ...flightOnly } = input;
      const requestHash = hashOfRequest('flight', withTransfer ? input : flightOnly);
      if (existing) return replayIfSame(existing, requestHash);

      const { criteria, chosen, price } = await quote(input, ctx);
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
        const withTrip = inputSchema.superRefine((o, c) => {
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
            withTransfer,
            input.currency,
            flightsOfTrip.map((f, i) => ({ ...f, flightId: segments[i]!.flightId })),
            ctx,
          )
        : undefined;
      // one total for the one payment: the flights' and the transfer's
      const total = price.total + (companion?.price.total ?? 0);
      if (total !== input.expectedTotal) throw bookingErrors.priceChanged(total, price.currency);

      return placeOrder({
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
      });
    },

    /** Validates Booking/AddTransferOrder with the server's clock (the contact must be an adult today). */
    transferInputSchema,

    /**
     * A transfer order: re-priced from the tariff through the transfer search (409 price_changed when the
     * buyer saw another total), then stored, paid and confirmed like a flight order, without seats.
     */
    async addTransferOrder(
      raw: unknown,
      idempotencyKey: string | undefined,
      ctx: CallContext,
    ): Promise<AddOrderResult> {
      const existing = await orderOfKey(idempotencyKey, ctx);
      const input = transferInputSchema.parse(raw);
      const requestHash = hashOfRequest('transfer', input);
      if (existing) return replayIfSame(existing, requestHash);
      if (!deps.transfers) throw new Error('transfers are not wired into the bookings service');
      const quoted = await deps.transfers.quote({
        id: input.searchId,
        optionId: input.optionId,
        tenantId: ctx.tenantId,
        culture: ctx.culture,
        currency: input.currency,
      });
      if (quoted.currency !== input.currency) throw bookingErrors.currencyNotAllowed(input.currency);
      const price: PriceBreakdown = {
        currency: quoted.currency,
        flights: 0,
        transfer: quoted.amount,
        insurance: 0,
        discount: 0,
        total: quoted.amount,
      };
      if (price.total !== input.expectedTotal) throw bookingErrors.priceChanged(price.total, price.currency);
      const link = input.linkedOrder
        ? await linkedFlightOf(input.linkedOrder.orderId, input.linkedOrder.token, ctx, quoted.transfer)
        : undefined;
      return placeOrder({
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
    },

    async validateCoupon(input: ValidateCouponInput, ctx: CallContext) {
      const { price } = await quote(input, ctx);
      return { couponCode: input.couponCode, price };
    },

    /** The bank sent the buyer back: verify, confirm server-to-server, capture once; answers where to redirect. */
    async handleReturn(params: Record<string, string>): Promise<string> {
      const payment = await repo.findPaymentBySession(GATEWAY, params.sessionId ?? '');
      if (!payment) throw bookingErrors.orderNotFound(params.sessionId ?? '');
      const order = (await repo.findOrder(payment.orderId))!;
      const gateway = await deps.gateway(order.tenantId);
      let outcome: PaymentOutcome;
      try {
        outcome = await gateway.complete(params);
      } catch (err) {
        deps.log.warn({ err, paymentId: payment.id }, 'payment return refused');
        return failedUrl(order, 'unknown');
      }
      return settle(order, payment, outcome, `gateway:${gateway.name}`);
    },

    async retryPayment(
      orderId: string,
      token: string | null | undefined,
      ctx: CallContext,
    ): Promise<AddOrderResult> {
      const own = await accessibleOrder(orderId, token, ctx.userId);
      // a transfer bought with the flights is paid again through their order (one payment for both)
      const order = (own.paidWithOrderId && (await repo.findOrder(own.paidWithOrderId))) || own;
      if (!['WaitingForPayment', 'PaymentFailed'].includes(order.state) || order.holdExpiresAt <= clock())
        throw bookingErrors.orderNotPayable();
      if (order.state === 'PaymentFailed')
        await repo.retry(order.id, clock(), ctx.userId === null ? 'customer' : `user:${ctx.userId}`);
      return answer(order, await startPayment(order));
    },

    /**
     * The traveller cancels a booking whose flight was cancelled or re-timed by more than the allowed hours
     * (a button on the ticket page, linked from the change's e-mail): the whole amount goes back through the
     * gateway and the order becomes Refunded. Answers the order as it is afterwards.
     */
    async requestScheduleRefund(
      orderId: string,
      token: string | null | undefined,
      ctx: CallContext,
    ): Promise<OrderDetail> {
      const order = await accessibleOrder(orderId, token, ctx.userId);
      const hours = deps.scheduleRefundHours ?? DEFAULT_SCHEDULE_REFUND_HOURS;
      const allowed = scheduleRefundAllowed(scheduleChangesOf(await repo.events(order.id)), hours);
      if (!allowed || !['Confirmed', 'WaitingForCancel'].includes(order.state))
        throw bookingErrors.scheduleRefundNotAllowed(hours);
      const start = await deps.refunds.start({
        tenantId: order.tenantId,
        orderId: order.id,
        amount: null,
        note: 'schedule change: full refund requested by the traveller',
        actorUserId: null,
        allowed: ['Confirmed', 'WaitingForCancel'],
        id: randomUUID(),
        now: clock(),
      });
      if (start.kind === 'created' || start.kind === 'pending') {
        const result = await deps.refunds.drive(
          order,
          start.refund,
          start.payment.gatewaySessionId,
          'customer',
        );
        if (result.status === 'succeeded')
          await drainOutbox().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
        else
          deps.log.warn(
            { orderId: order.id, outcome: result.status },
            'schedule refund not completed; staff finish it',
          );
      } else if (start.kind !== 'nothingLeft') throw bookingErrors.scheduleRefundNotAllowed(hours);
      return detail((await repo.findOrder(order.id))!);
    },

    async getOrder(id: string, token: string | null | undefined, ctx: CallContext): Promise<OrderDetail> {
      return detail(await accessibleOrder(id, token, ctx.userId));
    },

    async getOrderByPnr(pnr: string, surname: string, ctx: CallContext): Promise<OrderDetail> {
      return detail(await orderByPnr(pnr, surname, ctx));
    },

    /**
     * PNR page: e-mails the link that manages the booking (its page with the access token) to the order's own
     * contact address; PNR and surname alone never give the token to the caller.
     */
    async sendManageLink(pnr: string, surname: string, ctx: CallContext): Promise<void> {
      const order = await orderByPnr(pnr, surname, ctx);
      const culture = (parseCulture(order.culture) ?? ctx.culture) as Culture;
      const brand = (await agencyOf(order.tenantId))?.brandName ?? 'CharterDesk';
      await sendMail({
        tenantId: order.tenantId,
        orderId: order.id,
        kind: 'manageLink',
        to: order.contactEmail,
        ...renderLinkMail({
          culture,
          brand,
          subject: 'Mail.ManageBookingSubject',
          subjectParams: { pnr: order.pnr },
          name: `${order.contactName} ${order.contactSurname}`,
          intro: 'Mail.ManageBookingIntro',
          introParams: { pnr: order.pnr },
          button: { label: 'Mail.ManageBookingButton', url: `${deps.publicUrl}${ticketUrl(order)}` },
          ignoreNote: true,
        }),
      });
    },

    sendMail,

    async resendTicket(orderId: string, token: string | null | undefined, ctx: CallContext): Promise<void> {
      const order = await accessibleOrder(orderId, token, ctx.userId);
      if (order.state !== 'Confirmed') throw bookingErrors.orderNotPayable();
      const d = await repo.details(order.id);
      const issued = d.tickets.map((t) => ({
        passengerId: t.passengerId,
        segmentPosition: t.segmentPosition,
        number: t.number,
      }));
      const mail = confirmationMail(
        order,
        { issued, passengers: d.passengers },
        await agencyOf(order.tenantId),
        {
          publicUrl: deps.publicUrl,
          transferOffer: await transferOfferOf(order, await repo.linkedTransfers(order.id)),
        },
      );
      const now = clock();
      await repo.enqueueMail({
        tenantId: order.tenantId,
        orderId: order.id,
        to: order.contactEmail,
        ...mail,
        status: 'pending',
        nextAttemptAt: now,
        creationTime: now,
      });
      await drainOutbox().catch((err) => deps.log.warn({ err }, 'outbox drain failed'));
    },

    /**
     * Every captured payment ends in a confirmed order or a refund (run by each instance's timer, safe on
     * several at once): asks the bank how sessions the buyer never came back from ended and settles them as
     * a return would, then refunds captures no order keeps whose refund was never finished (a crash between
     * capture and refund, a bank that was unreachable). Answers how many payments it settled or refunded.
     */
    async settlePayments(now: Date = clock()): Promise<number> {
      const before = new Date(now.getTime() - (deps.settleGraceMs ?? 5 * 60_000));
      let done = 0;
      // a session ends 5 minutes before the seats' hold: asked at once, an approval still confirms the order
      for (const { payment, order } of await deps.settlement.abandonedPayments(now, 50)) {
        try {
          const gateway = await deps.gateway(order.tenantId);
          const outcome = await gateway.status(payment.gatewaySessionId);
          if (!outcome) continue;
          await settle(order, payment, outcome, `gateway:${gateway.name}:sweep`);
          done++;
        } catch (err) {
          deps.log.warn(
            { err, paymentId: payment.id },
            'payment outcome not known yet; the sweep asks again',
          );
        }
      }
      for (const { payment, order } of await deps.settlement.capturesToRefund(before, 50)) {
        await refundCapture(order, payment, payment.status === 'duplicate' ? 'duplicate' : 'late');
        done++;
      }
      done += await refundCancelledTransfers();
      return done;
    },

    /** Expires unpaid orders past their hold and gives their seats back (a transfer has none); answers how many. */
    async expireHolds(now: Date = clock()): Promise<number> {
      let expired = 0;
      for (const id of await repo.expiredHolds(now)) if (await repo.expire(id, now)) expired++;
      return expired;
    },

    drainOutbox,
    refundCancelledTransfers,
    events: (orderId: string) => repo.events(orderId),
  };

  /** The success page of the order's kind (spec §2: /ticketDetail for flights, /transferDetail for transfers). */
  function ticketUrl(order: OrderRow) {
    const page = order.kind === 'transfer' ? 'transferDetail' : 'ticketDetail';
    return `/${page}/${order.id}?token=${encodeURIComponent(order.accessToken)}`;
  }
  function failedUrl(order: OrderRow, reason: string) {
    const q = new URLSearchParams({ orderId: order.id, token: order.accessToken, reason });
    return `/paymentFailed?${q}`;
  }
}
export type BookingsService = ReturnType<typeof createBookingsService>;
export const idempotencyKeySchema = z.string().min(1).max(100);
