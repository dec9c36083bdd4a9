import { describe, expect, it } from 'vitest';
import { normalizeDomains } from './tenant-domains';

describe('normalizeDomains', () => {
  it('splits pasted lists, lower-cases and drops blanks and duplicates', () => {
    expect(normalizeDomains(['a.example.com, B.example.com;c.example.com', ' ', 'A.EXAMPLE.COM'])).toEqual([
      'a.example.com',
      'b.example.com',
      'c.example.com',
    ]);
    expect(normalizeDomains([])).toEqual([]);
  });
});
