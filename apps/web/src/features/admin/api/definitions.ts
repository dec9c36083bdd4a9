import type {
  Culture,
  DefinitionCityDto,
  DistrictDto,
  PackageTypeDto,
  PagedResult,
  SaveDistrictInput,
  SavePackageTypeInput,
  SaveTransferTariffInput,
  TransferTariffDto,
  UpdateDistrictInput,
  UpdatePackageTypeInput,
  UpdateTransferTariffInput,
} from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { listQueryOptions, pageQuery } from './list-query';

const DEFINITION = '/api/services/app/Definition';

interface PagedParams {
  /** names come in the request's language: a language switch is another list */
  culture: Culture;
  keyword: string;
  /** e.g. `Name desc`; '' = the server's order */
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}

export const cityListQueryOptions = (params: PagedParams & { countryCode: string }) =>
  listQueryOptions<PagedResult<DefinitionCityDto>>(
    ['admin', 'definitions', 'cities', params],
    `${DEFINITION}/GetCities`,
    {
      Keyword: params.keyword || undefined,
      CountryCode: params.countryCode || undefined,
      ...pageQuery(params),
    },
  );

/** One network city by code (the districts panel's heading and airport choices). */
export const cityQueryOptions = (code: string, culture: Culture) =>
  queryOptions({
    queryKey: ['admin', 'definitions', 'cities', 'one', code, culture] as const,
    queryFn: async ({ signal }) => {
      const page = await apiClient.get<PagedResult<DefinitionCityDto>>(`${DEFINITION}/GetCities`, {
        silent: true,
        signal,
        query: { Keyword: code, MaxResultCount: 50 },
      });
      return page.items.find((c) => c.code === code) ?? null;
    },
    staleTime: 0,
  });

/** The countries of the network (for the filter), from the whole city list: a few hundred rows. */
export const networkCountriesQueryOptions = (culture: Culture) =>
  queryOptions({
    queryKey: ['admin', 'definitions', 'countries', culture] as const,
    queryFn: async ({ signal }) => {
      const page = await apiClient.get<PagedResult<DefinitionCityDto>>(`${DEFINITION}/GetCities`, {
        silent: true,
        signal,
        query: { MaxResultCount: 1000 },
      });
      const names = new Map(page.items.map((c) => [c.countryCode, c.countryName]));
      return [...names].map(([code, name]) => ({ code, name }));
    },
    staleTime: 5 * 60_000,
  });

export const districtListQueryOptions = (params: PagedParams & { cityCode: string }) =>
  listQueryOptions<PagedResult<DistrictDto>>(
    ['admin', 'definitions', 'districts', params],
    `${DEFINITION}/GetDistricts`,
    {
      Input: params.cityCode,
      Keyword: params.keyword || undefined,
      ...pageQuery(params),
    },
  );

export const saveDistrict = (input: SaveDistrictInput) =>
  apiClient.post<DistrictDto>(`${DEFINITION}/SaveDistrict`, input, { silent: true });

export const updateDistrict = (input: UpdateDistrictInput) =>
  apiClient.put<DistrictDto>(`${DEFINITION}/UpdateDistrict`, input, { silent: true });

/** Not silent: a refusal is shown in the error dialog. */
export const deleteDistrict = (id: number) =>
  apiClient.delete<null>(`${DEFINITION}/DeleteDistrict`, { query: { Id: id } });

export const packageTypeListQueryOptions = (params: PagedParams & { isActive: '' | 'true' | 'false' }) =>
  listQueryOptions<PagedResult<PackageTypeDto>>(
    ['admin', 'definitions', 'packageTypes', params],
    `${DEFINITION}/GetPackageTypes`,
    {
      Keyword: params.keyword || undefined,
      IsActive: params.isActive || undefined,
      ...pageQuery(params),
    },
  );

export const savePackageType = (input: SavePackageTypeInput) =>
  apiClient.post<PackageTypeDto>(`${DEFINITION}/SavePackageType`, input, { silent: true });

export const updatePackageType = (input: UpdatePackageTypeInput) =>
  apiClient.put<PackageTypeDto>(`${DEFINITION}/UpdatePackageType`, input, { silent: true });

export const deletePackageType = (id: number) =>
  apiClient.delete<null>(`${DEFINITION}/DeletePackageType`, { query: { Id: id } });

/** Every tariff of one transfer zone the caller sees (vehicle names in the request's language). */
export const transferTariffsQueryOptions = (districtId: number, culture: Culture) =>
  queryOptions({
    queryKey: ['admin', 'definitions', 'transferTariffs', districtId, culture] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get<{ items: TransferTariffDto[] }>(`${DEFINITION}/GetTransferTariffs`, {
          silent: true,
          signal,
          query: { DistrictId: districtId },
        })
      ).items,
    staleTime: 0,
  });

/** All vehicle types the caller sees (a few dozen at most), for the tariff form's choice. */
export const allPackageTypesQueryOptions = (culture: Culture) =>
  packageTypeListQueryOptions({
    culture,
    keyword: '',
    isActive: '',
    sorting: '',
    skipCount: 0,
    maxResultCount: 1000,
  });

export const saveTransferTariff = (input: SaveTransferTariffInput) =>
  apiClient.post<TransferTariffDto>(`${DEFINITION}/SaveTransferTariff`, input, { silent: true });

export const updateTransferTariff = (input: UpdateTransferTariffInput) =>
  apiClient.put<TransferTariffDto>(`${DEFINITION}/UpdateTransferTariff`, input, { silent: true });

/** Not silent: a refusal is shown in the error dialog. */
export const deleteTransferTariff = (id: number) =>
  apiClient.delete<null>(`${DEFINITION}/DeleteTransferTariff`, { query: { Id: id } });
