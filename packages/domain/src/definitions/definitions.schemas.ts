import { z } from 'zod';
import { pagedRequestSchema } from '../common/paging.js';

const code3 = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { error: 'Validation.LocationCode' });
const localizedName = (max: number) => z.string().trim().min(1).max(max);
const sorting = z.string().trim().max(64).optional();
const keyword = z.string().trim().max(128).optional();
/** query-string booleans: '' or absent = no filter */
const activeFilter = z
  .enum(['true', 'false', ''])
  .optional()
  .transform((v) => (v === 'true' ? true : v === 'false' ? false : undefined));

/** Audit fields every definition row answers with (instants in UTC ISO). */
const auditDto = {
  creationTime: z.string(),
  lastModificationTime: z.string().nullable(),
};

// ——— cities ———

/** Definition/GetCities: filters Keyword (name in any language or code), CountryCode, Sorting (Name, Code, DistrictCount). */
export const getCitiesInputSchema = pagedRequestSchema.extend({
  keyword,
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, { error: 'Validation.CountryCode' })
    .optional()
    .transform((v) => v || undefined),
  sorting,
});
export type GetCitiesInput = z.output<typeof getCitiesInputSchema>;

export const definitionCityDtoSchema = z.object({
  code: z.string(),
  /** in the request's language */
  name: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  airports: z.array(z.object({ code: z.string(), name: z.string() })),
  /** active transfer zones visible to the caller (host's and own) */
  districtCount: z.number().int(),
});
export type DefinitionCityDto = z.infer<typeof definitionCityDtoSchema>;

// ——— districts (transfer zones) ———

/** Definition/GetDistricts: `Input` is the city code (the spec's GetDistricts?input). */
export const getDistrictsInputSchema = pagedRequestSchema.extend({
  input: code3,
  keyword,
  isActive: activeFilter,
  sorting,
});
export type GetDistrictsInput = z.output<typeof getDistrictsInputSchema>;

export const saveDistrictInputSchema = z.object({
  cityCode: code3,
  /** must be an airport of that city: transfers start where the flights land */
  airportCode: code3,
  nameRu: localizedName(128),
  nameEn: localizedName(128),
  nameTr: localizedName(128),
  /** usual drive time from the airport */
  transferMinutes: z.coerce.number().int().min(5).max(720),
  isActive: z.boolean().default(true),
});
export type SaveDistrictInput = z.output<typeof saveDistrictInputSchema>;
export const updateDistrictInputSchema = saveDistrictInputSchema.extend({ id: z.number().int().positive() });
export type UpdateDistrictInput = z.output<typeof updateDistrictInputSchema>;

export const districtDtoSchema = z.object({
  id: z.number().int(),
  cityCode: z.string(),
  airportCode: z.string(),
  airportName: z.string(),
  /** in the request's language */
  name: z.string(),
  nameRu: z.string(),
  nameEn: z.string(),
  nameTr: z.string(),
  transferMinutes: z.number().int(),
  isActive: z.boolean(),
  /** a row of the host shown to a tenant: visible, not editable */
  isReadOnly: z.boolean(),
  ...auditDto,
});
export type DistrictDto = z.infer<typeof districtDtoSchema>;

// ——— package types (vehicle types) ———

export const getPackageTypesInputSchema = pagedRequestSchema.extend({
  keyword,
  isActive: activeFilter,
  sorting,
});
export type GetPackageTypesInput = z.output<typeof getPackageTypesInputSchema>;

export const savePackageTypeInputSchema = z.object({
  nameRu: localizedName(64),
  nameEn: localizedName(64),
  nameTr: localizedName(64),
  passengerCapacity: z.coerce.number().int().min(1).max(60),
  baggageCapacity: z.coerce.number().int().min(0).max(100),
  sortOrder: z.coerce.number().int().min(0).max(999).default(0),
  isActive: z.boolean().default(true),
});
export type SavePackageTypeInput = z.output<typeof savePackageTypeInputSchema>;
export const updatePackageTypeInputSchema = savePackageTypeInputSchema.extend({
  id: z.number().int().positive(),
});
export type UpdatePackageTypeInput = z.output<typeof updatePackageTypeInputSchema>;

export const packageTypeDtoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameRu: z.string(),
  nameEn: z.string(),
  nameTr: z.string(),
  passengerCapacity: z.number().int(),
  baggageCapacity: z.number().int(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  isReadOnly: z.boolean(),
  ...auditDto,
});
export type PackageTypeDto = z.infer<typeof packageTypeDtoSchema>;

/** A transfer zone as the public city page shows it. */
export const transferZoneSchema = z.object({
  /** the district id a transfer search names (Transfer/SaveTransferSearch districtId) */
  id: z.number().int(),
  name: z.string(),
  airportCode: z.string(),
  airportName: z.string(),
  transferMinutes: z.number().int(),
});
export type TransferZone = z.infer<typeof transferZoneSchema>;
