import type { CreateTenantInput, Currency, PagedResult, TenantDto } from '@charterdesk/domain';
import { apiClient } from '../../../shared/api/api-client';
import { listQueryOptions } from './list-query';

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
  listQueryOptions<PagedResult<TenantDto>>(['admin', 'tenants', 'list', params], `${TENANT}/GetAll`, {
    Keyword: params.keyword || undefined,
    IsActive: params.isActive || undefined,
    SkipCount: params.skipCount,
    MaxResultCount: params.maxResultCount,
  });

/** Creates the tenant; its admin user gets a set-password link by e-mail. */
export const createTenant = (input: CreateTenantInput) =>
  apiClient.post<TenantDto>(`${TENANT}/Create`, input, { silent: true });

export const updateTenant = (input: UpdateTenantRequest) =>
  apiClient.put<TenantDto>(`${TENANT}/Update`, input, { silent: true });

export const deleteTenant = (id: number) => apiClient.delete<null>(`${TENANT}/Delete`, { query: { Id: id } });
