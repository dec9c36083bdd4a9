// The search's constants and passenger-count rules, without zod: the browser's results page and passenger
// picker use them without the schemas (re-exported by flights.schemas.ts).

export const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const CABIN_CLASSES = ['economy', 'premiumEconomy', 'business', 'first'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];
export const PASSENGER_TYPES = ['adult', 'child', 'infant'] as const;
export type PassengerType = (typeof PASSENGER_TYPES)[number];

/** Spec §5 / DESIGN §3: at most 9 passengers including infants. */
export const MAX_PASSENGERS = 9;

export interface PassengerCounts {
  adults: number;
  children: number;
  infants: number;
}

/** Passenger-count rules shared by the picker and the API; answers message keys. */
export function passengerCountProblems(c: PassengerCounts): { key: string; member: keyof PassengerCounts }[] {
  const problems: { key: string; member: keyof PassengerCounts }[] = [];
  if (c.adults + c.children + c.infants > MAX_PASSENGERS)
    problems.push({ key: 'Flight.TooManyPassengers', member: 'adults' });
  if (c.infants > c.adults) problems.push({ key: 'Flight.InfantsExceedAdults', member: 'infants' });
  if (c.children > 0 && c.adults === 0)
    problems.push({ key: 'Flight.ChildrenNeedAdult', member: 'children' });
  if (c.adults + c.children === 0) problems.push({ key: 'Flight.AtLeastOnePassenger', member: 'adults' });
  return problems;
}
