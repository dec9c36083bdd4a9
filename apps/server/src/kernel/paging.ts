import { type PagedRequest, type PagedResult, pagedRequestSchema } from '@charterdesk/domain';

/**
 * Runs a count and a page query for an ABP PagedResultRequestDto (SkipCount, MaxResultCount default 10)
 * and answers PagedResultDto {totalCount, items}. Both queries must apply the same filter.
 */
export async function toPagedResult<T>(
  input: Partial<PagedRequest>,
  count: () => Promise<number>,
  page: (offset: number, limit: number) => Promise<T[]>,
): Promise<PagedResult<T>> {
  const { skipCount, maxResultCount } = pagedRequestSchema.parse(input);
  const [totalCount, items] = await Promise.all([count(), page(skipCount, maxResultCount)]);
  return { totalCount, items };
}
