import type { AgencyInfo } from '@charterdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/api-client';

const AGENCY = '/api/services/app/agency';

/** The admin's own copy (not the footer's hour-long cache): the form edits what is stored now. */
export const adminAgencyInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'agency'] as const,
    queryFn: ({ signal }) => apiClient.get<AgencyInfo>(`${AGENCY}/GetAgencyInfo`, { silent: true, signal }),
    staleTime: 0,
  });

export const updateAgencyInfo = (input: AgencyInfo) =>
  apiClient.put<AgencyInfo>(`${AGENCY}/UpdateAgencyInfo`, input, { silent: true });
