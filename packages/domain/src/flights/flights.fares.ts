import { type Converter, percentOf } from '../money/money.js';
import type { FlightPrice, PassengerCounts, PassengerPrice, PassengerType } from './flights.schemas.js';

/** The four parts of a fare, per passenger, in minor units of the fare's currency. */
export interface FareComponents {
  baseFare: number;
  tax: number;
  fuel: number;
  servicePrice: number;
}

/** What a child and an infant pay of the adult base fare, in whole percent. */
export interface FareRules {
  childPercent: number;
  infantPercent: number;
}

/** DESIGN §3: child 75 %, infant 10 % of the adult base fare unless the programme says otherwise. */
export const DEFAULT_CHILD_FARE_PERCENT = 75;
export const DEFAULT_INFANT_FARE_PERCENT = 10;
/** Product spec §9: infant tickets cost 5–25 % of the adult fare. */
export const INFANT_FARE_PERCENT_MIN = 5;
export const INFANT_FARE_PERCENT_MAX = 25;
export const DEFAULT_FARE_RULES: FareRules = {
  childPercent: DEFAULT_CHILD_FARE_PERCENT,
  infantPercent: DEFAULT_INFANT_FARE_PERCENT,
};

/**
 * The fare one passenger of a type pays on one flight, from the adult fare:
 * adults pay everything; children their share of the base fare plus taxes, fuel and service (they take a seat);
 * infants (on a lap, no seat) their share of the base fare plus the service price only — no seat taxes, no fuel.
 * Shares are rounded half up to the minor unit.
 */
export function passengerFare(adult: FareComponents, type: PassengerType, rules: FareRules): FareComponents {
  switch (type) {
    case 'adult':
      return { ...adult };
    case 'child':
      return { ...adult, baseFare: percentOf(adult.baseFare, rules.childPercent) };
    case 'infant':
      return {
        baseFare: percentOf(adult.baseFare, rules.infantPercent),
        tax: 0,
        fuel: 0,
        servicePrice: adult.servicePrice,
      };
  }
}

export const fareTotal = (f: FareComponents) => f.baseFare + f.tax + f.fuel + f.servicePrice;

/** One flight of an itinerary as priced: the adult fare in its currency, with the programme's rules. */
export interface LegFare {
  currency: string;
  adult: FareComponents;
  rules: FareRules;
}

const COMPONENTS = ['baseFare', 'tax', 'fuel', 'servicePrice'] as const;
const TYPES: readonly { type: PassengerType; count: keyof PassengerCounts }[] = [
  { type: 'adult', count: 'adults' },
  { type: 'child', count: 'children' },
  { type: 'infant', count: 'infants' },
];

/**
 * Prices an itinerary (one or more flights) for the passengers, in `currency`.
 *
 * Conversion order, so that what is shown always adds up to the minor unit:
 * 1. per passenger type and per component, the flights' amounts in the same currency are added up;
 * 2. each such per-passenger component is converted once (exact, half up — money.ts);
 * 3. a passenger's total is the sum of its converted components, the price's totals are those times the
 *    counts. So total = Σ components = Σ perPassenger.total × count, in every currency.
 * Converting the grand total instead would differ from that sum by a few minor units.
 */
export function priceItinerary(
  legs: readonly LegFare[],
  counts: PassengerCounts,
  currency: string,
  convert: Converter,
): FlightPrice {
  if (legs.length === 0) throw new Error('an itinerary has at least one flight');
  const perPassenger: PassengerPrice[] = [];
  const price: FlightPrice = {
    currency,
    perPassenger,
    baseFare: 0,
    tax: 0,
    fuel: 0,
    servicePrice: 0,
    total: 0,
  };
  for (const { type, count: countKey } of TYPES) {
    const count = counts[countKey];
    if (count <= 0) continue;
    const byCurrency = new Map<string, FareComponents>();
    for (const leg of legs) {
      const fare = passengerFare(leg.adult, type, leg.rules);
      const sum = byCurrency.get(leg.currency) ?? { baseFare: 0, tax: 0, fuel: 0, servicePrice: 0 };
      for (const c of COMPONENTS) sum[c] += fare[c];
      byCurrency.set(leg.currency, sum);
    }
    const converted: FareComponents = { baseFare: 0, tax: 0, fuel: 0, servicePrice: 0 };
    for (const [from, sum] of byCurrency) {
      for (const c of COMPONENTS) converted[c] += convert(sum[c], from, currency);
    }
    const total = fareTotal(converted);
    perPassenger.push({ type, count, ...converted, total });
    for (const c of COMPONENTS) price[c] += converted[c] * count;
    price.total += total * count;
  }
  return price;
}
