import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';
import { apiClient, type QueryValue } from '../../../shared/api/api-client';

/** Paging and order of an ABP list (`GetAll`-style) request. */
export interface PageParams {
  skipCount: number;
  maxResultCount: number;
}

/**
 * A back-office list read: a silent GET (the page shows its own error), always fresh, and the previous
 * answer kept on screen (dimmed) while the next page, sort or search loads.
 */
export const listQueryOptions = <R>(queryKey: QueryKey, url: string, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiClient.get<R>(url, { silent: true, signal, query }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** ABP's `Sorting`/`SkipCount`/`MaxResultCount`; an empty sort is left out (the server's order). */
export const pageQuery = (params: PageParams & { sorting?: string }) => ({
  Sorting: params.sorting || undefined,
  SkipCount: params.skipCount,
  MaxResultCount: params.maxResultCount,
});
