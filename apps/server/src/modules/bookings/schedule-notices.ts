import {
  checkInCloseMinutes,
  flightLabel,
  HOLDING_STATES,
  movedPickup,
  type OrderFlight,
  type OrderScheduleChange,
  type OrderState,
  type OrderTransfer,
  parseCulture,
  scheduleRefundAllowed,
} from '@charterdesk/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { BrandNames, FlightScheduleChange } from '../flights/schedule-changes.service.js';
import * as outbox from '../notifications/outbox.js';
import { FLIGHT_CANCELLED_ACTOR, type OrderRow, type Tx, transition } from './bookings.repository.js';
import { orderEvents, orderSegments, orders, scheduleNotices } from './bookings.tables.js';
import { type FlightTimes, renderScheduleMail } from './schedule-change.mail.js';

export interface ScheduleNoticesDeps {
  db: Db;
  publicUrl: string;
  /** hours of a change beyond which the traveller may ask for a full refund */
  refundHours: number;
  /** how long a notice waits in the outbox, so that a quick correction replaces it instead of following it */
  mailDelayMs: number;
  brandOf(tenantId: number | null): Promise<string>;
}

/** The site variants' brand names of a flight's orders, read before the change's transaction. */
/** Orders whose traveller holds or owns seats on the flight; paid ones are told at once, held ones at payment. */
const LIVE: readonly OrderState[] = [
  'WaitingForPayment',
  'PaymentFailed',
  'Paid',
  'Confirmed',
  'WaitingForCancel',
];
const PAID: readonly OrderState[] = ['Paid', 'Confirmed', 'WaitingForCancel'];

/** A linked transfer as it is after the change (its pickup already moved), for the flight's notice. */
interface LinkedTransferChange {
  pnr: string;
  transfer: OrderTransfer;
}

const sameTimes = (a: FlightTimes, b: FlightTimes) =>
  a.cancelled === b.cancelled &&
  (a.cancelled || (a.departureLocal === b.departureLocal && a.arrivalLocal === b.arrivalLocal));

/** The schedule changes an order's events record, oldest first. */
export function scheduleChangesOf(
  events: readonly { event: string; data: unknown }[],
): OrderScheduleChange[] {
  return events
    .filter((e) => (e.event === 'scheduleChanged' || e.event === 'flightCancelled') && e.data)
    .map((e) => e.data as OrderScheduleChange);
}

/**
 * The orders' side of a flight schedule change, inside the flights module's transaction: every live order on
 * the flight gets its itinerary corrected and an event; a paid order's traveller gets one e-mail per state,
 * delayed a minute, that a newer change replaces while it waits (and that a change back to what they were
 * told withdraws).
 */
