import { z } from 'zod';
import { transferZoneSchema } from '../definitions/definitions.schemas.js';

export const destinationCodeInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2,3}$/, { error: 'Validation.LocationCode' }),
});

const airportNameSchema = z.object({ code: z.string(), name: z.string() });
export const travelNoticeSchema = z.object({ slug: z.string(), title: z.string(), html: z.string() });

/** /countries/:code — a country of our network. */
export const countryPageSchema = z.object({
  code: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  cities: z.array(z.object({ code: z.string(), name: z.string(), airports: z.array(airportNameSchema) })),
  notices: z.array(travelNoticeSchema),
});
export type CountryPage = z.infer<typeof countryPageSchema>;

/** /cities/:code — a city with its airports. */
export const cityPageSchema = z.object({
  code: z.string(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  timeZone: z.string(),
  airports: z.array(airportNameSchema),
  /** the active transfer zones the site variant offers from the city's airports, shortest drive first */
  transferZones: z.array(transferZoneSchema),
  notices: z.array(travelNoticeSchema),
});
export type CityPage = z.infer<typeof cityPageSchema>;
