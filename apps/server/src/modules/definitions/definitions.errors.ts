import { AppError } from '../../kernel/errors.js';

/** Refusals of the definition screens, with stable keys for the web app. */
export const definitionErrors = {
  airportNotInCity: (airport: string, city: string) =>
    new AppError({
      status: 422,
      key: 'definitions.airport_not_in_city',
      message: 'Definitions.AirportNotInCity',
      messageParams: { airport, city },
    }),
  unknownCity: (code: string) =>
    new AppError({
      status: 422,
      key: 'definitions.unknown_city',
      message: 'Definitions.UnknownCity',
      messageParams: { code },
    }),
  /** a tenant tried to change a row the host shares with every site variant */
  hostRecordReadOnly: () =>
    new AppError({
      status: 422,
      key: 'definitions.read_only',
      message: 'Definitions.HostRecordReadOnly',
    }),
};
