import { z } from 'zod';

/* What an order sells and the transfer as stored on an order: no imports from bookings (which uses these). */

/** What an order sells. */
export const ORDER_KINDS = ['flight', 'transfer'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** From the airport to the zone (after landing) or from the zone to the airport (before departure). */
export const TRANSFER_DIRECTIONS = ['fromAirport', 'toAirport'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** The transfer as sold, stored on the order and shown on /transferDetail and in the confirmation e-mail. */
export const orderTransferSchema = z.object({
  direction: z.enum(TRANSFER_DIRECTIONS),
  airportCode: z.string(),
  airportName: z.string(),
  districtId: z.number().int(),
  districtName: z.string(),
  cityName: z.string(),
  packageTypeId: z.number().int(),
  vehicleName: z.string(),
  passengerCapacity: z.number().int(),
  baggageCapacity: z.number().int(),
  transferMinutes: z.number().int(),
  /** airport-local `YYYY-MM-DDTHH:mm` */
  pickupLocal: z.string(),
  passengers: z.number().int(),
  luggage: z.number().int(),
  flightNumber: z.string().nullable(),
  address: z.string(),
  note: z.string().nullable(),
});
export type OrderTransfer = z.infer<typeof orderTransferSchema>;
