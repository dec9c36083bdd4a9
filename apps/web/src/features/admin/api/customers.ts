import type { CustomerDto, PagedResult, SaveCustomerInput } from '@charterdesk/domain';
import { apiClient } from '../../../shared/api/api-client';
import { listQueryOptions, pageQuery } from './list-query';

const CUSTOMER = '/api/services/app/Customer';

export interface CustomerListParams {
  keyword: string;
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}

export const customersQueryOptions = (params: CustomerListParams) =>
  listQueryOptions<PagedResult<CustomerDto>>(
    ['admin', 'customers', 'list', params],
    `${CUSTOMER}/GetCustomers`,
    {
      Keyword: params.keyword || undefined,
      ...pageQuery(params),
    },
  );

/** Creates (no id) or updates (id): the spec's one SaveCustomer call. */
export const saveCustomer = (input: SaveCustomerInput) =>
  apiClient.post<CustomerDto>(`${CUSTOMER}/SaveCustomer`, input, { silent: true });

/** Not silent: a refusal is shown in the error dialog. */
export const deleteCustomer = (id: number) =>
  apiClient.delete<null>(`${CUSTOMER}/Delete`, { query: { Id: id } });
