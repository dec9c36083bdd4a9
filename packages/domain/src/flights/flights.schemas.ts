import { z } from 'zod';
import { isoDateSchema } from '../common/dates.js';
import { locationCodeSchema } from '../geo/geo.schemas.js';
import {
  CABIN_CLASSES,
  MAX_PASSENGERS,
  PASSENGER_TYPES,
  passengerCountProblems,
  TRIP_TYPES,
} from './flights.rules.js';

export {
  CABIN_CLASSES,
  type CabinClass,
  MAX_PASSENGERS,
  PASSENGER_TYPES,
  type PassengerCounts,
  type PassengerType,
  passengerCountProblems,
  TRIP_TYPES,
  type TripType,
} from './flights.rules.js';

const baseCriteria = z.object({
  origin: locationCodeSchema,
  destination: locationCodeSchema,
  departureDate: isoDateSchema,
  returnDate: isoDateSchema.nullish(),
  tripType: z.enum(TRIP_TYPES).default('oneWay'),
  cabinClass: z.enum(CABIN_CLASSES).default('economy'),
  directPreferred: z.boolean().default(false),
  includeNearbyAirports: z.boolean().default(false),
  adults: z.number().int().min(0).max(MAX_PASSENGERS).default(1),
  children: z.number().int().min(0).max(MAX_PASSENGERS).default(0),
  infants: z.number().int().min(0).max(MAX_PASSENGERS).default(0),
});

/**
 * Search criteria of Flight/SaveFlightSearch, with every cross-field rule. `earliestDate` is the first
 * allowed departure date (see earliestSearchDate); the browser and the server each pass their own.
 */
export function createFlightSearchCriteriaSchema(earliestDate: () => string) {
  return baseCriteria.superRefine((c, ctx) => {
    if (c.origin === c.destination) {
      ctx.addIssue({ code: 'custom', message: 'Flight.SameOriginDestination', path: ['destination'] });
    }
    if (c.departureDate < earliestDate()) {
      ctx.addIssue({ code: 'custom', message: 'Flight.PastDate', path: ['departureDate'] });
    }
    if (c.tripType === 'roundTrip') {
      if (!c.returnDate)
        ctx.addIssue({ code: 'custom', message: 'Validation.Required', path: ['returnDate'] });
      else if (c.returnDate < c.departureDate) {
        ctx.addIssue({ code: 'custom', message: 'Flight.ReturnBeforeDeparture', path: ['returnDate'] });
      }
    }
    for (const p of passengerCountProblems(c))
      ctx.addIssue({ code: 'custom', message: p.key, path: [p.member] });
  });
}
export type FlightSearchCriteria = z.output<typeof baseCriteria>;
export type FlightSearchCriteriaInput = z.input<typeof baseCriteria>;

export const saveFlightSearchResultSchema = z.object({ id: z.string() });

/** GET Flight/GetFlightSearchResults?Id= and Flight/AuxiliaryServiceSearch?Id= */
export const flightSearchIdInputSchema = z.object({
  id: z.string().trim().min(1).max(64),
  currency: z.string().trim().toUpperCase().optional(),
});

/** Money is integer minor units (cents, kopecks, kuruş) + ISO currency. */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

export const airportRefSchema = z.object({
  code: z.string(),
  name: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  timeZone: z.string(),
});
export type AirportRef = z.infer<typeof airportRefSchema>;

export const flightSegmentSchema = z.object({
  airlineCode: z.string(),
  airlineName: z.string(),
  flightNumber: z.string(),
  aircraft: z.string(),
  origin: airportRefSchema,
  destination: airportRefSchema,
  /** airport-local `YYYY-MM-DDTHH:mm` in origin.timeZone / destination.timeZone */
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  durationMinutes: z.number().int(),
});
export type FlightSegment = z.infer<typeof flightSegmentSchema>;

/** A wait between two flights of a connecting option, at one airport (no airport change). */
export const layoverSchema = z.object({
  airport: airportRefSchema,
  /** from the first flight's arrival to the next one's departure, computed from UTC instants */
  minutes: z.number().int(),
});
export type Layover = z.infer<typeof layoverSchema>;

