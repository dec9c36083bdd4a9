import { z } from 'zod';
import { CURRENCIES } from '../common/currency.js';
import { daysBetween, isoDateSchema } from '../common/dates.js';
import { pagedRequestSchema } from '../common/paging.js';
import { INFANT_FARE_PERCENT_MAX, INFANT_FARE_PERCENT_MIN } from './flights.fares.js';
import { CABIN_CLASSES, type programmeCabinSchema, programmeCabinsSchema } from './flights.schemas.js';

/*
 * Admin "Inventory" service (flight programmes and seat allotments). The same schemas validate the
 * admin forms in the browser and the API on the server; message keys are in inventory.messages.ts.
 */

/** ISO weekdays, Monday 1 … Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A programme may run at most this long: its dated flights are expanded at once when it is created. */
export const MAX_PROGRAMME_DAYS = 366;
/** Flights a single CloseSales/OpenSales call may name. */
export const MAX_SALES_BATCH = 500;
/** Orders in these states have paid for their seats (the seat counter already excludes them). */
export const SOLD_ORDER_STATES = ['Paid', 'Confirmed', 'WaitingForCancel'] as const;
/** Orders in these states hold seats until they are paid or expire. */
export const HELD_ORDER_STATES = ['WaitingForPayment', 'PaymentFailed'] as const;

const hhmmSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Inventory.InvalidTime' });
const tristate = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));
const airportCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'Validation.LocationCode' });
const kg = (max: number) => z.number().int().min(0).max(max);

/** The editable facts of a programme, shared by create and by the form. */
const programmeFieldsSchema = z.object({
  airlineCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,3}$/, { error: 'Inventory.InvalidAirline' }),
  /** the number without the airline designator: 9012 of ZF 9012 */
  flightNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^\d{1,4}[A-Z]?$/, { error: 'Inventory.InvalidFlightNumber' }),
  originCode: airportCodeSchema,
  destinationCode: airportCodeSchema,
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .min(1, { error: 'Inventory.WeekdaysRequired' })
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  /** local `HH:mm` at the origin */
  departureTime: hhmmSchema,
  /** block time in minutes; either this or arrivalTime */
  durationMinutes: z
    .number()
    .int()
    .min(10)
    .max(20 * 60)
    .nullish(),
  /** published local arrival time at the destination, with its day offset (+1) */
  arrivalTime: hhmmSchema.nullish(),
  arrivalDayOffset: z.number().int().min(0).max(2).default(0),
  aircraft: z.string().trim().min(1).max(64),
  validFrom: isoDateSchema,
  validTo: isoDateSchema,
  isCharter: z.boolean().default(true),
  isRefundable: z.boolean().default(false),
  baggageKg: kg(60),
  handBaggageKg: kg(30),
  currency: z.enum(CURRENCIES),
  cabins: programmeCabinsSchema,
  childFarePercent: z.number().int().min(0).max(100).default(75),
  /** spec §9: infant tickets cost 5–25 % of the adult fare */
  infantFarePercent: z.number().int().min(INFANT_FARE_PERCENT_MIN).max(INFANT_FARE_PERCENT_MAX).default(10),
});

/**
 * Inventory/CreateProgramme input with every cross-field rule. `today` is the first allowed start date
 * (the browser and the server each pass their own clock), like the flight search criteria.
 */
