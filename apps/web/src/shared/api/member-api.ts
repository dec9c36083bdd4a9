import type {
  AuthenticateResult,
  Culture,
  MemberDashboard,
  MemberOrder,
  MemberProfile,
  RegisterInput,
  SavedPassenger,
  SaveSavedPassengerInput,
  UpdateMemberProfileInput,
  UpdateMemberSettingsInput,
} from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

// Customer accounts: sign-in, e-mailed links and the signed-in member's own service (server: accounts module).
const APP = '/api/services/app';
const silent = { silent: true } as const;

export const memberKeys = {
  all: ['member'] as const,
  profile: ['member', 'profile'] as const,
  passengers: ['member', 'passengers'] as const,
  bookings: ['member', 'bookings'] as const,
  dashboard: ['member', 'dashboard'] as const,
};

export const authenticate = (body: {
  userNameOrEmailAddress: string;
  password: string;
  rememberClient: boolean;
}) => apiClient.post<AuthenticateResult>('/api/TokenAuth/Authenticate', body, silent);
export const logOut = () => apiClient.post<null>('/api/TokenAuth/LogOut', {}, silent);
export const logOutEverywhere = () => apiClient.post<null>('/api/TokenAuth/LogOutEverywhere', {}, silent);

export const register = (body: Omit<RegisterInput, 'userName'>) =>
  apiClient.post<{ canLogin: boolean }>(`${APP}/Account/Register`, body, silent);
export const confirmEmail = (token: string) =>
  apiClient.post<{ confirmed: boolean }>(`${APP}/Account/ConfirmEmail`, { token }, silent);
export const sendPasswordResetLink = (emailAddress: string) =>
  apiClient.post<null>(`${APP}/Account/SendPasswordResetLink`, { emailAddress }, silent);
export const resetPassword = (token: string, newPassword: string) =>
  apiClient.post<{ canLogin: boolean; kind: 'staff' | 'member' }>(
    `${APP}/Account/ResetPassword`,
    { token, newPassword },
    silent,
  );

export const profileQuery = () =>
  queryOptions({
    queryKey: memberKeys.profile,
    queryFn: ({ signal }) =>
      apiClient.get<MemberProfile>(`${APP}/Member/GetProfile`, { silent: true, signal }),
    staleTime: 60_000,
    retry: false,
  });
export const updateProfile = (body: UpdateMemberProfileInput) =>
  apiClient.put<MemberProfile>(`${APP}/Member/UpdateProfile`, body, silent);
export const updateSettings = (body: UpdateMemberSettingsInput) =>
  apiClient.put<MemberProfile>(`${APP}/Member/UpdateSettings`, body, silent);
export const changePassword = (currentPassword: string, newPassword: string) =>
  apiClient.post<AuthenticateResult>(
    `${APP}/Member/ChangePassword`,
    { currentPassword, newPassword },
    silent,
  );
export const closeAccount = (password: string) =>
  apiClient.post<null>(`${APP}/Member/CloseAccount`, { password }, silent);

export const passengersQuery = () =>
  queryOptions({
    queryKey: memberKeys.passengers,
    queryFn: ({ signal }) =>
      apiClient.get<{ items: SavedPassenger[] }>(`${APP}/Member/GetPassengers`, { silent: true, signal }),
    retry: false,
  });
export const savePassenger = (body: SaveSavedPassengerInput) =>
  apiClient.post<SavedPassenger>(`${APP}/Member/SavePassenger`, body, silent);
export const deletePassenger = (id: number) =>
  apiClient.delete<null>(`${APP}/Member/DeletePassenger`, { query: { Id: id }, silent: true });

// An order's places come named in the request's language: a list per language, so a switch of the interface's
// language fetches the names anew rather than keeping the last language's.
export const bookingsQuery = (culture: Culture) =>
  queryOptions({
    queryKey: [...memberKeys.bookings, culture] as const,
    queryFn: ({ signal }) =>
      apiClient.get<{ items: MemberOrder[] }>(`${APP}/Member/GetBookings`, { silent: true, signal }),
    retry: false,
  });
export const dashboardQuery = (culture: Culture) =>
  queryOptions({
    queryKey: [...memberKeys.dashboard, culture] as const,
    queryFn: ({ signal }) =>
      apiClient.get<MemberDashboard>(`${APP}/Member/GetDashboard`, { silent: true, signal }),
    retry: false,
  });
export const requestCancellation = (orderId: string) =>
  apiClient.post<MemberOrder>(`${APP}/Member/RequestCancellation`, { orderId }, silent);

export const sendManageLink = (pnr: string, surname: string) =>
  apiClient.post<null>(`${APP}/Booking/SendManageLink`, { pnr, surname }, silent);
