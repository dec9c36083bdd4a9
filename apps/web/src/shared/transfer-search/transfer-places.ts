import type { Culture, TransferPlaces } from '@charterdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api/api-client';

export const TRANSFER_PLACES_PATH = '/api/services/app/Transfer/GetTransferPlaces';

/** Airports with transfer zones, named in the request culture (the culture is in the key). */
export const transferPlacesQueryOptions = (culture: Culture) =>
  queryOptions({
    queryKey: ['transfers', 'places', culture] as const,
    queryFn: ({ signal }) =>
      apiClient.get<TransferPlaces>(TRANSFER_PLACES_PATH, {
        // The form shows the failure in place, with a retry, instead of a dialog.
        silent: true,
        signal,
      }),
    staleTime: 30 * 60_000,
  });

export function useTransferPlaces(culture: Culture) {
  return useQuery({
    ...transferPlacesQueryOptions(culture),
    // Another language keeps the old names on screen until the new ones arrive.
    placeholderData: (previous) => previous,
  });
}
