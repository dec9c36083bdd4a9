import { z } from 'zod';

/* The wire shapes of transfers linked to flight bookings (issue #12); the rules are in linked-transfer.ts. */

/** Booking/AddTransferOrder's optional link: the flight order, proven by its ticket-page token or its owner. */
export const linkedOrderInputSchema = z.object({
  orderId: z.string().uuid(),
  token: z.string().max(128).nullish(),
});

/** The vehicle's order fields shared by AddTransferOrder and a flight checkout's transfer: where and a note. */
export const transferPlaceFields = {
  /** hotel name and address in the zone */
  address: z.string().trim().min(3).max(200),
  note: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
};

/**
 * Booking/AddOrder's optional airport transfer bought in the flight's own checkout: one payment for both, two
 * orders linked (the transfer follows the flight). The search is the transfer search the booking page saved
 * from the flight's landing; the order's `expectedTotal` is then the flights' and the transfer's sum.
 */
export const checkoutTransferInputSchema = z.object({
  searchId: z.string().uuid(),
  optionId: z.string().min(1).max(64),
  ...transferPlaceFields,
});
export type CheckoutTransferInput = z.output<typeof checkoutTransferInputSchema>;

/** What the ticket page and the e-mail offer: a transfer from the arrival airport, prefilled. */
export const transferOfferSchema = z.object({
  /** index of the flight in the itinerary whose landing the transfer meets */
  position: z.number().int(),
  flight: z.string(),
  airportCode: z.string(),
  airportName: z.string(),
  /** airport-local pickup date and time: the scheduled arrival plus the buffer */
  date: z.string(),
  time: z.string(),
  passengers: z.number().int(),
  luggage: z.number().int(),
});
export type TransferOffer = z.infer<typeof transferOfferSchema>;

/** A transfer linked to a flight booking, as that booking's page lists it. */
export const linkedTransferSummarySchema = z.object({
  id: z.string(),
  pnr: z.string(),
  state: z.string(),
  pickupLocal: z.string(),
  airportCode: z.string(),
  districtName: z.string(),
  vehicleName: z.string(),
  /** the transfer's own price (minor units), in the currency it was bought in */
  total: z.object({ amount: z.number().int(), currency: z.string() }),
  /** the transfer's own page (with its token) */
  path: z.string(),
});
export type LinkedTransferSummary = z.infer<typeof linkedTransferSummarySchema>;