export const passengerPriceSchema = z.object({
  type: z.enum(PASSENGER_TYPES),
  count: z.number().int(),
  /** per passenger of this type, minor units */
  baseFare: z.number().int(),
  tax: z.number().int(),
  fuel: z.number().int(),
  servicePrice: z.number().int(),
  total: z.number().int(),
});
export type PassengerPrice = z.infer<typeof passengerPriceSchema>;

export const flightPriceSchema = z.object({
  currency: z.string(),
  perPassenger: z.array(passengerPriceSchema),
  /** sums over all passengers, minor units */
  baseFare: z.number().int(),
  tax: z.number().int(),
  fuel: z.number().int(),
  servicePrice: z.number().int(),
  total: z.number().int(),
});
export type FlightPrice = z.infer<typeof flightPriceSchema>;

export const flightOptionSchema = z.object({
  /** offer id, valid within its search: pass it to the booking page */
  id: z.string(),
  direction: z.enum(['outbound', 'inbound']),
  airlineCode: z.string(),
  airlineName: z.string(),
  flightNumber: z.string(),
  origin: airportRefSchema,
  destination: airportRefSchema,
  departureDate: z.string(),
  departureHour: z.string(),
  arrivalDate: z.string(),
  arrivalHour: z.string(),
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  durationMinutes: z.number().int(),
  isDirect: z.boolean(),
  stops: z.number().int(),
  segments: z.array(flightSegmentSchema),
  cabinClass: z.enum(CABIN_CLASSES),
  /** checked baggage allowance in kg per passenger; 0 = none */
  baggageKg: z.number().int(),
  handBaggageKg: z.number().int(),
  price: flightPriceSchema,
  isRefundable: z.boolean(),
  isCharter: z.boolean(),
  /** only when few seats remain (≤ 9), else null */
  seatsLeft: z.number().int().nullable(),
  /** connections only: where and how long the traveller waits between two flights (absent or [] when direct) */
  layovers: z.array(layoverSchema).optional(),
});
export type FlightOption = z.infer<typeof flightOptionSchema>;

export const flightSearchResultSchema = z.object({
  id: z.string(),
  criteria: baseCriteria.extend({ returnDate: z.string().nullable() }),
  origin: airportRefSchema.omit({ timeZone: true }).extend({ kind: z.enum(['city', 'airport']) }),
  destination: airportRefSchema.omit({ timeZone: true }).extend({ kind: z.enum(['city', 'airport']) }),
  currency: z.string(),
  /** UTC instant with Z */
  expiresAt: z.string(),
  /** travel insurance per passenger in `currency`, minor units: what the booking page offers and charges */
  insurancePerPassenger: z.number().int(),
  flightSearchResponses: z.array(flightOptionSchema),
});
export type FlightSearchResult = z.infer<typeof flightSearchResultSchema>;

/** One day of the ±3-day strip / fare calendar. */
export const dayPriceSchema = z.object({
  direction: z.enum(['outbound', 'inbound']),
  date: z.string(),
  /** cheapest total for all passengers, minor units; null = no flight with seats that day */
  cheapestTotal: z.number().int().nullable(),
  currency: z.string(),
});
export type DayPrice = z.infer<typeof dayPriceSchema>;
export const auxiliarySearchResultSchema = z.object({ flightSearchResponses: z.array(dayPriceSchema) });

/** Few seats: below or at this many, results show seatsLeft. */
export const FEW_SEATS_THRESHOLD = 9;
/** A saved search answers results for this long; later it asks the visitor to search again. */
export const FLIGHT_SEARCH_TTL_MINUTES = 30;

const minorAmount = z.number().int().min(0);
/** One adult's fare on a flight, minor units of the programme's currency. */
export const cabinFareSchema = z.object({
  baseFare: minorAmount,
  tax: minorAmount,
  fuel: minorAmount,
  servicePrice: minorAmount,
});
export type CabinFare = z.infer<typeof cabinFareSchema>;

/** A cabin of a flight programme: its seats on each dated flight and the adult fare. */
export const programmeCabinSchema = cabinFareSchema.extend({ seats: z.number().int().min(0).max(999) });
export type ProgrammeCabin = z.infer<typeof programmeCabinSchema>;
/** The cabins a programme sells; a class it does not have is absent. */
export const programmeCabinsSchema = z.partialRecord(z.enum(CABIN_CLASSES), programmeCabinSchema);
export type ProgrammeCabins = z.infer<typeof programmeCabinsSchema>;
