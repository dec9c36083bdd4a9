import { TIMELINE_OF_ORDER_EVENT, type TimelineEntry } from '@charterdesk/domain';

/**
 * The traveller's timeline of a booking from its order events and the e-mails that went out, oldest first:
 * staff-only events (notes, failed refunds…) are left out, and a schedule change carries its old → new times.
 */
export function orderTimeline(
  events: readonly { event: string; time: Date; data: unknown }[],
  mails: readonly { kind: string; sentTime: Date | null }[],
): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  for (const e of events) {
    const event = TIMELINE_OF_ORDER_EVENT[e.event];
    if (!event) continue;
    const data = (e.data ?? {}) as {
      flight?: string;
      oldDepartureLocal?: string;
      newDepartureLocal?: string | null;
    };
    entries.push({
      event,
      time: e.time.toISOString(),
      ...(data.flight
        ? {
            flight: data.flight,
            oldDepartureLocal: data.oldDepartureLocal,
            newDepartureLocal: data.newDepartureLocal ?? null,
          }
        : {}),
    });
  }
  for (const m of mails) {
    if (m.sentTime) entries.push({ event: 'mailSent', time: m.sentTime.toISOString(), mailKind: m.kind });
  }
  // events of one instant keep their recorded order (the sort is stable)
  return entries.sort((a, b) => a.time.localeCompare(b.time));
}
