import { z } from 'zod';
import { isValidIsoDate } from '../common/dates.js';
import { localMinutes, scheduleShiftMinutes } from './local-times.js';

/** Airport-local `YYYY-MM-DDTHH:mm` that really exists on the calendar. */
export const localDateTimeSchema = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/.test(v) && isValidIsoDate(v.slice(0, 10)), {
    error: 'Validation.InvalidDateTime',
  });

const reason = z.string().trim().min(1).max(500);

/** Inventory/ChangeSchedule: a dated flight's new airport-local departure and arrival, with the reason. */
export const changeScheduleInputSchema = z
  .object({
    flightId: z.number().int().positive(),
    departureLocal: localDateTimeSchema,
    arrivalLocal: localDateTimeSchema,
    reason,
  })
  .superRefine((q, ctx) => {
    // charter terms: the time may move by up to 24 hours (spec §9); more is a new flight, not a change
    if (
      q.departureLocal.length === 16 &&
      q.arrivalLocal.length === 16 &&
      q.arrivalLocal <= q.departureLocal
    ) {
      const back = localMinutes(q.departureLocal) - localMinutes(q.arrivalLocal);
      // an arrival on the clock before departure is fine only across time zones (at most 14 hours back)
      if (back > 14 * 60)
        ctx.addIssue({ code: 'custom', message: 'Inventory.ArrivalBeforeDeparture', path: ['arrivalLocal'] });
    }
  });
export type ChangeScheduleInput = z.output<typeof changeScheduleInputSchema>;

/** Inventory/CancelFlight: the dated flight will not fly; the reason goes to every traveller. */
export const cancelFlightInputSchema = z.object({ flightId: z.number().int().positive(), reason });
export type CancelFlightInput = z.output<typeof cancelFlightInputSchema>;

export const SCHEDULE_CHANGE_KINDS = ['retimed', 'cancelled'] as const;
export type ScheduleChangeKind = (typeof SCHEDULE_CHANGE_KINDS)[number];

/** One schedule change of a dated flight, as staff see it. */
export const scheduleChangeDtoSchema = z.object({
  id: z.number().int(),
  flightId: z.number().int(),
  kind: z.enum(SCHEDULE_CHANGE_KINDS),
  oldDepartureLocal: z.string(),
  oldArrivalLocal: z.string(),
  newDepartureLocal: z.string().nullable(),
  newArrivalLocal: z.string().nullable(),
  reason: z.string(),
  actorUserId: z.number().int().nullable(),
  creationTime: z.string(),
  /** paid orders told by e-mail */
  notifiedOrders: z.number().int(),
  /** unpaid holds on the flight: told when they pay */
  heldOrders: z.number().int(),
});
export type ScheduleChangeDto = z.infer<typeof scheduleChangeDtoSchema>;

export const getScheduleChangesInputSchema = z.object({ flightId: z.coerce.number().int().positive() });

/**
 * Whether a change lets the traveller ask for a full refund: a cancelled flight always, a re-timed one when
 * its departure moved by more than `thresholdHours` (setting, default 3) either way.
 */
export function scheduleChangeAllowsRefund(
  change: { kind: ScheduleChangeKind; shiftMinutes: number },
  thresholdHours: number,
): boolean {
  return change.kind === 'cancelled' || Math.abs(change.shiftMinutes) > thresholdHours * 60;
}

/** Hours of a change beyond which the traveller may ask for a full refund, unless the settings say other. */
export const DEFAULT_SCHEDULE_REFUND_HOURS = 3;

/** A schedule change as one order's events record it (order_events.data of scheduleChanged/flightCancelled). */
export interface OrderScheduleChange {
  /** "ZF 9012" of the itinerary */
  flight: string;
  position: number;
  kind: ScheduleChangeKind;
  oldDepartureLocal: string;
  oldArrivalLocal: string;
  newDepartureLocal: string | null;
  newArrivalLocal: string | null;
}

/**
 * Whether an order's schedule changes, oldest first, let its traveller ask for a full refund: some flight is
 * cancelled now, or departs more than `thresholdHours` away from the time it had when it was booked (a change
 * and its undoing cancel out).
 */
export function scheduleRefundAllowed(
  changes: readonly OrderScheduleChange[],
  thresholdHours: number,
): boolean {
  const byFlight = new Map<number, { booked: string; now: OrderScheduleChange }>();
  for (const c of changes) {
    const seen = byFlight.get(c.position);
    byFlight.set(c.position, { booked: seen?.booked ?? c.oldDepartureLocal, now: c });
  }
  for (const { booked, now } of byFlight.values()) {
    const shift = now.newDepartureLocal === null ? 0 : scheduleShiftMinutes(booked, now.newDepartureLocal);
    if (scheduleChangeAllowsRefund({ kind: now.kind, shiftMinutes: shift }, thresholdHours)) return true;
  }
  return false;
}

/** What a traveller's booking timeline shows, oldest first (GetOrder `timeline`). */
export const TIMELINE_EVENTS = [
  'booked',
  'paid',
  'ticketed',
  'confirmed',
  'paymentFailed',
  'expired',
  'mailSent',
  'scheduleChanged',
  'flightCancelled',
  /** a linked transfer's pickup moved with its flight (old → new pickup in the schedule fields) */
  'pickupMoved',
  'cancelRequested',
  'cancelled',
  'refunded',
  'partialRefund',
] as const;
export type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export const timelineEntrySchema = z.object({
  event: z.enum(TIMELINE_EVENTS),
  time: z.string(),
  /** schedule changes: the flight and its old → new airport-local times (new ones null when cancelled) */
  flight: z.string().optional(),
  oldDepartureLocal: z.string().optional(),
  newDepartureLocal: z.string().nullable().optional(),
  /** mailSent: which e-mail (ticket, scheduleChange, refund…) */
  mailKind: z.string().optional(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** Order events as the traveller's timeline names them; staff-only events are left out. */
export const TIMELINE_OF_ORDER_EVENT: Readonly<Record<string, TimelineEvent>> = {
  created: 'booked',
  paymentApproved: 'paid',
  ticketsIssued: 'ticketed',
  reservationConfirmed: 'confirmed',
  paymentFailed: 'paymentFailed',
  holdExpired: 'expired',
  scheduleChanged: 'scheduleChanged',
  flightCancelled: 'flightCancelled',
  pickupMoved: 'pickupMoved',
  cancelRequested: 'cancelRequested',
  cancelled: 'cancelled',
  refunded: 'refunded',
  partialRefund: 'partialRefund',
};
