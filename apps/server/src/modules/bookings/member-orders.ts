import {
  type Culture,
  checkInClosesLocal,
  localToUtc,
  type MemberDashboard,
  type MemberOrder,
  type OrderFlight,
} from '@charterdesk/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookingErrors } from './bookings.errors.js';
import { transition } from './bookings.repository.js';
import { orderPassengers, orders } from './bookings.tables.js';
import type { PlaceNames } from './place-names.js';

type OrderRow = typeof orders.$inferSelect;

/** Charter check-in opens 3 hours before departure (spec §9, the help centre's check-in article). */
const CHECK_IN_OPENS_MINUTES = 180;
/** States of a trip still to come: paid and not cancelled. */
const UPCOMING_STATES = ['Paid', 'Confirmed', 'WaitingForCancel'] as const;
/** A transfer booked "for" a flight: its pickup within a day of the flight's arrival. */
const TRANSFER_MATCH_MS = 24 * 3600_000;

const ANONYMOUS = 'DELETED';

/**
 * The member's own orders as the account pages show them (flights and transfers), the cancellation request
 * a member may make, and the anonymisation of a closed account's orders (kept for accounting).
 */
export function createMemberOrders(deps: {
  db: Db;
  clock: () => Date;
  /** the IANA zone of an airport (transfers store only the airport's code) */
  airportZone: (code: string) => Promise<string | undefined>;
  /** names the places in the reader's language (they are stored in the booking's) */
  placeNames: PlaceNames;
}) {
  const { db } = deps;

  function firstFlight(flights: OrderFlight[]) {
    return flights.find((f) => f.direction === 'outbound') ?? flights[0];
  }

  async function toMemberOrder(
    o: OrderRow,
    passengerCount: number,
    now: Date,
    culture: Culture,
  ): Promise<MemberOrder> {
    let base: Pick<MemberOrder, 'from' | 'to' | 'startsLocal' | 'timeZone' | 'returnLocal'>;
    if (o.kind === 'transfer' && o.transfer) {
      const t = await deps.placeNames.transfer(o.transfer, o.tenantId, culture);
      const airport = { code: t.airportCode, name: t.airportName };
      // a zone has no code a traveller knows (its id read "Kemer (9)")
      const zone = { code: '', name: t.districtName };
      base = {
        from: t.direction === 'fromAirport' ? airport : zone,
        to: t.direction === 'fromAirport' ? zone : airport,
        startsLocal: t.pickupLocal,
        timeZone: (await deps.airportZone(t.airportCode)) ?? null,
        returnLocal: null,
      };
    } else {
      const itinerary = await deps.placeNames.itinerary(o.itinerary, culture);
      const outbound = itinerary.filter((f) => f.direction === 'outbound');
      const first = firstFlight(itinerary);
      const last = outbound[outbound.length - 1] ?? first;
      const back = itinerary.find((f) => f.direction === 'inbound');
      base = {
        from: { code: first?.origin.code ?? '', name: first?.origin.cityName ?? '' },
        to: { code: last?.destination.code ?? '', name: last?.destination.cityName ?? '' },
        startsLocal: first?.departureLocal ?? '',
        timeZone: first?.origin.timeZone ?? null,
        returnLocal: back?.departureLocal ?? null,
      };
    }
    const startsAt = instantOf(base.startsLocal, base.timeZone);
    return {
      id: o.id,
      kind: o.kind,
      pnr: o.pnr,
      state: o.state,
      creationTime: o.creationTime.toISOString(),
      total: { amount: o.totalAmount, currency: o.currency },
      ...base,
      startsAt: new Date(startsAt).toISOString(),
      passengerCount: o.kind === 'transfer' ? (o.transfer?.passengers ?? 0) : passengerCount,
      canRequestCancellation: o.state === 'Confirmed' && startsAt > now.getTime(),
    };
  }

  async function ordersOf(userId: number, culture: Culture): Promise<MemberOrder[]> {
    const rows = await db
      .select()
      .from(orders)
      .where(eq(orders.customerUserId, userId))
      .orderBy(desc(orders.creationTime));
    const counts = new Map<string, number>();
    if (rows.length) {
      const passengers = await db
        .select({ orderId: orderPassengers.orderId })
        .from(orderPassengers)
        .where(
          inArray(
            orderPassengers.orderId,
            rows.map((r) => r.id),
          ),
        );
      for (const p of passengers) counts.set(p.orderId, (counts.get(p.orderId) ?? 0) + 1);
    }
    const now = deps.clock();
    return Promise.all(rows.map((r) => toMemberOrder(r, counts.get(r.id) ?? 0, now, culture)));
  }

  return {
    /** Every order of the member, newest first, its places named in the reader's language. */
    list: ordersOf,

    /** The next trip not yet begun (with check-in opening and a matching transfer) and the latest orders. */
    async dashboard(userId: number, culture: Culture): Promise<MemberDashboard> {
      const all = await ordersOf(userId, culture);
      const now = deps.clock().getTime();
      const upcoming = all
        .filter((o) => (UPCOMING_STATES as readonly string[]).includes(o.state))
        .filter((o) => Date.parse(o.startsAt) > now)
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
      const next = upcoming.find((o) => o.kind === 'flight') ?? upcoming[0];
      let nextTrip: MemberDashboard['nextTrip'] = null;
      if (next) {
        const transfer =
          next.kind === 'flight'
            ? upcoming.find(
                (o) =>
                  o.kind === 'transfer' &&
                  o.from.code === next.to.code &&
                  Math.abs(Date.parse(o.startsAt) - Date.parse(next.startsAt)) < TRANSFER_MATCH_MS,
              )
            : undefined;
        const [row] =
          next.kind === 'flight'
            ? await db.select({ itinerary: orders.itinerary }).from(orders).where(eq(orders.id, next.id))
            : [];
        const flight = row ? firstFlight(row.itinerary) : undefined;
        nextTrip = {
          ...next,
          checkInOpensAt:
            next.kind === 'flight'
              ? new Date(Date.parse(next.startsAt) - CHECK_IN_OPENS_MINUTES * 60_000).toISOString()
              : null,
          checkInClosesLocal: flight ? checkInClosesLocal(flight) : null,
          transferOrderId: transfer?.id ?? null,
        };
      }
      return { nextTrip, recentOrders: all.slice(0, 5) };
    },

    /** Confirmed → WaitingForCancel at the member's request, before the trip begins; staff handle it. */
    async requestCancellation(userId: number, orderId: string, culture: Culture): Promise<MemberOrder> {
      const [order] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.customerUserId, userId)));
      if (!order) throw bookingErrors.orderNotFound(orderId);
      const now = deps.clock();
      const current = await toMemberOrder(order, 0, now, culture);
      if (!current.canRequestCancellation) throw bookingErrors.cannotCancel();
      const moved = await db.transaction((tx) =>
        transition(tx, orderId, 'cancelRequested', `user:${userId}`, now),
      );
      if (!moved) throw bookingErrors.cannotCancel();
      const list = await ordersOf(userId, culture);
      return list.find((o) => o.id === orderId)!;
    },

    /** The passengers of a paid order, to keep on the buyer's account for the next booking. */
    async passengersOf(orderId: string) {
      return db
        .select({
          gender: orderPassengers.gender,
          name: orderPassengers.name,
          surname: orderPassengers.surname,
          birthday: orderPassengers.birthday,
          nationality: orderPassengers.nationality,
          passportNumber: orderPassengers.passportNumber,
          passportExpiry: orderPassengers.passportExpiry,
          turkishId: orderPassengers.turkishId,
        })
        .from(orderPassengers)
        .where(eq(orderPassengers.orderId, orderId));
    },

    /**
     * A closed account's orders stay for accounting (totals, states, flights) without personal data:
     * contact and passengers anonymised, passports and national ids gone.
     */
    async anonymise(tx: Db, userId: number): Promise<void> {
      const own = await tx.select({ id: orders.id }).from(orders).where(eq(orders.customerUserId, userId));
      const placeholder = `deleted-${userId}@deleted.invalid`;
      await tx
        .update(orders)
        .set({
          contactEmail: placeholder,
          contactPhone: '',
          contactName: ANONYMOUS,
          contactSurname: ANONYMOUS,
          contactBirthday: '1900-01-01',
          invoice: null,
        })
        .where(eq(orders.customerUserId, userId));
      if (own.length) {
        await tx
          .update(orderPassengers)
          .set({
            name: ANONYMOUS,
            surname: ANONYMOUS,
            birthday: '1900-01-01',
            passportNumber: '',
            passportSerial: null,
            turkishId: null,
          })
          .where(
            inArray(
              orderPassengers.orderId,
              own.map((o) => o.id),
            ),
          );
      }
    },
  };
}
export type MemberOrders = ReturnType<typeof createMemberOrders>;

/** The UTC instant of an airport-local `YYYY-MM-DDTHH:mm` (UTC when the zone is unknown). */
function instantOf(local: string, timeZone: string | null): number {
  const [date = '', time = '00:00'] = local.split('T');
  if (!date) return 0;
  return timeZone ? localToUtc(date, time, timeZone) : Date.parse(`${date}T${time}:00Z`);
}
