/**
 * What a travel notice's concern is decided from: the passengers' passports and the countries of the flights'
 * airports (the geo dataset's, stored with the booking's itinerary).
 */
export interface NoticeTrip {
  passengers: readonly { nationality: string }[];
  flights: readonly { origin: { countryCode: string }; destination: { countryCode: string } }[];
}

/** The content page (`content/<culture>/notices/…`) of the Ukrainian passport rule. */
export const UKRAINIAN_PASSPORT_NOTICE = 'notices/ukrainian-passport-turkey-russia';

/**
 * Spec §9: "Ukrainian passport holders flying Turkey to Russia need a return ticket or Russian internal passport,
 * proof within 3 hours." It concerns a booking with a Ukrainian passport (the passenger's nationality, the
 * passport's country) and a flight from a Turkish airport to a Russian one; Russians on the same route, or a
 * Ukrainian flying Russia to Turkey only, need not read it.
 */
export function isUkrainianPassportNoticeDue(trip: NoticeTrip): boolean {
  const upper = (code: string) => code.trim().toUpperCase();
  return (
    trip.passengers.some((p) => upper(p.nationality) === 'UA') &&
    trip.flights.some(
      (f) => upper(f.origin.countryCode) === 'TR' && upper(f.destination.countryCode) === 'RU',
    )
  );
}

/** Notices that concern only some travellers of a country's flights, by their content page. */
const NOTICE_RULES: Readonly<Record<string, (trip: NoticeTrip) => boolean>> = {
  [UKRAINIAN_PASSPORT_NOTICE]: isUkrainianPassportNoticeDue,
};

/**
 * The notices of a trip's countries that concern this booking: those with a rule when it applies, the others
 * (Thailand's 45 days, Egypt's visa) always.
 */
export function noticesForTrip<N extends { slug: string }>(notices: readonly N[], trip: NoticeTrip): N[] {
  return notices.filter((n) => NOTICE_RULES[n.slug]?.(trip) ?? true);
}
