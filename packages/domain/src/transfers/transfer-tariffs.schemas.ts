import { z } from 'zod';
import { CURRENCIES } from '../common/currency.js';

/**
 * Back office: the price of a transfer to one zone in one vehicle type (Definition/GetTransferTariffs,
 * SaveTransferTariff, UpdateTransferTariff, DeleteTransferTariff; Pages.Definitions). The host's tariffs are
 * sold on every site variant; a tenant's own tariff for the same zone and vehicle replaces the host's there.
 */

/** Definition/GetTransferTariffs?DistrictId: every tariff of one zone the caller sees. */
export const getTransferTariffsInputSchema = z.object({
  districtId: z.coerce.number().int().positive({ error: 'Transfer.InvalidDistrict' }),
});
export type GetTransferTariffsInput = z.output<typeof getTransferTariffsInputSchema>;

export const saveTransferTariffInputSchema = z.object({
  districtId: z.coerce.number().int().positive({ error: 'Transfer.InvalidDistrict' }),
  packageTypeId: z.coerce.number().int().positive(),
  /** per vehicle, one way, minor units of `currency` */
  price: z.coerce.number().int().positive().max(100_000_000),
  currency: z.enum(CURRENCIES),
  isActive: z.boolean().default(true),
});
export type SaveTransferTariffInput = z.output<typeof saveTransferTariffInputSchema>;

/** Zone and vehicle are what a tariff is: only the price, its currency and the active flag change. */
export const updateTransferTariffInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  price: z.coerce.number().int().positive().max(100_000_000),
  currency: z.enum(CURRENCIES),
  isActive: z.boolean().default(true),
});
export type UpdateTransferTariffInput = z.output<typeof updateTransferTariffInputSchema>;

export const transferTariffDtoSchema = z.object({
  id: z.number().int(),
  districtId: z.number().int(),
  packageTypeId: z.number().int(),
  /** the vehicle type in the request's language */
  vehicleName: z.string(),
  passengerCapacity: z.number().int(),
  baggageCapacity: z.number().int(),
  price: z.number().int(),
  currency: z.string(),
  isActive: z.boolean(),
  /** a host tariff shown to a tenant: visible, not editable */
  isReadOnly: z.boolean(),
  /** a host tariff the tenant's own tariff for the same vehicle replaces on its site */
  isOverridden: z.boolean(),
  creationTime: z.string(),
  lastModificationTime: z.string().nullable(),
});
export type TransferTariffDto = z.infer<typeof transferTariffDtoSchema>;
