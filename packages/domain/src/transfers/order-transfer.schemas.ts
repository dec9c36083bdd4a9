import { z } from 'zod';
import { TRANSFER_DIRECTIONS } from './transfer-constants.js';

/* What an order sells and the transfer as stored on an order: no imports from bookings (which uses these). */

/** What an order sells. */
export const ORDER_KINDS = ['flight', 'transfer'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** The flight booking a transfer is linked to, as the transfer order keeps it. */
export const linkedFlightSchema = z.object({
  /** the flight order */
  orderId: z.string(),
  pnr: z.string(),
  /** the dated flight (inventory id) the pickup follows */
  flightId: z.number().int(),
  /** "ZF 9012" */
  flight: z.string(),
});
export type LinkedFlight = z.infer<typeof linkedFlightSchema>;

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
  /** the flight booking it follows (booked from that booking's offer): the pickup moves with its flight */
  linkedFlight: linkedFlightSchema.optional(),
});
export type OrderTransfer = z.infer<typeof orderTransferSchema>;
