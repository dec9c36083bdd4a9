import {
  checkInCloseMinutes,
  flightLabel,
  HOLDING_STATES,
  type OrderFlight,
  type OrderScheduleChange,
  type OrderState,
  parseCulture,
  scheduleRefundAllowed,
} from '@charterdesk/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type OrderRow, type Tx, transition } from './bookings.repository.js';
import { mailOutbox, orderEvents, orderSegments, orders, scheduleNotices } from './bookings.tables.js';
import { type FlightTimes, renderScheduleMail } from './schedule-change.mail.js';

/** A re-timing or cancellation of one dated flight, as the flights module applied it. */
export interface FlightScheduleChange {
  flightId: number;
  kind: 'retimed' | 'cancelled';
  /** null when cancelled */
  next: { departureLocal: string; arrivalLocal: string; durationMinutes: number } | null;
  reason: string;
  actor: string;
  time: Date;
}

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
export type BrandNames = ReadonlyMap<number | null, string>;

/** Orders whose traveller holds or owns seats on the flight; paid ones are told at once, held ones at payment. */
const LIVE: readonly OrderState[] = [
  'WaitingForPayment',
  'PaymentFailed',
  'Paid',
  'Confirmed',
  'WaitingForCancel',
];
const PAID: readonly OrderState[] = ['Paid', 'Confirmed', 'WaitingForCancel'];

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
  ): Promise<boolean> {
    const [notice] = await tx
      .select()
      .from(scheduleNotices)
      .where(and(eq(scheduleNotices.orderId, order.id), eq(scheduleNotices.flightId, flightId)))
      .for('update');
    let told = before;
    let replaces = false;
    if (notice?.pendingMailId) {
      const withdrawn = await tx
        .delete(mailOutbox)
        .where(and(eq(mailOutbox.id, notice.pendingMailId), eq(mailOutbox.status, 'pending')))
        .returning({ id: mailOutbox.id });
      if (withdrawn.length > 0) {
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
      const [sent] = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.orderId, order.id),
            inArray(mailOutbox.kind, ['scheduleChange', 'flightCancelled']),
            inArray(mailOutbox.status, ['sent', 'sending', 'failed']),
          ),
        )
        .limit(1);
      replaces = Boolean(sent);
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
    });
    const due = new Date(change.time.getTime() + deps.mailDelayMs);
    const [mail] = await tx
      .insert(mailOutbox)
      .values({
        tenantId: order.tenantId,
        orderId: order.id,
        kind: after.cancelled ? 'flightCancelled' : 'scheduleChange',
        to: order.contactEmail,
        ...content,
        status: 'pending',
        nextAttemptAt: due,
        creationTime: change.time,
      })
      .returning({ id: mailOutbox.id });
    const from = {
      pendingMailId: mail!.id,
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
        if (!PAID.includes(order.state)) {
          held++;
          // a hold on a cancelled flight ends now: nobody may pay for it (a payment arriving anyway is late,
          // and refunded as such)
          if (change.kind === 'cancelled')
            await transition(
              tx,
              order.id,
              HOLDING_STATES,
              'Expired',
              'holdExpired',
              change.actor,
              change.time,
              'flight cancelled',
            );
          continue;
        }
        if (
          await notify(tx, { ...order, itinerary }, position, change.flightId, before, after, change, brands)
        )
          notified++;
      }
      return { notified, held };
    },
  };
}
export type ScheduleNotices = ReturnType<typeof createScheduleNotices>;
