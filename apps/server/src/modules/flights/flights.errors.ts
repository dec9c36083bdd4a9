import { AppError } from '../../kernel/errors.js';

/** Refusals of the flight search, with stable keys the web app branches on (API-CONVENTIONS: 404/409/422). */
export const flightErrors = {
  /** an origin or destination code that is neither a city nor an airport we know */
  unknownLocation: (code: string, member: 'origin' | 'destination') =>
    new AppError({
      status: 422,
      key: 'flights.unknown_location',
      message: 'Flight.UnknownLocation',
      messageParams: { code, member },
    }),
  searchNotFound: () =>
    new AppError({
      status: 404,
      key: 'flights.search_not_found',
      message: 'Flight.SearchNotFound',
      details: 'Flight.SearchNotFoundDetails',
    }),
  /** results are answered for 30 minutes; after that prices may have changed */
  searchExpired: () =>
    new AppError({
      status: 409,
      key: 'flights.search_expired',
      message: 'Flight.SearchExpired',
      details: 'Flight.SearchExpiredDetails',
    }),
};
