import type { CreateUserInput, PagedResult, RoleDto, UpdateUserInput, UserDto } from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';
import { listQueryOptions, pageQuery } from './list-query';

const USER = '/api/services/app/User';

export interface UserListParams {
  keyword: string;
  /** '' = all */
  isActive: '' | 'true' | 'false';
  /** e.g. `UserName desc` */
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}

export const usersQueryOptions = (params: UserListParams) =>
  listQueryOptions<PagedResult<UserDto>>(['admin', 'users', 'list', params], `${USER}/GetAll`, {
    Keyword: params.keyword || undefined,
    IsActive: params.isActive || undefined,
    ...pageQuery(params),
  });

export const userRolesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'users', 'roles'] as const,
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ items: RoleDto[] }>(`${USER}/GetRoles`, { silent: true, signal })).items,
    staleTime: 0,
  });

export const createUser = (input: CreateUserInput) =>
  apiClient.post<UserDto>(`${USER}/Create`, input, { silent: true });

export const updateUser = (input: UpdateUserInput) =>
  apiClient.put<UserDto>(`${USER}/Update`, input, { silent: true });

/** Not silent: a refusal (yourself, admin) is shown in the error dialog. */
export const deleteUser = (id: number) => apiClient.delete<null>(`${USER}/Delete`, { query: { Id: id } });

export const setUserActive = (id: number, active: boolean) =>
  apiClient.post<null>(`${USER}/${active ? 'Activate' : 'DeActivate'}`, { id });

export const resetUserPassword = (input: { adminPassword: string; userId: number; newPassword: string }) =>
  apiClient.post<boolean>(`${USER}/ResetPassword`, input, { silent: true });

export const changeOwnPassword = (input: { currentPassword: string; newPassword: string }) =>
  apiClient.post<boolean>(`${USER}/ChangePassword`, input, { silent: true });

export const changeUserLanguage = (languageName: string) =>
  apiClient.post<null>(`${USER}/ChangeLanguage`, { languageName }, { silent: true });
