import { AppError } from '../../kernel/errors.js';

/** Refusals of the admin inventory service and of sales it stopped, with stable keys (API-CONVENTIONS). */
export const inventoryErrors = {
  /** another programme of the same flight number overlaps the period */
  duplicateProgramme: (flight: string, from?: string, to?: string) =>
    new AppError({
      status: 409,
      key: 'inventory.duplicate_programme',
      message: 'Inventory.DuplicateProgramme',
      messageParams: { flight },
      ...(from && to ? { details: 'Inventory.DuplicateProgrammeDetails', detailsParams: { from, to } } : {}),
    }),
  /** a tenant looking at the host's inventory */
  readOnly: () => new AppError({ status: 403, key: 'inventory.read_only', message: 'Inventory.ReadOnly' }),
  cabinsFixed: () =>
    new AppError({ status: 422, key: 'inventory.cabins_fixed', message: 'Inventory.CabinsFixed' }),
  /** fewer seats than already sold or held on some dated flight: we never oversell */
  seatsInUse: (cabin: string, seats: number, count: number, date: string) =>
    new AppError({
      status: 409,
      key: 'inventory.seats_in_use',
      message: 'Inventory.SeatsInUse',
      messageParams: { cabin, seats },
      details: 'Inventory.SeatsInUseDetails',
      detailsParams: { count, date },
    }),
  /** AddOrder on a flight staff closed for sale */
  salesClosed: () =>
    new AppError({
      status: 409,
      key: 'bookings.sales_closed',
      message: 'Inventory.SalesClosed',
      details: 'Inventory.SalesClosedDetails',
    }),
};
