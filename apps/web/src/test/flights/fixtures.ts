import type {
  AirportRef,
  DayPrice,
  FlightOption,
  FlightSearchResult,
  LocationOption,
} from '@charterdesk/domain';

const airports: Record<string, AirportRef> = {
  SVO: {
    code: 'SVO',
    name: 'Sheremetyevo',
    cityCode: 'MOW',
    cityName: 'Moscow',
    countryCode: 'RU',
    timeZone: 'Europe/Moscow',
  },
  VKO: {
    code: 'VKO',
    name: 'Vnukovo',
    cityCode: 'MOW',
    cityName: 'Moscow',
    countryCode: 'RU',
    timeZone: 'Europe/Moscow',
  },
  AYT: {
    code: 'AYT',
    name: 'Antalya',
    cityCode: 'AYT',
    cityName: 'Antalya',
    countryCode: 'TR',
    timeZone: 'Europe/Istanbul',
  },
  IST: {
    code: 'IST',
    name: 'Istanbul',
    cityCode: 'IST',
    cityName: 'Istanbul',
    countryCode: 'TR',
    timeZone: 'Europe/Istanbul',
  },
};

export function airport(code: keyof typeof airports): AirportRef {
  return airports[code]!;
}

export interface OptionSpec {
  id: string;
  direction?: FlightOption['direction'];
  airline?: string;
  from?: keyof typeof airports;
  to?: keyof typeof airports;
  date?: string;
  departure?: string;
  arrival?: string;
  arrivalDate?: string;
  duration?: number;
  stops?: number;
  baggageKg?: number;
  total?: number;
  adults?: number;
  seatsLeft?: number | null;
  isCharter?: boolean;
  isRefundable?: boolean;
}

const AIRLINE_NAMES: Record<string, string> = { XC: 'Corendon', PC: 'Pegasus', SU: 'Aeroflot' };

/** A complete FlightOption with sensible defaults; tests override only what they look at. */
export function flightOption(spec: OptionSpec): FlightOption {
  const direction = spec.direction ?? 'outbound';
  const from = airport(spec.from ?? (direction === 'outbound' ? 'SVO' : 'AYT'));
  const to = airport(spec.to ?? (direction === 'outbound' ? 'AYT' : 'SVO'));
  const date = spec.date ?? '2026-12-10';
  const departure = spec.departure ?? '08:30';
  const arrival = spec.arrival ?? '12:15';
  const arrivalDate = spec.arrivalDate ?? date;
  const airlineCode = spec.airline ?? 'XC';
  const adults = spec.adults ?? 1;
  const total = spec.total ?? 20000;
  const stops = spec.stops ?? 0;
  const segment = {
    airlineCode,
    airlineName: AIRLINE_NAMES[airlineCode] ?? airlineCode,
    flightNumber: `${airlineCode} 123`,
    aircraft: 'Boeing 737-800',
    origin: from,
    destination: to,
    departureLocal: `${date}T${departure}`,
    arrivalLocal: `${arrivalDate}T${arrival}`,
    durationMinutes: spec.duration ?? 225,
  };
  return {
    id: spec.id,
    direction,
    airlineCode,
    airlineName: AIRLINE_NAMES[airlineCode] ?? airlineCode,
    flightNumber: `${airlineCode} ${100 + spec.id.length}`,
    origin: from,
    destination: to,
    departureDate: date,
    departureHour: departure,
    arrivalDate,
    arrivalHour: arrival,
    departureLocal: `${date}T${departure}`,
    arrivalLocal: `${arrivalDate}T${arrival}`,
    durationMinutes: spec.duration ?? 225,
    isDirect: stops === 0,
    stops,
    segments: stops === 0 ? [segment] : [segment, { ...segment, origin: airport('IST') }],
    cabinClass: 'economy',
    baggageKg: spec.baggageKg ?? 20,
    handBaggageKg: 10,
    price: {
      currency: 'EUR',
      perPassenger: [
        {
          type: 'adult',
          count: adults,
          baseFare: total / adults - 2000,
          tax: 1500,
          fuel: 500,
          servicePrice: 0,
          total: total / adults,
        },
      ],
      baseFare: total - 2000 * adults,
      tax: 1500 * adults,
      fuel: 500 * adults,
      servicePrice: 0,
      total,
    },
    isRefundable: spec.isRefundable ?? false,
    isCharter: spec.isCharter ?? true,
    seatsLeft: spec.seatsLeft ?? null,
  };
}

export function searchResult(
  options: FlightOption[],
  overrides: Partial<FlightSearchResult['criteria']> = {},
): FlightSearchResult {
  return {
    id: 's1',
    insurancePerPassenger: 900,
    criteria: {
      origin: 'MOW',
      destination: 'AYT',
      departureDate: '2026-12-10',
      returnDate: null,
      tripType: 'oneWay',
      cabinClass: 'economy',
      directPreferred: false,
      includeNearbyAirports: false,
      adults: 1,
      children: 0,
      infants: 0,
      ...overrides,
    },
    origin: {
      code: 'MOW',
      name: 'Moscow',
      cityCode: 'MOW',
      cityName: 'Moscow',
      countryCode: 'RU',
      kind: 'city',
    },
    destination: {
      code: 'AYT',
      name: 'Antalya',
      cityCode: 'AYT',
      cityName: 'Antalya',
      countryCode: 'TR',
      kind: 'airport',
    },
    currency: 'EUR',
    expiresAt: '2099-01-01T00:00:00Z',
    flightSearchResponses: options,
  };
}

export function dayPrice(
  date: string,
  cheapestTotal: number | null,
  direction: DayPrice['direction'] = 'outbound',
) {
  return { direction, date, cheapestTotal, currency: 'EUR' } satisfies DayPrice;
}

export function location(
  kind: LocationOption['kind'],
  code: string,
  name: string,
  extra: Partial<LocationOption> = {},
): LocationOption {
  return {
    kind,
    code,
    name,
    cityCode: extra.cityCode ?? code,
    cityName: extra.cityName ?? name,
    countryCode: extra.countryCode ?? 'RU',
    countryName: extra.countryName ?? 'Russia',
    airportCount: extra.airportCount ?? 1,
    timeZone: 'Europe/Moscow',
    latitude: 55.75,
    longitude: 37.61,
    ...extra,
  };
}
