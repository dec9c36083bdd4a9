import { z } from 'zod';

/** IATA airport or city code, e.g. AYT, MOW. */
export const locationCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'Validation.LocationCode' });

export const LOCATION_KINDS = ['city', 'airport'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

/** One autocomplete suggestion, named in the request's language. */
export const locationOptionSchema = z.object({
  kind: z.enum(LOCATION_KINDS),
  /** the code to search with: city code for a city, IATA code for an airport */
  code: z.string(),
  name: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  /** for a city: how many airports it groups */
  airportCount: z.number().int(),
  timeZone: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type LocationOption = z.infer<typeof locationOptionSchema>;

export const searchAirportInputSchema = z.object({
  query: z.string().trim().max(64).default(''),
  maxResultCount: z.coerce.number().int().min(1).max(50).default(10),
});
export type SearchAirportInput = z.infer<typeof searchAirportInputSchema>;

/** Spec §3: "Airport list: totalCount, result". */
export const airportListSchema = z.object({
  totalCount: z.number().int(),
  result: z.array(locationOptionSchema),
});
export type AirportList = z.infer<typeof airportListSchema>;
