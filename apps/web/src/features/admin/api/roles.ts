import type { Culture, PagedResult, RoleDto } from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { listQueryOptions, pageQuery } from './list-query';

const ROLE = '/api/services/app/Role';

export interface RoleListParams {
  keyword: string;
  /** ABP Sorting, e.g. `DisplayName desc`; '' = by name */
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}

export interface PermissionDto {
  id: number;
  name: string;
  displayName: string;
  description: string | null;
}

export interface RoleInput {
  name: string;
  displayName: string;
  description?: string | null;
  grantedPermissions: string[];
}

export const rolesQueryOptions = (params: RoleListParams) =>
  listQueryOptions<PagedResult<RoleDto>>(['admin', 'roles', 'list', params], `${ROLE}/GetAll`, {
    Keyword: params.keyword || undefined,
    ...pageQuery(params),
  });

/** Display names are localized by the server: the culture is part of the key. */
export const permissionsQueryOptions = (culture: Culture) =>
  queryOptions({
    queryKey: ['admin', 'roles', 'permissions', culture] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: PermissionDto[] }>(`${ROLE}/GetAllPermissions`, { silent: true, signal }))
        .items,
    staleTime: 10 * 60_000,
  });

export const createRole = (input: RoleInput) =>
  apiClient.post<RoleDto>(`${ROLE}/Create`, input, { silent: true });

export const updateRole = (input: RoleInput & { id: number }) =>
  apiClient.put<RoleDto>(`${ROLE}/Update`, input, { silent: true });

/** Not silent: the refusal for the built-in Admin role is shown in the error dialog. */
export const deleteRole = (id: number) => apiClient.delete<null>(`${ROLE}/Delete`, { query: { Id: id } });
