import { z } from 'zod';

/** Flight/GetPromotions: the cheapest upcoming charter fare per route, for the home and destination pages. */
export const getPromotionsInputSchema = z.object({
  currency: z.string().trim().max(3).nullish(),
  /** city (3 letters, or an airport code) or country (2 letters) the flights go to */
  destination: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/, { error: 'Validation.LocationCode' })
    .nullish(),
  maxResultCount: z.coerce.number().int().min(1).max(24).default(8),
});
export type GetPromotionsInput = z.input<typeof getPromotionsInputSchema>;

export const promotionFlightSchema = z.object({
  /** the dated flight */
  flightId: z.number().int(),
  origin: z.object({ code: z.string(), cityCode: z.string(), cityName: z.string() }),
  destination: z.object({
    code: z.string(),
    cityCode: z.string(),
    cityName: z.string(),
    countryCode: z.string(),
  }),
  /** local departure date, YYYY-MM-DD */
  departureDate: z.string(),
  airlineName: z.string(),
  isCharter: z.boolean(),
  /** one adult's total (fare, taxes, fuel, service) in minor units of `currency` */
  price: z.number().int(),
  currency: z.string(),
});
export type PromotionFlight = z.infer<typeof promotionFlightSchema>;

export const promotionListSchema = z.object({ items: z.array(promotionFlightSchema) });
export type PromotionList = z.infer<typeof promotionListSchema>;