export function createProgrammeInputSchema(today: () => string) {
  return programmeFieldsSchema.superRefine((p, ctx) => {
    if (p.originCode === p.destinationCode) {
      ctx.addIssue({ code: 'custom', message: 'Flight.SameOriginDestination', path: ['destinationCode'] });
    }
    const hasDuration = p.durationMinutes !== null && p.durationMinutes !== undefined;
    const hasArrival = !!p.arrivalTime;
    if (hasDuration === hasArrival) {
      ctx.addIssue({
        code: 'custom',
        message: 'Inventory.DurationOrArrival',
        path: [hasDuration ? 'arrivalTime' : 'durationMinutes'],
      });
    }
    if (p.validFrom < today()) {
      ctx.addIssue({ code: 'custom', message: 'Inventory.StartInPast', path: ['validFrom'] });
    }
    if (p.validTo < p.validFrom) {
      ctx.addIssue({ code: 'custom', message: 'Inventory.EndBeforeStart', path: ['validTo'] });
    } else if (daysBetween(p.validFrom, p.validTo) >= MAX_PROGRAMME_DAYS) {
      ctx.addIssue({ code: 'custom', message: 'Inventory.PeriodTooLong', path: ['validTo'] });
    }
    const offered = CABIN_CLASSES.filter((c) => p.cabins[c]);
    if (!offered.some((c) => (p.cabins[c]?.seats ?? 0) > 0)) {
      ctx.addIssue({ code: 'custom', message: 'Inventory.CabinRequired', path: ['cabins'] });
    }
  });
}
export type CreateProgrammeInput = z.output<typeof programmeFieldsSchema>;
export type CreateProgrammeFormValues = z.input<typeof programmeFieldsSchema>;

/**
 * Inventory/UpdateProgramme: only what can change safely after sales started. Route, schedule and
 * currency are fixed (sold tickets name them); cabins can change seats and fares but not appear or vanish.
 * Fares apply to sales from now on (orders keep the price they were charged); seats move the counters of
 * every dated flight that has not departed by the difference, and are refused where that would oversell.
 */
export const updateProgrammeInputSchema = z.object({
  id: z.number().int().positive(),
  isActive: z.boolean(),
  aircraft: z.string().trim().min(1).max(64),
  isRefundable: z.boolean(),
  baggageKg: kg(60),
  handBaggageKg: kg(30),
  cabins: programmeCabinsSchema,
  childFarePercent: z.number().int().min(0).max(100),
  infantFarePercent: z.number().int().min(INFANT_FARE_PERCENT_MIN).max(INFANT_FARE_PERCENT_MAX),
});
export type UpdateProgrammeInput = z.output<typeof updateProgrammeInputSchema>;

export const programmeDtoSchema = z.object({
  id: z.number().int(),
  /** null = the host's inventory, sold on every site variant */
  tenantId: z.number().int().nullable(),
  /** false for the host's programmes seen from a tenant: shown, never changed there */
  isEditable: z.boolean(),
  supplier: z.string(),
  airlineCode: z.string(),
  airlineName: z.string(),
  flightNumber: z.string(),
  originCode: z.string(),
  destinationCode: z.string(),
  weekdays: z.array(z.number().int()),
  departureTime: z.string(),
  durationMinutes: z.number().int().nullable(),
  arrivalTime: z.string().nullable(),
  arrivalDayOffset: z.number().int(),
  aircraft: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  isCharter: z.boolean(),
  isRefundable: z.boolean(),
  baggageKg: z.number().int(),
  handBaggageKg: z.number().int(),
  currency: z.string(),
  cabins: programmeCabinsSchema,
  childFarePercent: z.number().int(),
  infantFarePercent: z.number().int(),
  isActive: z.boolean(),
  /** dated flights of the programme (all, including past and cancelled ones) */
  flightCount: z.number().int(),
  creationTime: z.string(),
});
export type ProgrammeDto = z.infer<typeof programmeDtoSchema>;

/** Sorting columns of GetProgrammes (ABP `Sorting`, e.g. `ValidFrom desc`). */
export const PROGRAMME_SORT_COLUMNS = [
  'FlightNumber',
  'Airline',
  'Route',
  'DepartureTime',
  'ValidFrom',
  'ValidTo',
  'CreationTime',
] as const;

export const getProgrammesInputSchema = pagedRequestSchema.extend({
  /** flight number (with or without designator), airline code or name, airport or city code */
  keyword: z.string().trim().max(64).optional(),
  isActive: tristate,
  isCharter: tristate,
  originCode: airportCodeSchema.optional().or(z.literal('').transform(() => undefined)),
  destinationCode: airportCodeSchema.optional().or(z.literal('').transform(() => undefined)),
  sorting: z.string().trim().max(64).optional(),
});
export type GetProgrammesInput = z.input<typeof getProgrammesInputSchema>;

