import type { CabinClass, LegFare, PassengerCounts } from '@charterdesk/domain';

/** What a search asks every supplier for: one direction, a range of local departure dates of the first flight. */
export interface SupplierSearchQuery {
  /** IATA airport codes (a city is already resolved into its airports, nearby ones added) */
  origins: readonly string[];
  destinations: readonly string[];
  dateFrom: string;
  dateTo: string;
  cabinClass: CabinClass;
  /** seats the party needs: adults + children (infants sit on a lap) */
  seats: number;
  /** only departures after this instant (now) */
  departAfter: Date;
  /** 0 = direct flights only */
  maxStops: number;
  /** the site variant searching (null = host): its own inventory and the host's, never another tenant's */
  tenantId: number | null;
}

/** One flight of an offer, supplier-neutral; instants UTC, local times airport-local `YYYY-MM-DDTHH:mm`. */
export interface OfferLeg {
  /** the supplier's reference of the dated flight (ours: flights.id) */
  ref: string;
  airlineCode: string;
  airlineName: string;
  /** full designator as printed on the ticket, e.g. "ZF 9012" */
  flightNumber: string;
  aircraft: string;
  originCode: string;
  destinationCode: string;
  departureAt: Date;
  arrivalAt: Date;
  departureLocal: string;
  arrivalLocal: string;
  seatsLeft: number;
  isCharter: boolean;
  isRefundable: boolean;
  baggageKg: number;
  handBaggageKg: number;
  /** this date's adult fare in the supplier's currency, with the child/infant rules */
  fare: LegFare;
}

/** A bookable itinerary: one flight, or flights connecting at the same airport. */
export interface SupplierOffer {
  supplier: string;
  /** stable for the same flights: the legs' refs joined by "-" */
  id: string;
  /** local departure date of the first flight */
  departureDate: string;
  legs: OfferLeg[];
}

export interface SupplierHold {
  supplier: string;
  offerId: string;
  cabinClass: CabinClass;
  seats: number;
}

/**
 * A source of flights (DESIGN §4). `search` is what the results page needs; hold/issue/release arrive with
 * the booking flow and are optional until every supplier implements them.
 */
export interface FlightSupplier {
  readonly code: string;
  search(query: SupplierSearchQuery): Promise<SupplierOffer[]>;
  /** Takes the seats of an offer for the party, all flights or none; undefined when they are gone. */
  hold?(
    offerId: string,
    cabinClass: CabinClass,
    passengers: PassengerCounts,
  ): Promise<SupplierHold | undefined>;
  /** Issues tickets for a paid hold; answers the e-ticket numbers, one per passenger and flight. */
  issue?(hold: SupplierHold, passengerCount: number): Promise<string[]>;
  /** Gives the seats of a hold back (expired or cancelled). */
  release?(hold: SupplierHold): Promise<void>;
}
