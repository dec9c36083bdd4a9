import { AppError } from '../../kernel/errors.js';

/** Refusals of the transfer search and tariffs, with stable keys the web app branches on (404/409/422). */
export const transferErrors = {
  unknownAirport: (code: string) =>
    new AppError({
      status: 422,
      key: 'transfers.unknown_airport',
      message: 'Transfer.UnknownAirport',
      messageParams: { code },
    }),
  /** the zone is unknown here, inactive, or starts from another airport */
  zoneNotOfAirport: (code: string) =>
    new AppError({
      status: 422,
      key: 'transfers.zone_not_of_airport',
      message: 'Transfer.ZoneNotOfAirport',
      messageParams: { code },
    }),
  /** the same texts as the flight search's: the visitor's next step is the same */
  searchNotFound: () =>
    new AppError({
      status: 404,
      key: 'transfers.search_not_found',
      message: 'Flight.SearchNotFound',
      details: 'Flight.SearchNotFoundDetails',
    }),
  searchExpired: () =>
    new AppError({
      status: 409,
      key: 'transfers.search_expired',
      message: 'Flight.SearchExpired',
      details: 'Flight.SearchExpiredDetails',
    }),
  /** the chosen vehicle left the results (tariff removed, zone closed) */
  optionNotFound: () =>
    new AppError({
      status: 409,
      key: 'transfers.option_unavailable',
      message: 'Transfer.OptionNotFound',
      details: 'Transfer.NoTransferFound',
    }),
  /** the pick-up came closer than 2 hours while the buyer was filling the form */
  pickupTooSoon: () =>
    new AppError({ status: 422, key: 'transfers.pickup_too_soon', message: 'Transfer.PickupTooSoon' }),
  tariffExists: () =>
    new AppError({ status: 409, key: 'transfers.tariff_exists', message: 'Transfer.TariffExists' }),
};
