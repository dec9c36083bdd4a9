import type { FlightSearchCriteria } from '@charterdesk/domain';
import { apiClient } from '../../../shared/api/api-client';

export const SAVE_FLIGHT_SEARCH_PATH = '/api/services/app/Flight/SaveFlightSearch';

/**
 * Stores the criteria and answers the search id. Silent: the caller maps validation errors onto the
 * form's fields and shows anything else with presentApiError.
 */
export async function saveFlightSearch(criteria: FlightSearchCriteria): Promise<{ id: string }> {
  const result = await apiClient.post<{ id: string | number } | null>(SAVE_FLIGHT_SEARCH_PATH, criteria, {
    silent: true,
  });
  if (!result || (typeof result.id !== 'string' && typeof result.id !== 'number') || result.id === '') {
    throw new TypeError('SaveFlightSearch answered without an id');
  }
  return { id: String(result.id) };
}
