import type { TransferSearchCriteria } from '@charterdesk/domain';
import { useEffect, useState } from 'react';
import { loadTransferSearchCheck } from '../lib/search-form';

/**
 * The criteria a results URL carries, checked by the shared schema once `wanted` (a gone search runs again from
 * them): undefined until checked, null when they are incomplete or invalid.
 */
export function useUrlCriteria(
  params: URLSearchParams,
  wanted: boolean,
): TransferSearchCriteria | null | undefined {
  const query = params.toString();
  const [checked, setChecked] = useState<{ query: string; criteria: TransferSearchCriteria | null }>();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadTransferSearchCheck().then(
      ({ criteriaFromParams }) => {
        if (live) setChecked({ query, criteria: criteriaFromParams(new URLSearchParams(query)) });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, query]);
  return checked?.query === query ? checked.criteria : undefined;
}
