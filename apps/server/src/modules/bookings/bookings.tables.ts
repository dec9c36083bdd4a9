import type { OrderFlight, OrderKind, OrderState, OrderTransfer, PriceBreakdown } from '@charterdesk/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A flight order (DESIGN §3): the charged amount and currency are fixed here at creation. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    tenantId: integer('tenant_id'),
    pnr: char('pnr', { length: 6 }).notNull(),
    /** what was sold: flight tickets or an airport transfer (same payment, refund and admin flows) */
    kind: varchar('kind', { length: 8 }).$type<OrderKind>().notNull().default('flight'),
    state: varchar('state', { length: 24 }).$type<OrderState>().notNull(),
    /** the flight search, or the transfer search, the order was priced from */
    searchId: uuid('search_id').notNull(),
    /** the chosen flight offer, or transfer option */
    outboundOfferId: varchar('outbound_offer_id', { length: 64 }).notNull(),
    inboundOfferId: varchar('inbound_offer_id', { length: 64 }),
    /** flights only */
    cabinClass: varchar('cabin_class', { length: 16 }),
    totalAmount: integer('total_amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    price: jsonb('price').$type<PriceBreakdown>().notNull(),
    /** the chosen flights as sold (names, local times), for the ticket page and the receipt */
    itinerary: jsonb('itinerary').$type<OrderFlight[]>().notNull(),
    /** the transfer as sold (zone, vehicle, pickup time, address); null for flight orders */
    transfer: jsonb('transfer').$type<OrderTransfer>(),
    /** a transfer bought for a flight booking: that flight order (its re-timing moves the pickup) */
    linkedOrderId: uuid('linked_order_id'),
    /**
     * A transfer bought in its flight's checkout: the order whose card payment paid both (one payment, two
     * orders). Its state follows that order's payment; its refunds come out of that payment, up to its own total.
     */
    paidWithOrderId: uuid('paid_with_order_id'),
    contactEmail: varchar('contact_email', { length: 256 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    contactName: varchar('contact_name', { length: 64 }).notNull(),
    contactSurname: varchar('contact_surname', { length: 64 }).notNull(),
    contactBirthday: date('contact_birthday', { mode: 'string' }).notNull(),
    customerUserId: integer('customer_user_id'),
    culture: varchar('culture', { length: 2 }).notNull(),
    invoice: jsonb('invoice').$type<{ companyName: string; taxNumber: string; address: string } | null>(),
    insurance: boolean('insurance').notNull(),
    couponCode: varchar('coupon_code', { length: 32 }),
    /** the pGuid: the secret of the ticket page link */
    accessToken: varchar('access_token', { length: 64 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** SHA-256 of the normalized request the key was first used with: the same key with another body is refused */
    idempotencyHash: varchar('idempotency_hash', { length: 64 }),
    holdExpiresAt: ts('hold_expires_at').notNull(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('orders_pnr_uq').on(t.pnr),
    uniqueIndex('orders_idempotency_uq').on(sql`coalesce(${t.tenantId}, 0)`, t.idempotencyKey),
    index('orders_hold_idx').on(t.state, t.holdExpiresAt),
    index('orders_linked_idx').on(t.linkedOrderId).where(sql`${t.linkedOrderId} is not null`),
    index('orders_paid_with_idx').on(t.paidWithOrderId).where(sql`${t.paidWithOrderId} is not null`),
  ],
);

/** Passengers of an order; passport data lives only here and never leaves in full. */
export const orderPassengers = pgTable(
  'order_passengers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    position: smallint('position').notNull(),
    type: varchar('type', { length: 8 }).$type<'adult' | 'child' | 'infant'>().notNull(),
    gender: varchar('gender', { length: 8 }).$type<'male' | 'female'>().notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    surname: varchar('surname', { length: 64 }).notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    nationality: char('nationality', { length: 2 }).notNull(),
    passportNumber: varchar('passport_number', { length: 20 }).notNull(),
    passportSerial: varchar('passport_serial', { length: 10 }),
    passportExpiry: date('passport_expiry', { mode: 'string' }).notNull(),
    turkishId: varchar('turkish_id', { length: 11 }),
    infantOf: smallint('infant_of'),
  },
  (t) => [uniqueIndex('order_passengers_position_uq').on(t.orderId, t.position)],
);

/** Each dated flight of an order and the seats it holds there. */
export const orderSegments = pgTable(
  'order_segments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** index into orders.itinerary */
    position: smallint('position').notNull(),
    flightId: integer('flight_id').notNull(),
    airlineCode: varchar('airline_code', { length: 3 }).notNull(),
    cabinClass: varchar('cabin_class', { length: 16 }).notNull(),
    seats: smallint('seats').notNull(),
  },
  (t) => [uniqueIndex('order_segments_position_uq').on(t.orderId, t.position)],
);

/** Every state transition of an order, with time and actor. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    fromState: varchar('from_state', { length: 24 }),
    toState: varchar('to_state', { length: 24 }).notNull(),
    event: varchar('event', { length: 32 }).notNull(),
    /** "customer", "gateway:sandbox", "system:hold-expiry", "user:12" */
    actor: varchar('actor', { length: 64 }).notNull(),
    note: text('note'),
    /** what a traveller's timeline shows of the event (a schedule change's old and new times…) */
    data: jsonb('data').$type<Record<string, unknown>>(),
    time: ts('time').notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * What a paid order's traveller was last told about one of its flights' times, while a newer notice waits in
 * the outbox: a second change before that mail goes out replaces it (one mail, the latest state), and a
 * change back to what they were told sends nothing.
 */
export const scheduleNotices = pgTable(
  'schedule_notices',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    flightId: integer('flight_id').notNull(),
    /** the outbox row still to send, if any */
    pendingMailId: integer('pending_mail_id'),
    /** the times (or cancellation) the traveller knew before that mail */
    fromDepartureLocal: varchar('from_departure_local', { length: 16 }).notNull(),
    fromArrivalLocal: varchar('from_arrival_local', { length: 16 }).notNull(),
    fromCancelled: boolean('from_cancelled').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.flightId] })],
);

/** E-tickets: one per passenger and flight, 13 digits. */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    passengerId: integer('passenger_id')
      .notNull()
      .references(() => orderPassengers.id),
    segmentPosition: smallint('segment_position').notNull(),
    number: char('number', { length: 13 }).notNull(),
    issueTime: ts('issue_time').notNull(),
  },
  (t) => [
    uniqueIndex('tickets_number_uq').on(t.number),
    uniqueIndex('tickets_passenger_segment_uq').on(t.passengerId, t.segmentPosition),
  ],
);
