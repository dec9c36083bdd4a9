import { addDays } from '../common/dates.js';
import { formatLocalDateTime, isoWeekday, localToUtc } from './zoned-time.js';

/** What a flight programme says about when it flies: local times at each end, plus the zones. */
export interface ProgrammeSchedule {
  /** ISO weekdays of the local departure date, Monday 1 … Sunday 7 */
  weekdays: readonly number[];
  /** local departure time `HH:mm` at the origin */
  departureTime: string;
  /** block time; either this or arrivalTime (with arrivalDayOffset) */
  durationMinutes?: number | null;
  /** local arrival time `HH:mm` at the destination, as airline timetables publish it */
  arrivalTime?: string | null;
  /** days between the local departure date and the local arrival date (+1 for "03:10⁺¹") */
  arrivalDayOffset?: number | null;
  /** first and last local departure dates, inclusive */
  validFrom: string;
  validTo: string;
  originTimeZone: string;
  destinationTimeZone: string;
}

/** One dated departure of a programme. Instants are UTC ISO strings with Z. */
export interface ScheduledDeparture {
  departureDate: string;
  departureAt: string;
  arrivalAt: string;
  /** airport-local `YYYY-MM-DDTHH:mm` */
  departureLocal: string;
  arrivalLocal: string;
  durationMinutes: number;
}

/** Longest block time we accept: anything longer is a data error, not a flight. */
export const MAX_FLIGHT_MINUTES = 20 * 60;

/**
 * The dated departures of a programme between `from` and `to` (local departure dates, inclusive).
 * Departure instants come from the origin's zone; with a duration the arrival is departure + duration
 * (so a 23:30 Moscow departure of 3 h 40 arrives at 03:10 the next day in Antalya); with a local arrival
 * time it is that wall time in the destination's zone, and the duration follows (it changes across DST).
 */
export function expandSchedule(schedule: ProgrammeSchedule, from: string, to: string): ScheduledDeparture[] {
  const weekdays = new Set(schedule.weekdays);
  for (const w of weekdays) {
    if (!Number.isInteger(w) || w < 1 || w > 7) throw new Error(`invalid weekday ${w}`);
  }
  const hasDuration = schedule.durationMinutes !== null && schedule.durationMinutes !== undefined;
  if (hasDuration === !!schedule.arrivalTime) {
    throw new Error('a programme needs either a duration or a local arrival time');
  }
  const first = schedule.validFrom > from ? schedule.validFrom : from;
  const last = schedule.validTo < to ? schedule.validTo : to;
  const out: ScheduledDeparture[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!weekdays.has(isoWeekday(date))) continue;
    const departure = localToUtc(date, schedule.departureTime, schedule.originTimeZone);
    const arrival = hasDuration
      ? departure + schedule.durationMinutes! * 60_000
      : localToUtc(
          addDays(date, schedule.arrivalDayOffset ?? 0),
          schedule.arrivalTime!,
          schedule.destinationTimeZone,
        );
    const minutes = Math.round((arrival - departure) / 60_000);
    if (minutes <= 0 || minutes > MAX_FLIGHT_MINUTES) {
      throw new Error(`flight of ${date} would last ${minutes} minutes: check the programme's times`);
    }
    out.push({
      departureDate: date,
      departureAt: new Date(departure).toISOString(),
      arrivalAt: new Date(arrival).toISOString(),
      // not `${date}T${departureTime}`: a time inside a spring-forward gap really departs an hour later
      departureLocal: formatLocalDateTime(departure, schedule.originTimeZone),
      arrivalLocal: formatLocalDateTime(arrival, schedule.destinationTimeZone),
      durationMinutes: minutes,
    });
  }
  return out;
}
