import type { CreateTenantInput, Currency, PagedResult, TenantDto } from '@charterdesk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

const TENANT = '/api/services/app/Tenant';

export interface TenantListParams {
  keyword: string;
  isActive: '' | 'true' | 'false';
  skipCount: number;
  maxResultCount: number;
}

export interface UpdateTenantRequest {
  id: number;
  tenancyName: string;
  name: string;
  isActive: boolean;
  domains: string[];
  allowedCurrencies: Currency[];
}

export const tenantsQueryOptions = (params: TenantListParams) =>
  queryOptions({
    queryKey: ['admin', 'tenants', 'list', params] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PagedResult<TenantDto>>(`${TENANT}/GetAll`, {
        silent: true,
        signal,
        query: {
          Keyword: params.keyword || undefined,
          IsActive: params.isActive || undefined,
          SkipCount: params.skipCount,
          MaxResultCount: params.maxResultCount,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Answers the tenant and the generated password of its admin user, shown once. */
export const createTenant = (input: CreateTenantInput) =>
  apiClient.post<TenantDto & { adminPassword: string }>(`${TENANT}/Create`, input, { silent: true });

export const updateTenant = (input: UpdateTenantRequest) =>
  apiClient.put<TenantDto>(`${TENANT}/Update`, input, { silent: true });

export const deleteTenant = (id: number) => apiClient.delete<null>(`${TENANT}/Delete`, { query: { Id: id } });
