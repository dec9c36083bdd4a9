import { CABIN_CLASSES, type CabinClass, expandSchedule, type ScheduledDeparture } from '@charterdesk/domain';
import type { FlightInsert, ProgrammeInsert } from './flights.repository.js';

/** The seats-left property of a dated flight for each cabin class. */
export const SEAT_LEFT_KEYS = {
  economy: 'seatsLeftEconomy',
  premiumEconomy: 'seatsLeftPremiumEconomy',
  business: 'seatsLeftBusiness',
  first: 'seatsLeftFirst',
} as const satisfies Record<CabinClass, keyof FlightInsert>;

export type DatedFlightRow = Omit<FlightInsert, 'programmeId'>;

/** What a dated flight starts with: its price level and the seats left per cabin the programme has. */
export interface DatedFlightFill {
  farePercent: number;
  seatsLeft: (cabin: CabinClass, capacity: number) => number;
}

/** A new flight sells at the programme's fares with every seat free (what the admin creates). */
export const FULL_CAPACITY: (departure: ScheduledDeparture) => DatedFlightFill = () => ({
  farePercent: 100,
  seatsLeft: (_cabin, capacity) => capacity,
});

/**
 * The dated flights of a programme between `from` and `to` (local departure dates, inclusive) as rows to
 * insert: `expandSchedule` (packages/domain) gives the dates and UTC instants, `fill` each date's price
 * level and seats. The demo seed and Inventory/CreateProgramme both build their flights here.
 */
export function expandProgrammeFlights(
  programme: Pick<
    ProgrammeInsert,
    | 'weekdays'
    | 'departureTime'
    | 'durationMinutes'
    | 'arrivalTime'
    | 'arrivalDayOffset'
    | 'validFrom'
    | 'validTo'
    | 'originCode'
    | 'destinationCode'
    | 'cabins'
  >,
  zones: { originTimeZone: string; destinationTimeZone: string },
  from: string,
  to: string,
  fill: (departure: ScheduledDeparture) => DatedFlightFill = FULL_CAPACITY,
): DatedFlightRow[] {
  const departures = expandSchedule(
    {
      weekdays: programme.weekdays,
      departureTime: programme.departureTime,
      durationMinutes: programme.durationMinutes,
      arrivalTime: programme.arrivalTime,
      arrivalDayOffset: programme.arrivalDayOffset,
      validFrom: programme.validFrom,
      validTo: programme.validTo,
      ...zones,
    },
    from,
    to,
  );
  return departures.map((d) => {
    const { farePercent, seatsLeft } = fill(d);
    const row: DatedFlightRow = {
      originCode: programme.originCode,
      destinationCode: programme.destinationCode,
      departureDate: d.departureDate,
      departureAt: new Date(d.departureAt),
      arrivalAt: new Date(d.arrivalAt),
      departureLocal: d.departureLocal,
      arrivalLocal: d.arrivalLocal,
      farePercent,
    };
    for (const cabin of CABIN_CLASSES) {
      const capacity = programme.cabins[cabin]?.seats;
      if (capacity) row[SEAT_LEFT_KEYS[cabin]] = seatsLeft(cabin, capacity);
    }
    return row;
  });
}
