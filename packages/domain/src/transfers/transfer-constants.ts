/*
 * The transfer rules a form needs before it checks anything, apart from the schemas (and zod): a page that only
 * draws a transfer form must not load them.
 */

/** From the airport to the zone (after landing) or from the zone to the airport (before departure). */
export const TRANSFER_DIRECTIONS = ['fromAirport', 'toAirport'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/** The largest party one transfer search takes. */
export const MAX_TRANSFER_PASSENGERS = 50;