export function createScheduleNotices(deps: ScheduleNoticesDeps) {
  async function notify(
    tx: Tx,
    order: OrderRow,
    position: number,
    flightId: number,
    before: FlightTimes,
    after: FlightTimes,
    change: FlightScheduleChange,
    brands: BrandNames,
    transfers: readonly LinkedTransferChange[],
  ): Promise<boolean> {
    const [notice] = await tx
      .select()
      .from(scheduleNotices)
      .where(and(eq(scheduleNotices.orderId, order.id), eq(scheduleNotices.flightId, flightId)))
      .for('update');
    let told = before;
    let replaces = false;
    if (notice?.pendingMailId) {
      const withdrawn = await outbox.withdrawPendingMail(tx, notice.pendingMailId);
      if (withdrawn) {
        // the waiting notice never went out: the traveller still knows what it would have changed
        told = {
          departureLocal: notice.fromDepartureLocal,
          arrivalLocal: notice.fromArrivalLocal,
          cancelled: notice.fromCancelled,
        };
        replaces = false;
      } else replaces = true;
    } else if (notice) replaces = true;
    // a notice before this one may have gone out and been withdrawn since: say so when one did
    if (!replaces && notice) {
      replaces = await outbox.anyMailTried(tx, order.id, ['scheduleChange', 'flightCancelled']);
    }

    if (sameTimes(told, after)) {
      await tx
        .update(scheduleNotices)
        .set({ pendingMailId: null })
        .where(and(eq(scheduleNotices.orderId, order.id), eq(scheduleNotices.flightId, flightId)));
      return false;
    }

    const events = await tx
      .select({ event: orderEvents.event, data: orderEvents.data })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.id));
    const refundable = scheduleRefundAllowed(scheduleChangesOf(events), deps.refundHours);
    const f = order.itinerary[position]!;
    const bookingUrl = `${deps.publicUrl}/ticketDetail/${order.id}?token=${encodeURIComponent(order.accessToken)}`;
    const content = renderScheduleMail({
      culture: parseCulture(order.culture) ?? 'ru',
      brand: brands.get(order.tenantId) ?? brands.get(null) ?? 'CharterDesk',
      pnr: order.pnr,
      name: `${order.contactName} ${order.contactSurname}`,
      flight: flightLabel(f),
      origin: f.origin,
      destination: f.destination,
      from: told,
      to: after,
      checkInCloseMinutes: checkInCloseMinutes(f.origin.countryCode, f.destination.countryCode),
      reason: change.reason,
      replaces,
      bookingUrl,
      refund: refundable ? { url: `${bookingUrl}&scheduleRefund=1`, hours: deps.refundHours } : null,
      // a pickup the traveller was told moves back with the flight when the notice they know is withdrawn
      transfers: transfers.map((x) => ({
        pnr: x.pnr,
        airport: `${x.transfer.airportName} (${x.transfer.airportCode})`,
        from: after.cancelled
          ? x.transfer.pickupLocal
          : movedPickup(x.transfer.pickupLocal, x.transfer.direction, after, told),
        to: after.cancelled ? null : x.transfer.pickupLocal,
      })),
    });
    const due = new Date(change.time.getTime() + deps.mailDelayMs);
    const mailId = await outbox.enqueueMail(tx, {
      tenantId: order.tenantId,
      orderId: order.id,
      kind: after.cancelled ? 'flightCancelled' : 'scheduleChange',
      to: order.contactEmail,
      ...content,
      status: 'pending',
      nextAttemptAt: due,
      creationTime: change.time,
    });
    const from = {
      pendingMailId: mailId,
      fromDepartureLocal: told.departureLocal,
      fromArrivalLocal: told.arrivalLocal,
      fromCancelled: told.cancelled,
    };
    await tx
      .insert(scheduleNotices)
      .values({ orderId: order.id, flightId, ...from })
      .onConflictDoUpdate({ target: [scheduleNotices.orderId, scheduleNotices.flightId], set: from });
    return true;
  }

  /**
   * The airport transfers bought for this flight of the order follow it: a re-timed flight moves each pickup by
   * as much as the landing (or departure) it meets; a cancelled one ends an unpaid transfer and asks for a
   * paid one's full refund (made after commit, or by the settlement sweep). Answers the transfers the
   * traveller is told about in the flight's notice.
   */
  async function followFlight(
    tx: Tx,
    orderId: string,
    change: FlightScheduleChange,
    before: FlightTimes,
  ): Promise<LinkedTransferChange[]> {
    const linked = await tx
      .select()
      .from(orders)
      .where(
        and(eq(orders.linkedOrderId, orderId), eq(orders.kind, 'transfer'), inArray(orders.state, [...LIVE])),
      )
      .orderBy(asc(orders.creationTime))
      .for('update');
    const told: LinkedTransferChange[] = [];
    for (const t of linked) {
      const transfer = t.transfer;
      if (!transfer || transfer.linkedFlight?.flightId !== change.flightId) continue;
      if (change.next) {
        const pickupLocal = movedPickup(transfer.pickupLocal, transfer.direction, before, change.next);
        if (pickupLocal === transfer.pickupLocal) continue;
        const moved = { ...transfer, pickupLocal };
        await tx.update(orders).set({ transfer: moved }).where(eq(orders.id, t.id));
        await tx.insert(orderEvents).values({
          orderId: t.id,
          fromState: t.state,
          toState: t.state,
          event: 'pickupMoved',
          actor: change.actor,
          note: `${transfer.linkedFlight.flight}: ${transfer.pickupLocal} → ${pickupLocal}`,
          data: {
            flight: transfer.linkedFlight.flight,
            oldDepartureLocal: transfer.pickupLocal,
            newDepartureLocal: pickupLocal,
          },
          time: change.time,
        });
        if (PAID.includes(t.state)) told.push({ pnr: t.pnr, transfer: moved });
        continue;
      }
      const note = `${transfer.linkedFlight.flight} cancelled: ${change.reason}`;
      if (HOLDING_STATES.includes(t.state))
        await transition(tx, t.id, 'holdExpired', change.actor, change.time, note);
      else if (t.state === 'Confirmed')
        await transition(tx, t.id, 'cancelRequested', FLIGHT_CANCELLED_ACTOR, change.time, note);
      else if (t.state === 'WaitingForCancel')
        // the traveller had asked already: the flight's cancellation turns the request into a full refund
        await tx.insert(orderEvents).values({
          orderId: t.id,
          fromState: t.state,
          toState: t.state,
          event: 'cancelRequested',
          actor: FLIGHT_CANCELLED_ACTOR,
          note,
          time: change.time,
        });
      if (PAID.includes(t.state)) told.push({ pnr: t.pnr, transfer });
    }
    return told;
  }

  return {
    /**
     * What the e-mails need from outside the transaction (the brand of each site variant with orders on the
     * flight): read first, because an embedded database serves one transaction at a time.
     */
    async prepare(flightId: number): Promise<BrandNames> {
      const rows = await deps.db
        .selectDistinct({ tenantId: orders.tenantId })
        .from(orderSegments)
        .innerJoin(orders, eq(orders.id, orderSegments.orderId))
        .where(and(eq(orderSegments.flightId, flightId), inArray(orders.state, [...LIVE])));
      const tenants = [null, ...rows.map((r) => r.tenantId).filter((id) => id !== null)];
      return new Map(await Promise.all(tenants.map(async (id) => [id, await deps.brandOf(id)] as const)));
    },

    /** Applies a change to the flight's live orders; answers how many paid orders were told and how many held. */
    async applyScheduleChange(
      tx: Tx,
      change: FlightScheduleChange,
      brands: BrandNames,
    ): Promise<{ notified: number; held: number }> {
      const rows = await tx
        .select({ order: orders, position: orderSegments.position })
        .from(orderSegments)
        .innerJoin(orders, eq(orders.id, orderSegments.orderId))
        .where(and(eq(orderSegments.flightId, change.flightId), inArray(orders.state, [...LIVE])))
        .orderBy(asc(orders.id))
        .for('update', { of: orders });
      let notified = 0;
      let held = 0;
      for (const { order, position } of rows) {
        const f = order.itinerary[position];
        if (!f) continue;
        const before: FlightTimes = {
          departureLocal: f.departureLocal,
          arrivalLocal: f.arrivalLocal,
          cancelled: f.cancelled === true,
        };
        const after: FlightTimes = change.next
          ? {
              departureLocal: change.next.departureLocal,
              arrivalLocal: change.next.arrivalLocal,
              cancelled: false,
            }
          : { ...before, cancelled: true };
        const corrected: OrderFlight = change.next ? { ...f, ...change.next } : { ...f, cancelled: true };
        const itinerary = order.itinerary.map((x, i) => (i === position ? corrected : x));
        await tx.update(orders).set({ itinerary }).where(eq(orders.id, order.id));
        const data: OrderScheduleChange = {
          flight: flightLabel(f),
          position,
          kind: change.kind,
          oldDepartureLocal: before.departureLocal,
          oldArrivalLocal: before.arrivalLocal,
          newDepartureLocal: change.next?.departureLocal ?? null,
          newArrivalLocal: change.next?.arrivalLocal ?? null,
        };
        await tx.insert(orderEvents).values({
          orderId: order.id,
          fromState: order.state,
          toState: order.state,
          event: change.kind === 'cancelled' ? 'flightCancelled' : 'scheduleChanged',
          actor: change.actor,
          note: `${data.flight} ${before.departureLocal} → ${data.newDepartureLocal ?? '×'}: ${change.reason}`,
          data: { ...data },
          time: change.time,
        });
        const transfers = await followFlight(tx, order.id, change, before);
        if (!PAID.includes(order.state)) {
          held++;
          // a hold on a cancelled flight ends now: nobody may pay for it (a payment arriving anyway is late,
          // and refunded as such)
          if (change.kind === 'cancelled')
            await transition(tx, order.id, 'holdExpired', change.actor, change.time, 'flight cancelled');
          continue;
        }
        if (
          await notify(
            tx,
            { ...order, itinerary },
            position,
            change.flightId,
            before,
            after,
            change,
            brands,
            transfers,
          )
        )
          notified++;
      }
      return { notified, held };
    },
  };
}
export type ScheduleNotices = ReturnType<typeof createScheduleNotices>;
