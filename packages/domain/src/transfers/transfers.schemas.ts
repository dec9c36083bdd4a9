import { z } from 'zod';
import { contactInputSchema } from '../bookings/bookings.schemas.js';
import { CURRENCIES } from '../common/currency.js';
import { isoDateSchema } from '../common/dates.js';
import { isValidLocalTime } from '../flights/zoned-time.js';
import { linkedOrderInputSchema, transferPlaceFields } from './linked-transfer.schemas.js';
import { MAX_TRANSFER_PASSENGERS, TRANSFER_DIRECTIONS } from './transfer-constants.js';

/**
 * Airport transfers (spec §3 Transfer; DESIGN §5 Transfer/SaveTransferSearch, Transfer/GetTransferSearchResults,
 * Booking/AddTransferOrder). A transfer is one vehicle for the whole party, priced per vehicle from the tariff
 * of its zone (district) and vehicle type (package type); it is paid and refunded like a flight order.
 */

export const TRANSFER_SEARCH_TTL_MINUTES = 30;

const localTimeSchema = z.string().refine(isValidLocalTime, { error: 'Validation.InvalidTime' });

/** Transfer/SaveTransferSearch: where, when (airport-local date and time) and how many. */
export const transferSearchCriteriaSchema = z.object({
  airportCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'Transfer.InvalidAirport' }),
  districtId: z.number().int().positive({ error: 'Transfer.InvalidDistrict' }),
  direction: z.enum(TRANSFER_DIRECTIONS).default('fromAirport'),
  /** airport-local pickup date: the landing date from the airport, the pickup date to it */
  date: isoDateSchema,
  /** airport-local `HH:mm`: the landing time from the airport, the pickup time at the address to it */
  time: localTimeSchema,
  passengers: z.number().int().min(1).max(MAX_TRANSFER_PASSENGERS),
  /** suitcases; hand luggage is not counted */
  luggage: z
    .number()
    .int()
    .min(0)
    .max(MAX_TRANSFER_PASSENGERS * 2)
    .default(0),
});
export type TransferSearchCriteria = z.output<typeof transferSearchCriteriaSchema>;
export type TransferSearchCriteriaInput = z.input<typeof transferSearchCriteriaSchema>;

export const saveTransferSearchResultSchema = z.object({ id: z.string().uuid() });

export const getTransferSearchResultsInputSchema = z.object({
  id: z.string().uuid(),
  currency: z.enum(CURRENCIES).optional(),
});

/** One vehicle that fits the party, with its final price in the requested currency. */
export const transferOptionSchema = z.object({
  /** what Booking/AddTransferOrder's optionId names */
  id: z.string(),
  packageTypeId: z.number().int(),
  vehicleName: z.string(),
  passengerCapacity: z.number().int(),
  baggageCapacity: z.number().int(),
  transferMinutes: z.number().int(),
  /** minor units, per vehicle, all included */
  price: z.object({ amount: z.number().int(), currency: z.string() }),
});
export type TransferOption = z.infer<typeof transferOptionSchema>;

/** Transfer/GetTransferSearchResults: the search as understood, and the vehicles that fit (cheapest first). */
export const transferSearchResultSchema = z.object({
  id: z.string().uuid(),
  criteria: z.object({
    airportCode: z.string(),
    districtId: z.number().int(),
    direction: z.enum(TRANSFER_DIRECTIONS),
    date: z.string(),
    time: z.string(),
    passengers: z.number().int(),
    luggage: z.number().int(),
  }),
  airport: z.object({ code: z.string(), name: z.string(), cityName: z.string() }),
  district: z.object({ id: z.number().int(), name: z.string(), cityCode: z.string(), cityName: z.string() }),
  expiresAt: z.string(),
  options: z.array(transferOptionSchema),
});
export type TransferSearchResult = z.infer<typeof transferSearchResultSchema>;

/** Transfer/GetTransferPlaces: airports with transfer zones, each with its zones, for the search form. */
export const transferPlacesSchema = z.object({
  airports: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      cityCode: z.string(),
      cityName: z.string(),
      /** the airport's and its city's names in the other languages, for the search field */
      aliases: z.array(z.string()).optional(),
      districts: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          /** the zone's names in the other languages */
          aliases: z.array(z.string()).optional(),
          transferMinutes: z.number().int(),
        }),
      ),
    }),
  ),
});
export type TransferPlaces = z.infer<typeof transferPlacesSchema>;

/** Booking/AddTransferOrder: the chosen vehicle, the lead passenger as contact, and where to meet. */
export const addTransferOrderInputSchema = z.object({
  searchId: z.string().uuid(),
  optionId: z.string().min(1).max(64),
  contact: contactInputSchema,
  /** the flight the driver meets (from the airport) or catches (to the airport), e.g. ZF 9012 */
  flightNumber: z
    .string()
    .trim()
    .toUpperCase()
    .transform((v) => v.replace(/\s+/g, ' '))
    .pipe(z.string().regex(/^[A-Z0-9]{2}\s?\d{1,5}$/, { error: 'Transfer.InvalidFlightNumber' }))
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  ...transferPlaceFields,
  contractAccepted: z.literal(true, { error: 'Booking.ContractNotAccepted' }),
  siteUsageAccepted: z.literal(true, { error: 'Booking.SiteUsageNotAccepted' }),
  currency: z.enum(CURRENCIES),
  /** the price the buyer saw, minor units: a different re-priced amount answers 409 bookings.price_changed */
  expectedTotal: z.number().int().min(0),
  /** the flight booking this transfer follows (its offer on the ticket page or in the e-mail) */
  linkedOrder: linkedOrderInputSchema.nullish(),
});
export type AddTransferOrderInput = z.output<typeof addTransferOrderInputSchema>;
