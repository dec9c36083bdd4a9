import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;

/** ABP PagedResultRequestDto (query-string input, hence coercion). */
export const pagedRequestSchema = z.object({
  skipCount: z.coerce.number().int().min(0).default(0),
  maxResultCount: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PagedRequest = z.infer<typeof pagedRequestSchema>;

export function pagedResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ totalCount: z.number().int(), items: z.array(item) });
}
export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}
export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
