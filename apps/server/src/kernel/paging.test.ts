import { pagedRequestSchema } from '@charterdesk/domain';
import { describe, expect, it } from 'vitest';
import { toPagedResult } from './paging.js';

describe('paging', () => {
  const rows = Array.from({ length: 25 }, (_, i) => i + 1);
  const run = (input: object) =>
    toPagedResult(
      input,
      async () => rows.length,
      async (offset, limit) => rows.slice(offset, offset + limit),
    );

  it('defaults to the first 10 items and reports the total', async () => {
    expect(await run({})).toEqual({ totalCount: 25, items: rows.slice(0, 10) });
  });

  it('skips and limits', async () => {
    expect((await run({ skipCount: 20, maxResultCount: 10 })).items).toEqual([21, 22, 23, 24, 25]);
  });

  it('coerces query-string values and rejects out-of-range ones', () => {
    expect(pagedRequestSchema.parse({ skipCount: '5', maxResultCount: '50' })).toEqual({
      skipCount: 5,
      maxResultCount: 50,
    });
    expect(pagedRequestSchema.safeParse({ skipCount: -1 }).success).toBe(false);
    expect(pagedRequestSchema.safeParse({ maxResultCount: 1001 }).success).toBe(false);
  });
});
