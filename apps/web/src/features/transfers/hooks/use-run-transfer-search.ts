import type { TransferSearchCriteria } from '@charterdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { saveTransferSearch } from '../api/save-transfer-search';
import { transferResultsPath } from '../lib/search-form';

/** Saves the criteria (Transfer/SaveTransferSearch) and opens `/transferSearch/{id}?{criteria}`. */
export function useRunTransferSearch() {
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: saveTransferSearch });
  const { mutateAsync } = mutation;
  const run = useCallback(
    async (criteria: TransferSearchCriteria, options: { replace?: boolean } = {}) => {
      const { id } = await mutateAsync(criteria);
      await navigate(transferResultsPath(id, criteria), { replace: options.replace });
      return id;
    },
    [mutateAsync, navigate],
  );
  return { run, isPending: mutation.isPending };
}
