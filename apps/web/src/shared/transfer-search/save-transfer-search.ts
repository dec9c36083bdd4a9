import type { TransferSearchCriteria } from '@charterdesk/domain';
import { apiClient } from '../api/api-client';

export const SAVE_TRANSFER_SEARCH_PATH = '/api/services/app/Transfer/SaveTransferSearch';

/**
 * Stores the criteria and answers the search id. Silent: the caller maps validation errors onto the
 * form's fields and shows anything else with presentApiError.
 */
export async function saveTransferSearch(criteria: TransferSearchCriteria): Promise<{ id: string }> {
  const result = await apiClient.post<{ id: string } | null>(SAVE_TRANSFER_SEARCH_PATH, criteria, {
    silent: true,
  });
  if (!result || typeof result.id !== 'string' || result.id === '')
    throw new TypeError('SaveTransferSearch answered without an id');
  return { id: result.id };
}
