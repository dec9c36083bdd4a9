import type { FlightSearchCriteria } from '@charterdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { saveFlightSearch } from '../api/save-flight-search';
import { resultsPath } from '../lib/search-params';

export interface RunSearchOptions {
  /** replace the current history entry (automatic re-runs) instead of adding one */
  replace?: boolean;
  /** query parameters to carry over to the new results URL (sort, filters) */
  keep?: URLSearchParams;
}

/** Saves the criteria (Flight/SaveFlightSearch) and opens `/flightSearch/{id}?{criteria}`. */
export function useRunSearch() {
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: saveFlightSearch });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (criteria: FlightSearchCriteria, options: RunSearchOptions = {}): Promise<string> => {
      const { id } = await mutateAsync(criteria);
      await navigate(resultsPath(id, criteria, options.keep), { replace: options.replace });
      return id;
    },
    [mutateAsync, navigate],
  );
  return { run, isPending: mutation.isPending };
}