export const airlineDtoSchema = z.object({ code: z.string(), name: z.string(), isActive: z.boolean() });
export type AirlineDto = z.infer<typeof airlineDtoSchema>;

export const getFlightsInputSchema = pagedRequestSchema
  .extend({
    programmeId: z.coerce.number().int().positive().optional(),
    /** local departure dates, inclusive */
    dateFrom: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
    dateTo: isoDateSchema.optional().or(z.literal('').transform(() => undefined)),
    originCode: airportCodeSchema.optional().or(z.literal('').transform(() => undefined)),
    destinationCode: airportCodeSchema.optional().or(z.literal('').transform(() => undefined)),
    salesClosed: tristate,
    sorting: z.string().trim().max(64).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.dateFrom && q.dateTo && q.dateTo < q.dateFrom) {
      ctx.addIssue({ code: 'custom', message: 'Inventory.EndBeforeStart', path: ['dateTo'] });
    }
  });
export type GetFlightsInput = z.input<typeof getFlightsInputSchema>;

/** Seats of one cabin on one dated flight: total = sold + held + left while nothing else moved them. */
export const cabinSeatsSchema = z.object({
  cabinClass: z.enum(CABIN_CLASSES),
  /** the programme's seats per flight in this cabin */
  total: z.number().int(),
  /** seats of paid orders (Paid, Confirmed, WaitingForCancel) */
  sold: z.number().int(),
  /** seats of unpaid orders still holding them (WaitingForPayment, PaymentFailed) */
  held: z.number().int(),
  /** the seat counter the booking takes from */
  left: z.number().int(),
});
export type CabinSeats = z.infer<typeof cabinSeatsSchema>;

export const datedFlightDtoSchema = z.object({
  id: z.number().int(),
  programmeId: z.number().int(),
  airlineCode: z.string(),
  flightNumber: z.string(),
  originCode: z.string(),
  destinationCode: z.string(),
  departureDate: z.string(),
  /** airport-local `YYYY-MM-DDTHH:mm` */
  departureLocal: z.string(),
  arrivalLocal: z.string(),
  /** UTC instant with Z */
  departureAt: z.string(),
  farePercent: z.number().int(),
  isCancelled: z.boolean(),
  salesClosed: z.boolean(),
  /** true once the flight has departed (nothing to sell any more) */
  hasDeparted: z.boolean(),
  isEditable: z.boolean(),
  cabins: z.array(cabinSeatsSchema),
});
export type DatedFlightDto = z.infer<typeof datedFlightDtoSchema>;

/** Inventory/CloseSales and OpenSales: dated flights by id, or every flight of a programme in a date range. */
export const setSalesInputSchema = z
  .object({
    flightIds: z.array(z.number().int().positive()).max(MAX_SALES_BATCH).optional(),
    programmeId: z.number().int().positive().optional(),
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
  })
  .superRefine((q, ctx) => {
    const byIds = (q.flightIds?.length ?? 0) > 0;
    const byProgramme = q.programmeId !== undefined;
    if (byIds === byProgramme) {
      ctx.addIssue({ code: 'custom', message: 'Inventory.FlightsOrProgramme', path: ['flightIds'] });
    }
    if (q.dateFrom && q.dateTo && q.dateTo < q.dateFrom) {
      ctx.addIssue({ code: 'custom', message: 'Inventory.EndBeforeStart', path: ['dateTo'] });
    }
  });
export type SetSalesInput = z.input<typeof setSalesInputSchema>;
export const setSalesResultSchema = z.object({ updatedCount: z.number().int() });

/** Share of a cabin's seats that are gone (sold or held), 0–100, for the fill bars. */
export function fillPercent(seats: Pick<CabinSeats, 'total' | 'sold' | 'held' | 'left'>): number {
  const capacity = Math.max(seats.total, seats.sold + seats.held + seats.left);
  if (capacity <= 0) return 0;
  return Math.round(((capacity - seats.left) / capacity) * 100);
}

/** An empty cabin row of the programme form (all fares 0). */
export function emptyCabin(): z.infer<typeof programmeCabinSchema> {
  return { seats: 0, baseFare: 0, tax: 0, fuel: 0, servicePrice: 0 };
}
