import type { CustomerDto, PagedResult, SaveCustomerInput } from '@charterdesk/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

const CUSTOMER = '/api/services/app/Customer';

export interface CustomerListParams {
  keyword: string;
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}

export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: ['admin', 'customers', 'list', params] as const,
    queryFn: ({ signal }) =>
      apiClient.get<PagedResult<CustomerDto>>(`${CUSTOMER}/GetCustomers`, {
        silent: true,
        signal,
        query: {
          Keyword: params.keyword || undefined,
          Sorting: params.sorting || undefined,
          SkipCount: params.skipCount,
          MaxResultCount: params.maxResultCount,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** Creates (no id) or updates (id): the spec's one SaveCustomer call. */
export const saveCustomer = (input: SaveCustomerInput) =>
  apiClient.post<CustomerDto>(`${CUSTOMER}/SaveCustomer`, input, { silent: true });

/** Not silent: a refusal is shown in the error dialog. */
export const deleteCustomer = (id: number) =>
  apiClient.delete<null>(`${CUSTOMER}/Delete`, { query: { Id: id } });
